import { describe, expect, it } from 'vitest';
import { type Car, filterCars, get, json, PREFIXES, post, request } from './public-helpers';

describe.each(PREFIXES)('car lookups under %s', (prefix) => {
  it('POST cars returns cars by ids in the requested order and lists missing ids', async () => {
    const res = await post(`${prefix}/cars`, { ids: [5, 1, 999_999, 3] });
    expect(res.status).toBe(200);
    const body = await json<{ items: Car[]; missing: number[] }>(res);
    expect(body.items.map((c) => c.id)).toEqual([5, 1, 3]);
    expect(body.missing).toEqual([999_999]);
    expect((await post(`${prefix}/cars`, { ids: [] })).status).toBe(422);
    expect((await post(`${prefix}/cars`, { ids: ['1'] })).status).toBe(422);
    expect((await request('GET', `${prefix}/cars`)).status).toBe(405);
  });

  it('showcases: popular, trade-in and in-program cars', async () => {
    const popular = await json<{ items: Car[] }>(await get(`${prefix}/cars/popular-cars`));
    expect(popular.items).toHaveLength(8);
    const pops = popular.items.map((c) => c.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const tradeIn = await json<{ items: Car[] }>(await get(`${prefix}/cars/cars-for-you-trade-in?limit=4`));
    expect(tradeIn.items).toHaveLength(4);
    expect(tradeIn.items.every((c) => c.tradeIn)).toBe(true);
    const program = await json<{ items: Car[] }>(await get(`${prefix}/cars/cars-in-program?limit=24`));
    expect(program.items.length).toBeGreaterThan(0);
    expect(program.items.every((c) => c.inProgram)).toBe(true);
    expect((await get(`${prefix}/cars/popular-cars?limit=0`)).status).toBe(422);
    expect((await get(`${prefix}/cars/popular-cars?limit=abc`)).status).toBe(422);
  });

  it('find-cars-for-you respects price and monthly budgets and the vehicle type', async () => {
    const byPrice = await json<{ items: Car[] }>(await get(`${prefix}/cars/find-cars-for-you?budget=2000000&limit=24`));
    expect(byPrice.items.length).toBeGreaterThan(0);
    expect(byPrice.items.every((c) => c.price <= 2_000_000)).toBe(true);
    const byMonth = await json<{ items: Car[] }>(
      await get(`${prefix}/cars/find-cars-for-you?monthlyBudget=50000&vehicleType=passenger&limit=24`),
    );
    expect(byMonth.items.length).toBeGreaterThan(0);
    expect(byMonth.items.every((c) => c.monthlyPayment <= 50_000 && c.vehicleType.slug === 'passenger')).toBe(true);
    expect((await get(`${prefix}/cars/find-cars-for-you?budget=-5`)).status).toBe(422);
  });

  it('cars-like returns similar cars of the same type, never the car itself', async () => {
    const base = (await filterCars(prefix, { vehicleType: 'passenger', perPage: 1 })).items[0];
    const res = await get(`${prefix}/cars/cars-like?id=${base?.id}`);
    expect(res.status).toBe(200);
    const { items } = await json<{ items: Car[] }>(res);
    expect(items).toHaveLength(6);
    expect(items.every((c) => c.vehicleType.slug === 'passenger' && c.id !== base?.id)).toBe(true);
    expect((await get(`${prefix}/cars/cars-like?id=999999`)).status).toBe(404);
    expect((await get(`${prefix}/cars/cars-like`)).status).toBe(422);
    expect((await get(`${prefix}/cars/cars-like?id=x`)).status).toBe(422);
  });

  it('find-by-slug returns the car page data; unknown slug is 404', async () => {
    const base = (await filterCars(prefix, { perPage: 1 })).items[0];
    const res = await get(`${prefix}/cars/find-by-slug?slug=${base?.slug}`);
    expect(res.status).toBe(200);
    const car = await json<Car>(res);
    expect(car).toMatchObject({ ...base, description: expect.stringContaining(base?.title ?? '?') });
    expect(car.createdAt).toMatch(/^2026-/);
    const missing = await get(`${prefix}/cars/find-by-slug?slug=no-such-car`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Автомобиль не найден' });
    expect((await get(`${prefix}/cars/find-by-slug`)).status).toBe(422);
  });

  it('cars/{id}/short returns a card; unknown id is 404', async () => {
    const res = await get(`${prefix}/cars/1/short`);
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(
      ['city', 'id', 'image', 'monthlyPayment', 'price', 'slug', 'title', 'year'].sort(),
    );
    expect((await get(`${prefix}/cars/999999/short`)).status).toBe(404);
    expect((await get(`${prefix}/cars/abc/short`)).status).toBe(404);
    // Static paths are not captured by {id}.
    expect((await get(`${prefix}/cars/filter/short`)).status).toBe(405);
  });
});
