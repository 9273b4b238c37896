import { env } from 'cloudflare:test';
import { calculateLease } from '@common/with-upstream/lease';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, PREFIXES, post, request } from './public-helpers';

type ErrorBody = { message: string; errors: Record<string, string[]> };
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const contact = { name: 'Иван Петров', phone: '8 (912) 345-67-89', consent: true };

describe.each(PREFIXES)('bookings under %s', (prefix) => {
  it('stores a valid booking with a normalised phone and returns 201 with its id', async () => {
    const res = await post(`${prefix}/bookings`, {
      ...contact,
      carId: 3,
      officeId: 1,
      date: isoDay(2),
      comment: 'После 18:00',
    });
    expect(res.status).toBe(201);
    const body = await json<{ id: number; status: string; message: string }>(res);
    expect(body).toMatchObject({ id: expect.any(Number), status: 'new', carId: 3, officeId: 1, date: isoDay(2) });
    expect(body.message).toMatch(/принята/);
    const row = await env.DB.prepare('SELECT * FROM bookings WHERE id = ?1')
      .bind(body.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      car_id: 3,
      office_id: 1,
      name: 'Иван Петров',
      phone: '79123456789',
      comment: 'После 18:00',
    });
  });

  it('requires consent, a mobile phone, a name and an existing car', async () => {
    const res = await post(`${prefix}/bookings`, { name: '', phone: '+7 (495) 120-45-45', carId: 3, consent: false });
    expect(res.status).toBe(422);
    const body = await json<ErrorBody>(res);
    expect(body.message).toBe('Проверьте правильность заполнения полей');
    expect(Object.keys(body.errors).sort()).toEqual(['consent', 'name', 'phone']);
    expect(body.errors.consent).toEqual(['Необходимо согласие на обработку персональных данных']);
    expect(body.errors.phone?.[0]).toMatch(/мобильный/);

    const noCar = await post(`${prefix}/bookings`, { ...contact, carId: 999_999 });
    expect(noCar.status).toBe(422);
    expect((await json<ErrorBody>(noCar)).errors).toEqual({ carId: ['Автомобиль не найден'] });

    const missing = await post(`${prefix}/bookings`, { ...contact });
    expect((await json<ErrorBody>(missing)).errors.carId?.[0]).toMatch(/[а-я]/i);
  });

  it('rejects dates in the past or too far ahead, and unknown fields', async () => {
    const past = await post(`${prefix}/bookings`, { ...contact, carId: 3, date: isoDay(-1) });
    expect(past.status).toBe(422);
    expect((await json<ErrorBody>(past)).errors.date).toBeDefined();
    const far = await post(`${prefix}/bookings`, { ...contact, carId: 3, date: isoDay(120) });
    expect(far.status).toBe(422);
    const extra = await post(`${prefix}/bookings`, { ...contact, carId: 3, price: 1 });
    expect(extra.status).toBe(422);
  });

  it('malformed JSON is 400 and GET is 405', async () => {
    const res = await post(`${prefix}/bookings`, '{name:');
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe('Некорректный запрос');
    const get = await request('GET', `${prefix}/bookings`);
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });
});

