import type { LeaseQuote } from '@common/lease-input';
import { describe, expect, it } from 'vitest';
import { createSite, jsonHeaders, ORIGIN } from './site';

const post = (site: ReturnType<typeof createSite>, body: unknown, extra: Record<string, string> = {}) =>
  site.request(`${ORIGIN}/api/calculator/lease`, {
    method: 'POST',
    headers: { ...jsonHeaders(), ...extra },
    body: JSON.stringify(body),
  });

/** A car of 3 000 000 ₽ leased for 36 months with a 20% advance and a 1% buyout. */
const LEASE = { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1 };

describe('POST /api/calculator/lease', () => {
  it('computes a lease for a person through the upstream', async () => {
    const site = createSite();
    const res = await post(site, { ...LEASE, clientType: 'individual' });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as LeaseQuote;
    expect(Math.round(quote.monthlyPayment)).toBe(88_578);
    expect(quote.total).toBeCloseTo(600_000 + 36 * quote.monthlyPayment + 30_000, 2);
    expect(quote.overpayment).toBeCloseTo(quote.total - 3_000_000, 2);
    expect(quote.taxBenefits).toBeNull();
    expect(site.upstreamCalls).toContain('POST /api/v1/calculator/lease');
  });

  it('adds VAT 22% and the tax savings for a legal entity, with the date the rates apply from', async () => {
    const site = createSite();
    const res = await post(site, { ...LEASE, clientType: 'legalEntity' });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as LeaseQuote;
    expect(quote.rates).toEqual({
      vatPercent: 22,
      profitTaxPercent: 25,
      effectiveFrom: '2026-01-01',
      profitTaxFrom: '2025-01-01',
    });
    expect(quote.vatInTotal).toBeCloseTo((quote.total * 0.22) / 1.22, 1);
    expect(quote.taxBenefits?.vatDeduction).toBe(quote.vatInTotal);
    expect(quote.taxBenefits?.totalSaving).toBeGreaterThan(quote.vatInTotal);
  });

  it('answers 422 with Russian messages by field, without calling the upstream', async () => {
    const site = createSite();
    const res = await post(site, {
      price: 50_000,
      advancePercent: 60,
      termMonths: 12.5,
      buyoutPercent: 0,
      clientType: 'company',
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe('Проверьте правильность заполнения полей');
    expect(body.fieldErrors.price).toEqual(['Стоимость: не меньше 100\u202f000']);
    expect(body.fieldErrors.advancePercent).toEqual(['Аванс, %: не больше 49']);
    expect(body.fieldErrors.termMonths).toEqual(['Срок — целое число месяцев']);
    expect(body.fieldErrors.buyoutPercent).toEqual(['Выкупной платёж, %: не меньше 1']);
    expect(body.fieldErrors.clientType?.[0]).toMatch(/юридическое лицо/);
    expect(site.upstreamCalls).toEqual([]);
  });

  it('rejects strings where numbers are expected and unknown keys', async () => {
    const site = createSite();
    const res = await post(site, {
      price: '3000000',
      advancePercent: 20,
      termMonths: 36,
      buyoutPercent: 1,
      clientType: 'individual',
      rate: 1,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.price).toEqual(['Введите число']);
    expect(body.fieldErrors._).toBeDefined();
  });

  it('refuses JSON without the custom header (CSRF)', async () => {
    const site = createSite();
    const res = await site.request(`${ORIGIN}/api/calculator/lease`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ price: 3_000_000 }),
    });
    expect(res.status).toBe(403);
  });
});
