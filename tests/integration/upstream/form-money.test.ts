import { env } from 'cloudflare:test';
import { estimateBuyout } from '@common/early-buyout';
import { calculateLease } from '@common/with-upstream/lease';
import { describe, expect, it } from 'vitest';
import { call as callFrom, INDIVIDUAL, json, LEGAL, login, PREFIXES } from './account-helpers';
import { freshIp } from './public-helpers';

/** Each call from an address of its own: the form limit counts per address. */
const call = (path: string, init: Parameters<typeof callFrom>[1] = {}) =>
  callFrom(path, { ...init, headers: { 'X-Forwarded-For': freshIp() } });

/**
 * Issue 37: the back office decides money. A figure in a form body (an early-buyout estimate, a
 * lease application's payment) is never stored: the back office computes it, and an early-buyout
 * request is taken only from a signed-in client for their own contract.
 */

const TODAY = '2026-11-25';
const contact = { name: 'Иван Петров', phone: '79123456789', consent: true };
const buyout = (fields: Record<string, unknown> = {}) => ({
  type: 'early-buyout',
  ...contact,
  contractNumber: 'ЛД-2025-0147',
  date: '2027-03-15',
  estimate: 1,
  ...fields,
});

const stored = async (id: number) => {
  const row = await env.DB.prepare('SELECT payload FROM form_results WHERE id = ?1')
    .bind(id)
    .first<{ payload: string }>();
  return JSON.parse(row?.payload ?? '{}') as Record<string, unknown>;
};
const count = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM form_results').first<{ n: number }>())?.n ?? 0;

/** The site's own estimate (its contract page's rule) from what the API answers the client. */
async function siteEstimate(prefix: string, token: string, contractId: number, date: string) {
  const contract = await json<{ penaltyDebt: number; penaltiesCountedOn: string | null; rate: number }>(
    await call(`${prefix}/client/contracts/${contractId}`, { token }),
  );
  const schedule = await json<{ items: Parameters<typeof estimateBuyout>[0] }>(
    await call(`${prefix}/client/contracts/${contractId}/payment-schedule`, { token }),
  );
  const penalties = { amount: contract.penaltyDebt, countedOn: contract.penaltiesCountedOn };
  return estimateBuyout(schedule.items, date, { today: TODAY, penalties, rate: contract.rate }).total;
}

describe.each(PREFIXES)('the back office decides money under %s', (prefix) => {
  it("refuses a guest's early-buyout request (401), and a client's for another client's contract (404)", async () => {
    const before = await count();
    const guest = await call(`${prefix}/form-results`, { method: 'POST', json: buyout() });
    expect(guest.status).toBe(401);
    expect((await json<{ message: string }>(guest)).message).toMatch(/войдите/);

    const { access_token: other } = await login(LEGAL);
    const foreign = await call(`${prefix}/form-results`, { method: 'POST', json: buyout(), token: other });
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ message: 'Договор не найден' });
    const unknown = await call(`${prefix}/form-results`, {
      method: 'POST',
      json: buyout({ contractNumber: 'ЛД-0000-0000' }),
      token: other,
    });
    expect(unknown.status).toBe(404);

    const bad = await call(`${prefix}/form-results`, { method: 'POST', json: buyout(), token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(await count()).toBe(before);
  });

  it("stores the back office's estimate for the day of the client's own contract, not the one sent", async () => {
    const { access_token: token } = await login(INDIVIDUAL);
    for (const date of ['2027-03-15', '2027-03-20', TODAY, '2028-08-15']) {
      const res = await call(`${prefix}/form-results`, { method: 'POST', json: buyout({ date }), token });
      expect(res.status, date).toBe(201);
      const payload = await stored((await json<{ id: number }>(res)).id);
      const expected = await siteEstimate(prefix, token, 2, date);
      expect(expected).toBeGreaterThan(1);
      // The same figure the contract page shows for that day.
      expect(payload).toEqual({ contractNumber: 'ЛД-2025-0147', date, estimate: expected });
    }
    // Without a figure at all, the same.
    const { estimate: _sent, ...noFigure } = buyout();
    const res = await call(`${prefix}/form-results`, { method: 'POST', json: noFigure, token });
    expect(res.status).toBe(201);
    expect((await stored((await json<{ id: number }>(res)).id)).estimate).toBe(
      await siteEstimate(prefix, token, 2, '2027-03-15'),
    );
  });

  it('refuses a day outside today to the end and a closed contract, by field', async () => {
    const { access_token: token } = await login(INDIVIDUAL);
    for (const date of ['2026-11-24', '2028-08-16']) {
      const res = await call(`${prefix}/form-results`, { method: 'POST', json: buyout({ date }), token });
      expect(res.status, date).toBe(422);
      expect(Object.keys((await json<{ errors: object }>(res)).errors)).toEqual(['date']);
    }
    const closed = await call(`${prefix}/form-results`, {
      method: 'POST',
      json: buyout({ contractNumber: 'ЛД-2023-0871' }),
      token,
    });
    expect(closed.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(closed)).errors)).toEqual(['contractNumber']);
  });

  it("replaces a lease application's forged advance and payment by the calculator's", async () => {
    const terms = { price: 2_500_000, advancePercent: 30, termMonths: 48, buyoutPercent: 5 } as const;
    const quote = calculateLease({ ...terms, clientType: 'individual' });
    for (const forged of [{ advance: 1, monthlyPayment: 1 }, {}]) {
      const res = await call(`${prefix}/form-results`, {
        method: 'POST',
        json: { type: 'lease-application', ...contact, clientType: 'individual', ...terms, ...forged },
      });
      expect(res.status).toBe(201);
      expect(await stored((await json<{ id: number }>(res)).id)).toEqual({
        clientType: 'individual',
        ...terms,
        advance: quote.advance,
        monthlyPayment: quote.monthlyPayment,
      });
      expect(quote.monthlyPayment).toBeGreaterThan(40_000);
    }
  });
});
