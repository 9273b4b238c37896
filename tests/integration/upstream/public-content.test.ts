import { describe, expect, it } from 'vitest';
import { get, json, type Paged, PREFIXES, post, request } from './public-helpers';

interface News {
  id: number;
  code: string;
  title: string;
  preview: string;
  publishedAt: string;
  category: { id: number; slug: string; name: string };
  image: { src: string; width: number; height: number };
  body?: string;
}

describe.each(PREFIXES)('news under %s', (prefix) => {
  it('GET news pages the newest first', async () => {
    const res = await get(`${prefix}/news`);
    expect(res.status).toBe(200);
    const r = await json<Paged<News>>(res);
    expect(r.total).toBeGreaterThanOrEqual(25);
    expect(r.perPage).toBe(9);
    expect(r.items).toHaveLength(9);
    const dates = r.items.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.items[0]?.image).toEqual({
      src: `/media/news/${r.items[0]?.code}.svg`,
      width: 1200,
      height: 630,
      alt: r.items[0]?.title,
    });
    expect(r.items[0]).not.toHaveProperty('body');
    const p3 = await json<Paged<News>>(await get(`${prefix}/news?page=3&perPage=10`));
    expect(p3.page).toBe(3);
    expect(p3.items.length).toBe(r.total - 20);
    const promo = await json<Paged<News>>(await get(`${prefix}/news?category=promo&perPage=48`));
    expect(promo.items.every((n) => n.category.slug === 'promo')).toBe(true);
    expect((await get(`${prefix}/news?perPage=100`)).status).toBe(422);
  });

  it('POST news/filter and POST news filter by category and date', async () => {
    for (const path of ['news/filter', 'news']) {
      const res = await post(`${prefix}/${path}`, {
        category: ['law', 'tips'],
        dateFrom: '2025-06-01',
        dateTo: '2025-12-31',
        perPage: 48,
      });
      expect(res.status).toBe(200);
      const r = await json<Paged<News>>(res);
      expect(r.total).toBeGreaterThan(0);
      for (const n of r.items) {
        expect(['law', 'tips']).toContain(n.category.slug);
        expect(n.publishedAt >= '2025-06-01' && n.publishedAt <= '2025-12-31T23:59:59Z').toBe(true);
      }
    }
    const all = await json<Paged<News>>(await post(`${prefix}/news/filter`, {}));
    expect(all.total).toBeGreaterThanOrEqual(25);
    const search = await json<Paged<News>>(await post(`${prefix}/news/filter`, { q: 'ндс' }));
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((n) => /НДС/i.test(n.title + n.preview))).toBe(true);
  });

  it('news filter validation is 422', async () => {
    const bad = await post(`${prefix}/news/filter`, { dateFrom: '2026-02-01', dateTo: '2026-01-01' });
    expect(bad.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors.dateTo).toBeDefined();
    expect((await post(`${prefix}/news/filter`, { dateFrom: '2026-13-45' })).status).toBe(422);
    expect((await post(`${prefix}/news/filter`, { page: 'two' })).status).toBe(422);
    expect((await request('GET', `${prefix}/news/filter`)).status).toBe(405);
  });

  it('find-by-code returns the article with HTML body; similars prefer the same category', async () => {
    const first = (await json<Paged<News>>(await get(`${prefix}/news`))).items[0];
    const res = await get(`${prefix}/news/find-by-code?code=${first?.code}`);
    expect(res.status).toBe(200);
    const n = await json<News & { seo: { title: string } }>(res);
    expect(n.body).toMatch(/^<p>/);
    expect(n.seo.title).toBe(n.title);
    expect((await get(`${prefix}/news/find-by-code?code=no-such-news`)).status).toBe(404);
    expect((await get(`${prefix}/news/find-by-code`)).status).toBe(422);

    const sim = await json<{ items: News[] }>(await get(`${prefix}/news/similars/${n.id}`));
    expect(sim.items).toHaveLength(3);
    expect(sim.items.some((s) => s.id === n.id)).toBe(false);
    expect(sim.items[0]?.category.slug).toBe(n.category.slug);
    expect((await get(`${prefix}/news/similars/999999`)).status).toBe(404);
    expect((await get(`${prefix}/news/similars/abc`)).status).toBe(404);
  });

  it('news-categories/dropdown lists value/label pairs with counts', async () => {
    const { items } = await json<{ items: Array<{ value: string; label: string; id: number; count: number }> }>(
      await get(`${prefix}/news-categories/dropdown`),
    );
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.reduce((s, c) => s + c.count, 0)).toBeGreaterThanOrEqual(25);
    expect(items[0]).toEqual({ value: 'company', label: 'Новости компании', id: 1, count: expect.any(Number) });
  });

  it('news covers are SVG', async () => {
    const first = (await json<Paged<News>>(await get(`${prefix}/news`))).items[0];
    const res = await get(first?.image.src ?? '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe.each(PREFIXES)('pages, SEO, info and reviews under %s', (prefix) => {
  it('pages list and find-by-url with normalisation', async () => {
    const { items } = await json<{ items: Array<{ url: string }> }>(await get(`${prefix}/pages`));
    expect(items.map((p) => p.url)).toEqual(['/about', '/credit', '/trade-in', '/contacts', '/leasing-terms']);
    for (const url of ['/about', '/about/', 'about', '/About?utm_source=x']) {
      const res = await get(`${prefix}/pages/find-by-url?url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(200);
      const page = await json<{ slug: string; content: string; seo: { title: string } }>(res);
      expect(page.slug).toBe('about');
      expect(page.content).toContain('<p>');
      expect(page.seo.title).toContain('О компании');
    }
    const missing = await get(`${prefix}/pages/find-by-url?url=/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Страница не найдена' });
    expect((await get(`${prefix}/pages/find-by-url`)).status).toBe(422);
  });

  it('seo-datas by route key or numeric id', async () => {
    const byKey = await json<{ id: number; key: string; title: string }>(await get(`${prefix}/seo-datas/catalog`));
    expect(byKey).toMatchObject({ key: 'catalog', url: '/catalog', h1: 'Каталог автомобилей' });
    const byId = await json(await get(`${prefix}/seo-datas/${byKey.id}`));
    expect(byId).toEqual(byKey);
    expect((await get(`${prefix}/seo-datas/unknown-page`)).status).toBe(404);
    expect((await get(`${prefix}/seo-datas/999`)).status).toBe(404);
    const all = await json<{ items: Array<{ key: string }> }>(await get(`${prefix}/seo-datas`));
    expect(all.items.map((s) => s.key)).toEqual(
      expect.arrayContaining(['home', 'catalog', 'news', 'about', 'contacts']),
    );
  });

  it('info has contacts, socials and valid legal details', async () => {
    const info = await json<{
      name: string;
      phones: Array<{ value: string; display: string }>;
      email: string;
      socials: Array<{ url: string }>;
      requisites: { inn: string; ogrn: string; bik: string; account: string };
    }>(await get(`${prefix}/info`));
    expect(info.name).toBe('Драйв Лизинг');
    expect(info.phones[0]?.value).toMatch(/^\+7\d{10}$/);
    expect(info.socials.length).toBeGreaterThan(0);
    const inn = info.requisites.inn;
    const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
    const check = (weights.reduce((s, w, i) => s + w * Number(inn[i]), 0) % 11) % 10;
    expect(Number(inn[9])).toBe(check);
    expect(Number(info.requisites.ogrn[12])).toBe(Number((BigInt(info.requisites.ogrn.slice(0, 12)) % 11n) % 10n));
    expect(info.requisites.account).toMatch(/^\d{20}$/);
  });

  it('info-blocks list and by slug', async () => {
    const { items } = await json<{ items: Array<{ slug: string; items: unknown[] }> }>(
      await get(`${prefix}/info-blocks`),
    );
    expect(items.map((b) => b.slug)).toEqual(expect.arrayContaining(['advantages', 'how-it-works']));
    const one = await json<{
      slug: string;
      title: string;
      items: Array<{ title: string; text: string; icon: string }>;
    }>(await get(`${prefix}/info-blocks/how-it-works`));
    expect(one.items).toHaveLength(4);
    expect(one.items[0]).toEqual({ title: expect.any(String), text: expect.any(String), icon: expect.any(String) });
    expect((await get(`${prefix}/info-blocks/nope`)).status).toBe(404);
  });

  it('reviews page newest first with the average rating', async () => {
    const r = await json<Paged<{ rating: number; createdAt: string; text: string }> & { averageRating: number }>(
      await get(`${prefix}/reviews?perPage=50`),
    );
    expect(r.total).toBeGreaterThanOrEqual(12);
    expect(r.averageRating).toBeGreaterThan(4);
    const dates = r.items.map((x) => x.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const five = await json<Paged<{ rating: number }>>(await get(`${prefix}/reviews?minRating=5`));
    expect(five.items.every((x) => x.rating === 5)).toBe(true);
    expect((await get(`${prefix}/reviews?minRating=9`)).status).toBe(422);
  });
});
