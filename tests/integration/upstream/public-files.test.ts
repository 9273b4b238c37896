import { env } from 'cloudflare:test';
import { PURPOSE_MAX } from '@common/with-upstream/bill-purpose';
import { describe, expect, it } from 'vitest';
import { get, json, PREFIXES, post, request } from './public-helpers';

type ErrorBody = { message: string; errors: Record<string, string[]> };
type StoredFile = { key: string; body: string };

describe('documents', () => {
  for (const base of ['', ...PREFIXES]) {
    it(`GET ${base}/documents/personal-data-policy is an HTML file`, async () => {
      const res = await get(`${base}/documents/personal-data-policy`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''personal-data-policy.html");
      const html = await res.text();
      expect(html).toContain('152-ФЗ');
      expect(Number(res.headers.get('content-length'))).toBe(new TextEncoder().encode(html).byteLength);
    });
  }

  it('lists documents with their URLs; leasing rules and requisites are served too', async () => {
    const { items } = await json<{ items: Array<{ slug: string; url: string; contentType: string; size: number }> }>(
      await get('/api/v1/documents'),
    );
    expect(items.map((d) => d.slug)).toEqual(['personal-data-policy', 'leasing-rules', 'requisites']);
    for (const d of items) {
      const res = await get(d.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(d.contentType);
      expect((await res.arrayBuffer()).byteLength).toBe(d.size);
    }
    const txt = await get('/documents/requisites');
    expect(await txt.text()).toMatch(/ИНН \d{10}/);
  });

  it('unknown document is 404 JSON; POST is 405', async () => {
    const res = await get('/documents/no-such-doc');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Документ не найден' });
    expect((await request('POST', '/documents/leasing-rules')).status).toBe(405);
  });
});

/** The first by name of the stored private files that `where` picks (the seed has live and expired links). */
const storedFile = (where: string) =>
  env.DB.prepare(`SELECT key, body FROM private_files WHERE ${where} ORDER BY filename LIMIT 1`).first<StoredFile>();

describe.each(PREFIXES)('private-file under %s', (prefix) => {
  it('serves a file by its key as an attachment that is never cached', async () => {
    const row = await storedFile('expires_at IS NULL');
    const res = await get(`${prefix}/private-file?key=${row?.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await res.text()).toBe(row?.body);
  });

  it('unknown key 404, expired link 410, malformed key 422', async () => {
    expect((await get(`${prefix}/private-file?key=${'0'.repeat(32)}`)).status).toBe(404);
    const expired = await storedFile('expires_at IS NOT NULL');
    const gone = await get(`${prefix}/private-file?key=${expired?.key}`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ message: 'Срок действия ссылки на файл истёк' });
    const bad = await get(`${prefix}/private-file?key=../../etc/passwd`);
    expect(bad.status).toBe(422);
    expect((await json<ErrorBody>(bad)).errors.key).toBeDefined();
    expect((await get(`${prefix}/private-file`)).status).toBe(422);
  });
});

describe.each(PREFIXES)('payment QR under %s', (prefix) => {
  it('returns an SVG QR code', async () => {
    const res = await get(`${prefix}/qr?sum=15000.50&contract=${encodeURIComponent('ДЛ-2026/0042')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });

  it('encodes an ST00012 payload with the company requisites (format=text)', async () => {
    const res = await get(
      `${prefix}/qr?sum=15000,5&purpose=${encodeURIComponent('Лизинговый платёж за ноябрь 2026')}&contract=DL-42&format=text`,
    );
    expect(res.status).toBe(200);
    const payload = await res.text();
    expect(
      payload.startsWith(
        'ST00012|Name=ООО «Драйв Лизинг»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк|BIC=044525225|',
      ),
    ).toBe(true);
    expect(payload).toContain('|Sum=1500050|');
    expect(payload).toContain('|Purpose=Лизинговый платёж за ноябрь 2026|Contract=DL-42');
    const defaultPurpose = await (await get(`${prefix}/qr?sum=100&contract=DL-42&format=text`)).text();
    expect(defaultPurpose).toContain('|Purpose=Оплата по договору лизинга № DL-42|');
  });

  it('validates the query', async () => {
    const cases = [
      '',
      '?sum=0&contract=1',
      '?sum=abc&contract=1',
      '?sum=100',
      '?sum=100&purpose=a%7Cb%7Cc',
      '?sum=1.234&contract=1',
    ];
    for (const q of cases) {
      const res = await get(`${prefix}/qr${q}`);
      expect(res.status, q).toBe(422);
      expect((await json<ErrorBody>(res)).errors).toBeDefined();
    }
  });

  it('takes a purpose as long as the site writes one (PURPOSE_MAX) and refuses a longer one', async () => {
    const withPurpose = (length: number) =>
      get(`${prefix}/qr?sum=100&format=text&purpose=${encodeURIComponent('я'.repeat(length))}`);
    expect((await withPurpose(PURPOSE_MAX)).status).toBe(200);
    const refused = await withPurpose(PURPOSE_MAX + 1);
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).errors.purpose).toEqual(['Не более 210 символов']);
  });
});

describe.each(PREFIXES)('lease calculator under %s', (prefix) => {
  const base = { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1 };

  it('matches the worked check for a private person', async () => {
    const res = await post(`${prefix}/calculator/lease`, { ...base, clientType: 'individual' });
    expect(res.status).toBe(200);
    const q = await json<{
      monthlyPayment: number;
      total: number;
      overpayment: number;
      appreciationPercentPerYear: number;
      vatInTotal: number;
      taxBenefits: null;
      rates: { vatPercent: number; profitTaxPercent: number; effectiveFrom: string; profitTaxFrom: string };
      annualRatePercent: number;
    }>(res);
    expect(Math.round(q.monthlyPayment)).toBe(88_578);
    expect(q.total).toBeCloseTo(600_000 + 36 * q.monthlyPayment + 30_000, 2);
    expect(q.overpayment).toBeCloseTo(q.total - 3_000_000, 2);
    expect(q.vatInTotal).toBeCloseTo((q.total * 22) / 122, 1);
    expect(q.taxBenefits).toBeNull();
    expect(q.annualRatePercent).toBe(20);
    expect(q.rates).toEqual({
      vatPercent: 22,
      profitTaxPercent: 25,
      effectiveFrom: '2026-01-01',
      profitTaxFrom: '2025-01-01',
    });
  });

  it('adds tax benefits for a legal entity', async () => {
    const q = await json<{
      total: number;
      buyout: number;
      taxBenefits: { vatDeduction: number; profitTaxSaving: number };
    }>(await post(`${prefix}/calculator/lease`, { ...base, clientType: 'legalEntity' }));
    expect(q.taxBenefits.vatDeduction).toBeCloseTo((q.total * 22) / 122, 1);
    expect(q.taxBenefits.profitTaxSaving).toBeCloseTo(((q.total - q.buyout) / 1.22) * 0.25, 1);
  });

  it('rejects values outside the limits with 422 per field', async () => {
    const res = await post(`${prefix}/calculator/lease`, {
      price: 50_000,
      advancePercent: 50,
      termMonths: 61,
      buyoutPercent: 0,
      clientType: 'company',
    });
    expect(res.status).toBe(422);
    const body = await json<ErrorBody>(res);
    expect(Object.keys(body.errors).sort()).toEqual([
      'advancePercent',
      'buyoutPercent',
      'clientType',
      'price',
      'termMonths',
    ]);
    expect(body.errors.advancePercent?.[0]).toMatch(/не больше 49/);
    expect(
      (await post(`${prefix}/calculator/lease`, { ...base, clientType: 'individual', termMonths: 24.5 })).status,
    ).toBe(422);
    expect((await post(`${prefix}/calculator/lease`, '{')).status).toBe(400);
    expect((await request('GET', `${prefix}/calculator/lease`)).status).toBe(405);
  });
});
