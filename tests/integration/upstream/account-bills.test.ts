import { describe, expect, it } from 'vitest';
import {
  type Errors,
  INDIVIDUAL,
  type Json,
  json,
  LEGAL,
  money,
  type Page,
  PREFIXES,
  signedIn,
} from './account-helpers';

describe.each(PREFIXES)('%s/client/bills', (prefix) => {
  it('is for legal entities only: 403 for a private person', async () => {
    const api = await signedIn(INDIVIDUAL, prefix);
    const res = await api('/client/bills');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Счета доступны только юридическим лицам' });
    const archive = await api('/client/bills/download-archive', {
      method: 'POST',
      json: { ids: [1] },
    });
    expect(archive.status).toBe(403);
  });

  it('lists bills of at least 6 months, newest first, with all statuses and a summary', async () => {
    const api = await signedIn(LEGAL, prefix);
    const page = await json<Page & { summary: Json }>(await api('/client/bills?perPage=100'));
    expect(page.total).toBe(page.items.length);
    const periods = new Set(page.items.map((b) => (b.period as Json).value));
    expect(periods.size).toBeGreaterThanOrEqual(6);
    // The months that have bills, newest first, whatever the filter: a period filter's choices.
    const months = (page as unknown as { periods: { value: string; name: string }[] }).periods;
    expect(months.map((m) => m.value)).toEqual([...periods].sort().reverse());
    expect(months[0]?.name).toMatch(/^[А-Я][а-я]+ \d{4}$/);
    const filtered = await json<{ periods: unknown[] }>(await api(`/client/bills?period=${months[0]?.value}`));
    expect(filtered.periods).toEqual(months);
    // Today is 25 November (FIXED_TODAY): the bill due on the 20th, «unpaid» in the seed, is overdue,
    // in the list, its filter and the totals alike; the one due on the 30th is still to pay.
    const overdue = await json<Page & { summary: Json }>(await api('/client/bills?status=overdue&perPage=100'));
    const gaz = overdue.items.find((b) => b.number === '2026-0163') as Json;
    expect(gaz).toMatchObject({ dueDate: '2026-11-20', status: { slug: 'overdue' } });
    const unpaid = await json<Page & { summary: Json }>(await api('/client/bills?status=unpaid&perPage=100'));
    expect(unpaid.items.map((b) => b.number)).toContain('2026-0254');
    for (const bill of unpaid.items) expect(String(bill.dueDate) >= '2026-11-25').toBe(true);
    expect(money(overdue.summary.overdue)).toBe(overdue.items.reduce((sum, b) => sum + money(b.amount), 0));
    const statuses = new Set(page.items.map((b) => (b.status as Json).slug));
    expect([...statuses].sort()).toEqual(['overdue', 'paid', 'unpaid']);
    const dates = page.items.map((b) => String(b.date));
    expect([...dates].sort().reverse()).toEqual(dates);
    const bill = page.items.find((b) => (b.kind as Json).slug === 'monthly') as Json;
    expect(Object.keys(bill).sort()).toEqual(
      [
        'amount',
        'contract',
        'date',
        'description',
        'dueDate',
        'id',
        'kind',
        'number',
        'paidAt',
        'period',
        'status',
        'vat',
        'vatRate',
      ].sort(),
    );
    expect(bill.vatRate).toBe(22);
    // An advance bill says so (issue 32), never «Лизинговый платёж».
    const advance = page.items.find((b) => String(b.description).startsWith('Авансовый')) as Json;
    expect(advance.kind).toEqual({ slug: 'advance', name: 'Авансовый платёж' });
    expect(money(bill.vat)).toBe(Math.round((money(bill.amount) * 22) / 122));
    const s = page.summary;
    expect(money(s.paid) + money(s.unpaid) + money(s.overdue)).toBe(money(s.total));
  });

  it('filters by status, period, dates and contract, and paginates', async () => {
    const api = await signedIn(LEGAL, prefix);
    const overdue = await json<Page>(await api('/client/bills?status=overdue'));
    expect(overdue.items.length).toBeGreaterThan(0);
    expect(overdue.items.every((b) => (b.status as Json).slug === 'overdue')).toBe(true);

    const both = await json<Page>(await api('/client/bills?status=paid&status=unpaid'));
    expect(both.items.every((b) => ['paid', 'unpaid'].includes(String((b.status as Json).slug)))).toBe(true);

    const october = await json<Page>(await api('/client/bills?period=2026-10'));
    expect(october.items.length).toBeGreaterThan(0);
    expect(october.items.every((b) => (b.period as Json).value === '2026-10')).toBe(true);
    expect(october.items[0]?.period).toMatchObject({ name: 'Октябрь 2026' });

    const range = await json<Page>(await api('/client/bills?dateFrom=2026-05-01&dateTo=2026-06-30'));
    expect(range.items.every((b) => String(b.date) >= '2026-05-01' && String(b.date) <= '2026-06-30')).toBe(true);

    const contract = await json<Page>(await api('/client/bills?contractId=4&perPage=3&page=2'));
    expect(contract.page).toBe(2);
    expect(contract.items).toHaveLength(3);
    expect(contract.items.every((b) => (b.contract as Json).id === 4)).toBe(true);

    const bad = await api('/client/bills?status=lost&period=2026-13&page=0');
    expect(bad.status).toBe(422);
    const { errors } = await json<Errors>(bad);
    expect(Object.keys(errors).sort()).toEqual(['page', 'period', 'status']);
  });
});
