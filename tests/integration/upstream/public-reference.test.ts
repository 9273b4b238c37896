import { describe, expect, it } from 'vitest';
import { get, json, PREFIXES, request } from './public-helpers';

type Item = Record<string, unknown> & { id: number };
const lonLat = (v: unknown) => {
  expect(Array.isArray(v)).toBe(true);
  const [lon, lat] = v as [number, number];
  // Russia: longitude 19–180 E, latitude 41–82 N; [lon, lat] order.
  expect(lon).toBeGreaterThan(19);
  expect(lat).toBeGreaterThan(41);
  expect(lat).toBeLessThan(82);
};

describe.each(PREFIXES)('reference data under %s', (prefix) => {
  const resources: Array<[path: string, min: number, check: (i: Item) => void]> = [
    [
      'cities',
      8,
      (i) => {
        expect(i).toMatchObject({ slug: expect.any(String), name: expect.any(String), region: expect.any(String) });
        lonLat(i.coordinates);
      },
    ],
    [
      'offices',
      10,
      (i) => {
        expect(i).toMatchObject({
          name: expect.any(String),
          address: expect.any(String),
          hours: expect.any(String),
          email: expect.stringContaining('@'),
          city: { id: expect.any(Number), slug: expect.any(String), name: expect.any(String) },
        });
        expect((i.phones as string[]).length).toBeGreaterThan(0);
        lonLat(i.coordinates);
      },
    ],
    [
      'metros',
      10,
      (i) => {
        expect(i).toMatchObject({
          name: expect.any(String),
          line: expect.any(String),
          color: expect.stringMatching(/^#/),
        });
        lonLat(i.coordinates);
      },
    ],
    ['banks', 6, (i) => expect(i).toMatchObject({ name: expect.any(String), bik: expect.stringMatching(/^\d{9}$/) })],
    [
      'brands',
      12,
      (i) => {
        expect(i).toMatchObject({ slug: expect.any(String), country: { code: expect.any(String) } });
        expect(i.carsCount).toBeGreaterThan(0);
        expect((i.models as unknown[]).length).toBeGreaterThan(0);
      },
    ],
    ['vehicle-types', 5, (i) => expect(i.carsCount).toBeGreaterThan(0)],
    [
      'service-centers',
      6,
      (i) => {
        expect((i.services as string[]).length).toBeGreaterThan(0);
        lonLat(i.coordinates);
      },
    ],
    ['countries', 5, (i) => expect(i.code).toMatch(/^[A-Z]{2}$/)],
  ];

  it.each(resources)('GET %s lists items and GET %s/{id} returns one', async (path, min, check) => {
    const res = await get(`${prefix}/${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const { items } = await json<{ items: Item[] }>(res);
    expect(items.length).toBeGreaterThanOrEqual(min);
    items.forEach(check);
    const first = items[0];
    const one = await get(`${prefix}/${path}/${first?.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(first);
  });

  it.each(resources.map((r) => r[0]))('GET %s/{unknown id} is a JSON 404 in Russian', async (path) => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      const res = await get(`${prefix}/${path}/${id}`);
      expect(res.status).toBe(404);
      const body = await json<{ message: string }>(res);
      expect(body.message).toMatch(/[а-яё]/i);
    }
  });

  it('offices, service centres and metros filter by ?city=', async () => {
    const offices = await json<{ items: Item[] }>(await get(`${prefix}/offices?city=saint-petersburg`));
    expect(offices.items.length).toBe(2);
    expect(offices.items.every((o) => (o.city as { slug: string }).slug === 'saint-petersburg')).toBe(true);
    const moscow = await json<{ items: Item[] }>(await get(`${prefix}/offices?city=moscow`));
    expect(moscow.items[0]?.isMain).toBe(true);
    const sc = await json<{ items: Item[] }>(await get(`${prefix}/service-centers?city=moscow`));
    expect(sc.items.length).toBe(3);
    const metros = await json<{ items: Item[] }>(await get(`${prefix}/metros?city=kazan`));
    expect(metros.items.map((m) => m.name)).toEqual(['Кремлёвская', 'Площадь Тукая']);
    const none = await json<{ items: Item[] }>(await get(`${prefix}/offices?city=paris`));
    expect(none.items).toEqual([]);
  });

  it('an office without metro has metro null', async () => {
    const { items } = await json<{ items: Item[] }>(await get(`${prefix}/offices?city=krasnodar`));
    expect(items[0]?.metro).toBeNull();
  });

  it('brands filter by ?vehicleType= and carry their models', async () => {
    const { items } = await json<{ items: Item[] }>(await get(`${prefix}/brands?vehicleType=special`));
    expect(items.map((b) => b.slug).sort()).toEqual(['jcb', 'mtz', 'xcmg']);
    const kamaz = (await json<{ items: Item[] }>(await get(`${prefix}/brands`))).items.find((b) => b.slug === 'kamaz');
    expect(kamaz?.name).toBe('КАМАЗ');
    expect(kamaz?.models).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'kamaz-65115' })]));
  });

  it('a malformed filter value is 422 with field errors', async () => {
    const res = await get(`${prefix}/offices?city=${encodeURIComponent('<script>')}`);
    expect(res.status).toBe(422);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(res);
    expect(body.message).toBe('Проверьте правильность заполнения полей');
    expect(body.errors.city?.length).toBeGreaterThan(0);
  });

  it('another method on a known path is 405 with Allow', async () => {
    const res = await request('DELETE', `${prefix}/cities`);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ message: 'Метод не поддерживается' });
    const detail = await request('PUT', `${prefix}/offices/1`);
    expect(detail.status).toBe(405);
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await request('HEAD', `${prefix}/cities`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe('');
  });

  it('question types and categories are lists for the question form', async () => {
    const types = await json<{ items: Item[] }>(await get(`${prefix}/question-types`));
    expect(types.items.map((t) => t.slug)).toContain('question');
    const cats = await json<{ items: Item[] }>(await get(`${prefix}/question-categories`));
    expect(cats.items.length).toBeGreaterThanOrEqual(6);
    expect(cats.items[0]).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
  });
});
