import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../pdf-text';
import { createSite, ORIGIN, signInCookie } from './site';

const PERSON = '79000000001';
const COMPANY = '79000000002';
const PAGE = { accept: 'text/html' };

/** The CSV's rows, fields split (none of the seed's texts holds a `;`). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(';'));
const number = (field: string | undefined) => Number((field ?? '').replace(',', '.'));

describe('GET /api/account/statement.{pdf,csv,zip}', () => {
  it('gives a legal entity the акт сверки as CSV for Russian Excel, balances that add up', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, COMPANY);
    const res = await site.request(`${ORIGIN}/api/account/statement.csv?from=2026-01-01&to=2026-11-25`, {
      headers: { cookie, ...PAGE },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Акт сверки 01.01.2026–25.11.2026.csv')}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 with a BOM, so Excel reads it as UTF-8 (a decoder drops the BOM).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Акт сверки взаимных расчётов за период с 01.01.2026 по 25.11.2026')).toBe(true);
    expect(text).toContain('Лизингодатель: ООО «Драйв Лизинг»');
    expect(text).toContain('Лизингополучатель: ООО «ТрансЛогистик», ИНН 7725140390');
    const rows = rowsOf(text);
    const total = (what: string) => rows.find((r) => r[0] === 'Итого' && r[3] === what);
    const opening = number(total('Сальдо на начало периода')?.[8]);
    const turnover = total('Обороты за период');
    const closing = number(total('Сальдо на конец периода')?.[8]);
    expect(Math.round((opening + number(turnover?.[4]) - number(turnover?.[5])) * 100)).toBe(Math.round(closing * 100));
    // Three contracts, each with its own balances; a bill names the charge, a payment order the payment.
    expect(new Set(rows.filter((r) => r[0]?.startsWith('№ ЛД-')).map((r) => r[0]))).toEqual(
      new Set(['№ ЛД-2025-0312', '№ ЛД-2025-0455', '№ ЛД-2026-0089']),
    );
    expect(rows.some((r) => r[2]?.startsWith('Счёт № 2026-') && r[4] !== '')).toBe(true);
    expect(rows.some((r) => r[2]?.startsWith('п/п №') && r[5] !== '')).toBe(true);
    // VAT by rate: 22 % for 2026's payments; the penalties without VAT.
    expect(rows.some((r) => r[0] === 'Итого' && r[3] === 'в т. ч. начислено по ставке НДС 22 %')).toBe(true);
    expect(rows.some((r) => r[0] === 'Итого' && r[3] === 'в т. ч. начислено без НДС')).toBe(true);
    // The overdue payment of ЛД-2026-0089 and its penalty are still owed.
    expect(closing).toBeGreaterThan(0);
  });

  it('draws the same balances in a PDF with the PT Sans text', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, COMPANY);
    const query = '?from=2025-06-01&to=2025-12-31';
    const [pdfRes, csvRes] = await Promise.all(
      ['pdf', 'csv'].map((ext) =>
        site.request(`${ORIGIN}/api/account/statement.${ext}${query}`, { headers: { cookie, ...PAGE } }),
      ),
    );
    expect(pdfRes?.status).toBe(200);
    expect(pdfRes?.headers.get('content-type')).toBe('application/pdf');
    expect(pdfRes?.headers.get('cache-control')).toBe('no-store');
    const pdf = new Uint8Array(await (pdfRes as Response).arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\u00a0/g, ' ');
    expect(text).toContain('Акт сверки взаимных расчётов за период с 01.06.2025 по 31.12.2025');
    const rows = rowsOf(await (csvRes as Response).text());
    const closing = rows.find((r) => r[0] === 'Итого' && r[3] === 'Сальдо на конец периода')?.[8] ?? '';
    const [whole = '', cents = ''] = closing.replace('-', '').split(',');
    const money = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
    expect(text).toContain(`Сальдо на 31.12.2025: ${closing.startsWith('-') ? '-' : ''}${money} руб.`);
  });

  it('packs the statement and the period’s bills into the accountant’s ZIP', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, COMPANY);
    const res = await site.request(`${ORIGIN}/api/account/statement.zip?from=2026-10-01&to=2026-11-25`, {
      headers: { cookie, ...PAGE },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(
      encodeURIComponent('Пакет для бухгалтера 01.10.2026–25.11.2026.zip'),
    );
    const names = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(names).toContain('Акт сверки 01.10.2026–25.11.2026.pdf');
    expect(names).toContain('Акт сверки 01.10.2026–25.11.2026.csv');
    const bills = names.filter((n) => n.startsWith('Счета/Счёт № '));
    expect(bills.length).toBeGreaterThan(0);
  });

  it('gives a private person the statement of their own contract, never another’s', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, PERSON);
    const own = await site.request(`${ORIGIN}/api/account/statement.csv?from=2026-01-01&to=2026-11-25&contract=2`, {
      headers: { cookie, ...PAGE },
    });
    expect(own.status).toBe(200);
    const text = await own.text();
    expect(text).toContain('Выписка по договору № ЛД-2025-0147 за период с 01.01.2026 по 25.11.2026');
    expect(text).toContain('Клиент: Иванов Алексей Петрович, ИНН 500100732259');
    expect(text).toContain('№ ЛД-2025-0147');
    const other = await site.request(`${ORIGIN}/api/account/statement.pdf?from=2026-01-01&to=2026-11-25&contract=3`, {
      headers: { cookie, ...PAGE },
    });
    expect(other.status).toBe(404);
    expect(other.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a bad period with Russian field errors (422)', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, COMPANY);
    const cases: [string, string, string][] = [
      ['from=2026-13-01&to=2026-11-25', 'from', 'Укажите дату в формате ДД.ММ.ГГГГ'],
      ['from=2026-11-01&to=2026-10-01', 'from', 'Начало периода позже его конца'],
      ['from=2026-11-01&to=2027-01-01', 'to', 'Укажите дату не позже сегодняшней (25.11.2026)'],
      ['from=2026-11-01&to=', 'to', 'Укажите конец периода'],
      ['from=2026-11-01&to=2026-11-20&contract=abc', 'contract', 'Выберите договор из списка'],
    ];
    for (const [query, field, message] of cases) {
      const res = await site.request(`${ORIGIN}/api/account/statement.pdf?${query}`, { headers: { cookie, ...PAGE } });
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors[field], query).toEqual([message]);
    }
  });

  it('sends a guest to /login', async () => {
    const site = createSite();
    for (const ext of ['pdf', 'csv', 'zip']) {
      const res = await site.request(`${ORIGIN}/api/account/statement.${ext}?from=2026-01-01&to=2026-11-25`, {
        headers: PAGE,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toMatch(/^\/login/);
    }
  });
});
