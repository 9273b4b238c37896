import { UpstreamError } from '@edge/errors';
import { cachedCall } from '@edge/upstream/cached-call';
import { calculateLease } from '@edge/upstream/calculator';
import { listOffices } from '@edge/upstream/offices';
import { getOfficeOptions } from '@edge/upstream/reference';
import { getSeoData } from '@edge/upstream/seo';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { transportTo } from './fake-upstream';

function fakeUpstream(answer: (url: URL) => unknown) {
  const urls: string[] = [];
  const transport = transportTo(async (input) => {
    urls.push(input);
    return new Response(JSON.stringify(answer(new URL(input))), { headers: { 'content-type': 'application/json' } });
  });
  return { transport, urls };
}

const office = {
  id: 1,
  name: 'Офис на Тверской',
  address: 'ул. Тверская, 1',
  city: { id: 1, slug: 'moscow', name: 'Москва' },
  metro: null,
  coordinates: [37.6, 55.7],
  hours: 'Пн–Пт 9:00–18:00',
  email: 'office@example.ru',
};

describe('public upstream calls cached by the call itself', () => {
  it('keys a record by path and query: another query asks again, the same one does not', async () => {
    const { transport, urls } = fakeUpstream((url) => ({ n: Number(url.searchParams.get('n')) }));
    const schema = z.object({ n: z.number() });
    expect(await cachedCall(transport, '/api/v1/test-keyed', schema, { query: { n: 1 } })).toEqual({ n: 1 });
    expect(await cachedCall(transport, '/api/v1/test-keyed', schema, { query: { n: 2 } })).toEqual({ n: 2 });
    expect(await cachedCall(transport, '/api/v1/test-keyed', schema, { query: { n: 1 } })).toEqual({ n: 1 });
    expect(urls).toHaveLength(2);
  });

  it('with NO_PUBLIC_DATA_CACHE (the fault site) every call reaches the upstream', async () => {
    const { transport, urls } = fakeUpstream(() => ({ n: 1 }));
    const uncached = { ...transport, config: { ...transport.config, NO_PUBLIC_DATA_CACHE: true } };
    const schema = z.object({ n: z.number() });
    await cachedCall(uncached, '/api/v1/test-uncached', schema);
    await cachedCall(uncached, '/api/v1/test-uncached', schema);
    expect(urls).toHaveLength(2);
  });

  it('two shapes of one call share the upstream answer and never get each other’s shape', async () => {
    const { transport, urls } = fakeUpstream(() => ({ items: [office] }));
    const options = await getOfficeOptions(transport);
    const offices = await listOffices(transport);
    expect(options).toEqual([{ id: 1, city: 'Москва', label: 'Москва, ул. Тверская, 1', name: 'Офис на Тверской' }]);
    expect(offices[0]).toMatchObject({ id: 1, name: 'Офис на Тверской', city: { slug: 'moscow' } });
    expect(urls).toHaveLength(1);
  });

  it('an answer of the wrong shape fails the call with a 502 and is not kept', async () => {
    const { transport, urls } = fakeUpstream(() => ({ n: 'not a number' }));
    const schema = z.object({ n: z.number() });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 2; i++) {
      const failure = cachedCall(transport, '/api/v1/test-misfit', schema);
      await expect(failure).rejects.toBeInstanceOf(UpstreamError);
      await expect(failure).rejects.toMatchObject({ status: 502 });
    }
    expect(urls).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('never sends a visitor’s bearer token with a public call (issue 33)', async () => {
    const auth: (string | null)[] = [];
    const transport = {
      ...transportTo(async (_input, init) => {
        auth.push(new Headers(init.headers).get('authorization'));
        return Response.json({ n: 1 });
      }),
      accessToken: 'visitor-access-token',
    };
    await cachedCall(transport, '/api/v1/test-anonymous', z.object({ n: z.number() }));
    expect(auth).toEqual([null]);
  });

  it('caches SEO texts and each input’s lease quote, which every render repeats (issue 33)', async () => {
    const urls: string[] = [];
    const quote = {
      input: { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1, clientType: 'individual' },
      annualRatePercent: 12,
      advance: 600_000,
      financed: 2_400_000,
      buyout: 30_000,
      monthlyPayment: 80_000,
      total: 3_510_000,
      overpayment: 510_000,
      appreciationPercentPerYear: 5,
      vatInTotal: 585_000,
      taxBenefits: null,
      rates: { vatPercent: 20, profitTaxPercent: 25, effectiveFrom: '2026-01-01' },
    };
    const transport = transportTo(async (input, init) => {
      urls.push(`${init.method} ${new URL(input).pathname} ${init.body ?? ''}`);
      if (input.includes('seo-datas')) return Response.json({ title: 'Каталог', description: 'Авто в лизинг' });
      return Response.json({ ...quote, input: JSON.parse(String(init.body)) });
    });
    const input = { ...quote.input, clientType: 'individual' as const };
    for (let i = 0; i < 3; i++) {
      expect((await getSeoData(transport, 'catalog'))?.title).toBe('Каталог');
      expect((await calculateLease(transport, input)).monthlyPayment).toBe(80_000);
    }
    await calculateLease(transport, { ...input, termMonths: 24 });
    expect(urls).toHaveLength(3);
  });
});
