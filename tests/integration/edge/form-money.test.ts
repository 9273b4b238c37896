import { env } from 'cloudflare:test';
import { estimateBuyout } from '@common/early-buyout';
import { describe, expect, it } from 'vitest';
import { createSite, formHeaders, mobileToken, ORIGIN, signInCookie } from './site';

/**
 * Issue 37: the back office decides money, through both doors. A guest cannot ask for an early
 * buyout through the mobile door, a client only for their own contract, and what is stored is the
 * back office's figure (the one the contract page shows), never a sent one.
 */

const TODAY = '2026-11-25';
const DAY = '2027-05-17';
const contact = { name: 'Иван Петров', phone: '79123456789', consent: true };

const latest = async () =>
  (await env.DB.prepare('SELECT id, form, payload FROM form_results ORDER BY id DESC LIMIT 1').first<{
    id: number;
    form: string;
    payload: string;
  }>()) ?? { id: 0, form: '', payload: '{}' };

const postJson = (site: ReturnType<typeof createSite>, path: string, body: unknown, token?: string) =>
  site.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

async function tokenOf(site: ReturnType<typeof createSite>, phone: string) {
  return ((await (await mobileToken(site, phone)).json()) as { access_token: string }).access_token;
}

/** What the contract page shows for the day: the site's own rule on the client's data. */
async function shownEstimate(site: ReturnType<typeof createSite>, token: string, day: string) {
  const read = async <T>(path: string) =>
    (await (
      await site.request(`${ORIGIN}/api/mobile/v1${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const contract = await read<{ penaltyDebt: number; penaltiesCountedOn: string | null; rate: number }>(
    '/client/contracts/2',
  );
  const schedule = await read<{ items: Parameters<typeof estimateBuyout>[0] }>('/client/contracts/2/payment-schedule');
  const penalties = { amount: contract.penaltyDebt, countedOn: contract.penaltiesCountedOn };
  return estimateBuyout(schedule.items, day, { today: TODAY, penalties, rate: contract.rate }).total;
}

describe('the back office decides money', () => {
  const request = { type: 'early-buyout', ...contact, contractNumber: 'ЛД-2025-0147', date: DAY, estimate: 1 };

  it("the mobile door: a guest's early buyout is 401, another client's contract 404, nothing stored", async () => {
    const site = createSite();
    const before = await latest();
    const guest = await postJson(site, '/api/mobile/v1/form-results', request);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { message: string }).message).toMatch(/войдите/);
    const foreign = await postJson(site, '/api/mobile/v1/form-results', request, await tokenOf(site, '79000000002'));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ message: 'Договор не найден' });
    expect((await latest()).id).toBe(before.id);
  });

  it("the mobile door: a client's forged estimate is replaced by the back office's (the page's figure)", async () => {
    const site = createSite();
    const token = await tokenOf(site, '79000000001');
    const res = await postJson(site, '/api/mobile/v1/form-results', request, token);
    expect(res.status).toBe(201);
    const row = await latest();
    expect(row.form).toBe('early-buyout');
    const shown = await shownEstimate(site, token, DAY);
    expect(shown).toBeGreaterThan(1);
    expect(JSON.parse(row.payload)).toMatchObject({ contractNumber: 'ЛД-2025-0147', date: DAY, estimate: shown });
  });

  it("the mobile door: a guest's lease application with a forged payment stores the calculator's", async () => {
    const site = createSite();
    const terms = { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1 };
    const res = await postJson(site, '/api/mobile/v1/form-results', {
      type: 'lease-application',
      ...contact,
      clientType: 'individual',
      ...terms,
      advance: 1,
      monthlyPayment: 1,
    });
    expect(res.status).toBe(201);
    const quote = (await (
      await postJson(site, '/api/mobile/v1/calculator/lease', { ...terms, clientType: 'individual' })
    ).json()) as { advance: number; monthlyPayment: number };
    expect(Math.round(quote.monthlyPayment)).toBe(88_578);
    expect(JSON.parse((await latest()).payload)).toMatchObject({
      ...terms,
      advance: quote.advance,
      monthlyPayment: quote.monthlyPayment,
    });
  });

  it("the site's early-buyout action sends the client's token and the back office stores its own figure", async () => {
    const site = createSite();
    const cookie = await signInCookie(site);
    const shown = await shownEstimate(site, await tokenOf(site, '79000000001'), DAY);
    const note = `Перезвоните (${Date.now()})`;
    const res = await site.request(`${ORIGIN}/api/account/contracts/early-buyout`, {
      method: 'POST',
      headers: { ...formHeaders(), cookie },
      body: new URLSearchParams({
        _back: '/account/cars/2',
        contractId: '2',
        date: DAY,
        estimate: shown.toFixed(2),
        comment: note,
        consent: 'on',
      }),
    });
    expect(res.status).toBe(303);
    const row = await latest();
    expect(row.form).toBe('early-buyout');
    expect(JSON.parse(row.payload)).toEqual({
      contractNumber: 'ЛД-2025-0147',
      date: DAY,
      comment: note,
      estimate: shown,
    });
    // The site no longer asks the calculator before sending a lease application either: one call.
    const application = await site.request(`${ORIGIN}/api/forms/lease-application`, {
      method: 'POST',
      headers: formHeaders('198.51.100.77'),
      body: new URLSearchParams({
        _back: '/leasing-calculator',
        name: 'Анна',
        phone: '+7 900 555 12 41',
        consent: 'on',
        price: '3000000',
        advancePercent: '20',
        termMonths: '36',
        buyoutPercent: '1',
        clientType: 'legalEntity',
      }),
    });
    expect(application.status).toBe(303);
    const stored = JSON.parse((await latest()).payload) as { monthlyPayment: number };
    expect(Math.round(stored.monthlyPayment)).toBe(88_578);
    expect(site.upstreamCalls.filter((call) => call.includes('/calculator/lease'))).toEqual([]);
  });
});
