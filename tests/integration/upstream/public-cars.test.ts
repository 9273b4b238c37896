import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type Facet, filterCars, get, json, PREFIXES, post } from './public-helpers';

const sum = (f: Facet[]) => f.reduce((s, x) => s + x.count, 0);

describe('seed catalogue', () => {
  it('has at least 80 cars of at least 12 brands across all five vehicle types', async () => {
    const cars = await env.DB.prepare(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT brand_id) AS b, COUNT(DISTINCT vehicle_type_id) AS t FROM cars',
    ).first<{
      n: number;
      b: number;
      t: number;
    }>();
    expect(cars?.n).toBeGreaterThanOrEqual(80);
    expect(cars?.b).toBeGreaterThanOrEqual(12);
    expect(cars?.t).toBe(5);
  });
});

describe.each(PREFIXES)('cars under %s', (prefix) => {
  it('POST cars/filter with an empty body pages the whole catalogue with facets', async () => {
    const r = await filterCars(prefix, {});
    expect(r.total).toBeGreaterThanOrEqual(80);
    expect(r.page).toBe(1);
    expect(r.perPage).toBe(12);
    expect(r.pages).toBe(Math.ceil(r.total / 12));
    expect(r.items).toHaveLength(12);
    for (const key of ['brand', 'model', 'vehicleType', 'city', 'transmission', 'drive', 'body'] as const) {
      expect(sum(r.facets[key])).toBe(r.total);
    }
    expect(r.facets.transmission.map((t) => t.label)).toContain('Автоматическая');
    expect(r.facets.price.min).toBeLessThan(r.facets.price.max);
    expect(r.facets.year.max).toBeLessThanOrEqual(2026);
    const car = r.items[0];
    expect(car?.image).toEqual({
      src: `/media/cars/${car?.slug}.svg`,
      width: 640,
      height: 360,
      alt: expect.stringContaining(car?.title ?? '?'),
    });
    // Sorted by popularity by default.
    const pops = r.items.map((c) => c.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('filters by brand list, keeps the brand facet disjunctive, and counts agree with filter/short', async () => {
    const body = { brand: ['haval', 'kia'], perPage: 48 };
    const r = await filterCars(prefix, body);
    expect(r.items.every((c) => ['haval', 'kia'].includes(c.brand.slug))).toBe(true);
    expect(r.items).toHaveLength(r.total);
    // The brand facet ignores the brand criterion, so other brands still show their counts.
    expect(r.facets.brand.length).toBeGreaterThan(2);
    expect(r.facets.brand.find((b) => b.value === 'haval')?.count).toBe(
      r.items.filter((c) => c.brand.slug === 'haval').length,
    );
    // Other facets are restricted to the selection.
    expect(sum(r.facets.vehicleType)).toBe(r.total);
    const short = await post(`${prefix}/cars/filter/short`, { brand: ['haval', 'kia'] });
    expect(short.status).toBe(200);
    expect(await short.json()).toEqual({ total: r.total });
  });

  it('combines price, year, type, city, transmission, body and program criteria', async () => {
    const r = await filterCars(prefix, {
      vehicleType: 'passenger',
      priceFrom: 1_500_000,
      priceTo: 4_000_000,
      yearFrom: 2024,
      perPage: 48,
    });
    expect(r.total).toBeGreaterThan(0);
    for (const c of r.items) {
      expect(c.vehicleType.slug).toBe('passenger');
      expect(c.price).toBeGreaterThanOrEqual(1_500_000);
      expect(c.price).toBeLessThanOrEqual(4_000_000);
      expect(c.year).toBeGreaterThanOrEqual(2024);
    }
    const trucks = await filterCars(prefix, {
      vehicleType: ['trucks'],
      transmission: 'manual',
      body: ['tipper', 'flatbed'],
    });
    expect(
      trucks.items.every((c) => c.transmission.slug === 'manual' && ['tipper', 'flatbed'].includes(c.body.slug)),
    ).toBe(true);
    const program = await filterCars(prefix, { inProgram: true, perPage: 48 });
    expect(program.total).toBeGreaterThan(0);
    expect(program.items.every((c) => c.inProgram)).toBe(true);
    const moscow = await filterCars(prefix, { city: 'moscow', model: ['kamaz-65115', 'lada-vesta', 'haval-jolion'] });
    expect(moscow.items.every((c) => c.city.slug === 'moscow')).toBe(true);
    const nothing = await filterCars(prefix, { brand: 'no-such-brand' });
    expect(nothing).toMatchObject({ items: [], total: 0, pages: 0 });
  });

  it('sorts by price, year and novelty', async () => {
    const asc = (await filterCars(prefix, { sort: 'price_asc', perPage: 48 })).items.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await filterCars(prefix, { sort: 'price_desc', perPage: 48 })).items.map((c) => c.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const years = (await filterCars(prefix, { sort: 'year_desc', perPage: 48 })).items.map((c) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const newest = await filterCars(prefix, { sort: 'newest', perPage: 5 });
    expect(newest.items).toHaveLength(5);
  });

  it('paginates without overlap', async () => {
    const p1 = await filterCars(prefix, { sort: 'price_asc', perPage: 10, page: 1 });
    const p2 = await filterCars(prefix, { sort: 'price_asc', perPage: 10, page: 2 });
    expect(p2.page).toBe(2);
    const ids1 = new Set(p1.items.map((c) => c.id));
    expect(p2.items.some((c) => ids1.has(c.id))).toBe(false);
    const beyond = await filterCars(prefix, { page: 999 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  it('rejects bad criteria with 422 and field errors', async () => {
    const cases: Array<[unknown, string]> = [
      [{ perPage: 49 }, 'perPage'],
      [{ page: 0 }, 'page'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ priceFrom: 2_000_000, priceTo: 1_000_000 }, 'priceTo'],
      [{ yearFrom: 2025, yearTo: 2020 }, 'yearTo'],
      [{ transmission: 'warp' }, 'transmission'],
      [{ priceFrom: '1000000' }, 'priceFrom'],
      [{ inProgram: 'yes' }, 'inProgram'],
      [{ brands: ['kia'] }, '_'],
    ];
    for (const [body, field] of cases) {
      const res = await post(`${prefix}/cars/filter`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const b = await json<{ message: string; errors: Record<string, string[]> }>(res);
      expect(b.message).toBe('Проверьте правильность заполнения полей');
      expect(Object.keys(b.errors), JSON.stringify(b.errors)).toContain(field);
    }
    const short = await post(`${prefix}/cars/filter/short`, { page: 1 });
    expect(short.status).toBe(422);
  });

  it('malformed JSON is 400, never 500', async () => {
    const res = await post(`${prefix}/cars/filter`, '{"brand": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Некорректный запрос' });
    const array = await post(`${prefix}/cars/filter`, '[1,2]');
    expect(array.status).toBe(422);
  });

  it('a body over 64 KB is refused with 413', async () => {
    const res = await post(`${prefix}/cars/filter`, {
      brand: Array.from({ length: 3000 }, (_, i) => `brand-${i}-xxxxxxxxxxxx`),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Слишком большой запрос' });
  });

  it('422 texts are short and Russian', async () => {
    const res = await post(`${prefix}/cars/filter`, { brands: 'x', perPage: 100, priceFrom: 'a' });
    expect((await json<{ errors: Record<string, string[]> }>(res)).errors).toEqual({
      _: ['Неизвестное поле: «brands»'],
      perPage: ['Не больше 48'],
      priceFrom: ['Неверный тип: ожидается число'],
    });
  });
});

describe('car illustrations', () => {
  it('GET /media/cars/{slug}.svg is an SVG drawn in the car colour', async () => {
    const car = await env.DB.prepare("SELECT slug, color_hex FROM cars WHERE body = 'excavator' LIMIT 1").first<{
      slug: string;
      color_hex: string;
    }>();
    const res = await get(`/media/cars/${car?.slug}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="360"/);
    expect(svg).toContain(car?.color_hex);
    expect((await get('/media/cars/no-such-car.svg')).status).toBe(404);
    expect((await get('/media/cars/..%2Fetc.svg')).status).toBe(404);
  });

  it('every body type draws', async () => {
    const { results } = await env.DB.prepare('SELECT MIN(slug) AS slug FROM cars GROUP BY body').all<{
      slug: string;
    }>();
    for (const r of results) {
      const res = await get(`/media/cars/${r.slug}.svg`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('</svg>');
    }
  });
});