describe.each(PREFIXES)('form results under %s', (prefix) => {
  const forms: Array<[string, Record<string, unknown>]> = [
    ['callback', { comment: 'Перезвоните после обеда' }],
    [
      'question',
      { questionTypeId: 1, questionCategoryId: 2, text: 'Можно ли оформить лизинг на ИП?', email: 'ivan@example.ru' },
    ],
    ['trade-in', { brand: 'Kia', model: 'Rio', year: 2019, mileage: 84_000, desiredCarId: 5 }],
    ['credit', { carId: 5, bankId: 1, amount: 2_500_000, termMonths: 60 }],
    ['car-request', { brand: 'Haval', model: 'H9', budget: 5_000_000, vehicleType: 'suv', city: 'moscow' }],
    [
      'lease-application',
      {
        carId: 8,
        clientType: 'legalEntity',
        price: 3_000_000,
        advancePercent: 20,
        advance: 600_000,
        termMonths: 36,
        buyoutPercent: 1,
        // The back office's calculator for these terms (ARCHITECTURE.md's worked check, 88 578 ₽).
        monthlyPayment: calculateLease({
          price: 3_000_000,
          advancePercent: 20,
          termMonths: 36,
          buyoutPercent: 1,
          clientType: 'legalEntity',
        }).monthlyPayment,
      },
    ],
  ];

  it.each(forms)('stores a %s form', async (type, fields) => {
    const res = await post(`${prefix}/form-results`, { type, ...contact, ...fields });
    expect(res.status).toBe(201);
    const body = await json<{ id: number; type: string; createdAt: string; message: string }>(res);
    expect(body).toMatchObject({ id: expect.any(Number), type, message: 'Спасибо! Заявка принята.' });
    const row = await env.DB.prepare('SELECT form, name, phone, payload FROM form_results WHERE id = ?1')
      .bind(body.id)
      .first<{ form: string; name: string; phone: string; payload: string }>();
    expect(row).toMatchObject({ form: type, name: 'Иван Петров', phone: '79123456789' });
    expect(JSON.parse(row?.payload ?? '{}')).toEqual(fields);
  });

  it('validates per form type', async () => {
    const noType = await post(`${prefix}/form-results`, { ...contact });
    expect(noType.status).toBe(422);
    expect((await json<ErrorBody>(noType)).errors.type).toBeDefined();
    const badType = await post(`${prefix}/form-results`, { type: 'lottery', ...contact });
    expect(badType.status).toBe(422);
    const question = await post(`${prefix}/form-results`, {
      type: 'question',
      ...contact,
      questionTypeId: 99,
      questionCategoryId: 1,
      text: 'Вопрос',
    });
    expect(question.status).toBe(422);
    expect((await json<ErrorBody>(question)).errors).toEqual({ questionTypeId: ['Тип вопроса не найден'] });
    const credit = await post(`${prefix}/form-results`, { type: 'credit', ...contact, amount: 10, termMonths: 6 });
    expect(Object.keys((await json<ErrorBody>(credit)).errors).sort()).toEqual(['amount', 'termMonths']);
    const lease = await post(`${prefix}/form-results`, {
      type: 'lease-application',
      ...contact,
      carId: 99_999,
      clientType: 'individual',
      price: 50,
      advancePercent: 20,
      advance: 0,
      termMonths: 6,
      buyoutPercent: 1,
      monthlyPayment: 1,
    });
    expect(Object.keys((await json<ErrorBody>(lease)).errors).sort()).toEqual(['price', 'termMonths']);
    const buyout = await post(`${prefix}/form-results`, { type: 'early-buyout', ...contact, date: '15.12.2026' });
    expect(Object.keys((await json<ErrorBody>(buyout)).errors).sort()).toEqual(['contractNumber', 'date']);
    const noConsent = await post(`${prefix}/form-results`, { type: 'callback', name: 'Иван', phone: '9123456789' });
    expect((await json<ErrorBody>(noConsent)).errors.consent).toBeDefined();
  });

  it('POST cars/empty stores a request for a car that is not in stock', async () => {
    const res = await post(`${prefix}/cars/empty`, {
      ...contact,
      brand: 'Toyota',
      model: 'Land Cruiser 300',
      budget: 12_000_000,
    });
    expect(res.status).toBe(201);
    const body = await json<{ id: number; type: string }>(res);
    expect(body.type).toBe('car-request');
    const row = await env.DB.prepare('SELECT form, payload FROM form_results WHERE id = ?1')
      .bind(body.id)
      .first<{ form: string; payload: string }>();
    expect(row?.form).toBe('car-request');
    expect(JSON.parse(row?.payload ?? '{}')).toEqual({
      brand: 'Toyota',
      model: 'Land Cruiser 300',
      budget: 12_000_000,
    });
    expect((await post(`${prefix}/cars/empty`, { ...contact, budget: -1 })).status).toBe(422);
  });
});

describe('rate limit of public forms', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows 10 submissions a minute per address, then 429 with Retry-After, shared by all form routes', async () => {
    const ip = '203.0.113.77';
    const headers = { 'X-Forwarded-For': `${ip}, 10.0.0.1` };
    // The clock stands at the start of a minute, so all eleven requests fall into one window.
    vi.useFakeTimers({ toFake: ['Date'] });
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;
    vi.setSystemTime(minute + 1_000);
    for (let i = 0; i < 10; i++) {
      const path = i % 2 ? '/api/v1/form-results' : '/api/mobile/v1/cars/empty';
      const body = i % 2 ? { type: 'callback', ...contact } : { ...contact };
      expect((await post(path, body, headers)).status).toBe(201);
    }
    const res = await post('/api/v1/bookings', { ...contact, carId: 3 }, headers);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Слишком много заявок. Попробуйте ещё раз через минуту.' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The worker counted in the pinned window (the fake clock reaches it: same isolate).
    const counter = await env.DB.prepare('SELECT window_start, hits FROM rate_limits WHERE client = ?1')
      .bind(ip)
      .all<{ window_start: number; hits: number }>();
    expect([...new Set(counter.results.map((r) => r.window_start))]).toEqual([minute / 1000]);
    // Another address is not affected.
    expect(
      (await post('/api/v1/bookings', { ...contact, carId: 3 }, { 'CF-Connecting-IP': '203.0.113.78' })).status,
    ).toBe(201);
  });
});
