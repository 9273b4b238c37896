import { describe, expect, it } from 'vitest';
import { createSite, signInCookie } from './site';

const ORIGIN = 'http://localhost';

const PERSON = '79000000001';
/** The person's active contract (ЛД-2025-0147) and the legal entity's. */
const OWN = 2;
const OTHERS = 3;

describe('the payment QR of a contract, an image of its own URL', () => {
  it('is the upstream SVG for the contract’s due amount, sandboxed and never stored', async () => {
    const asked: URLSearchParams[] = [];
    const site = createSite({}, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/qr') asked.push(url.searchParams);
      return undefined;
    });
    const cookie = await signInCookie(site, PERSON);
    const res = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toMatch(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/);
    // The amount and contract come from the contract, whatever the browser's URL says.
    const forged = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg?sum=1.00&contract=X`, {
      headers: { cookie },
    });
    expect(forged.status).toBe(200);
    expect(asked).toHaveLength(2);
    const [plain, tampered] = asked;
    expect(Number(plain?.get('sum'))).toBeGreaterThan(1);
    expect(plain?.get('contract')).toBe('ЛД-2025-0147');
    expect(tampered?.get('sum')).toBe(plain?.get('sum'));
    expect(tampered?.get('contract')).toBe(plain?.get('contract'));
  });

  it('asks for what is due by the due rule: the ГАЗ payment of 20 November, overdue on the 25th (FIXED_TODAY)', async () => {
    const asked: URLSearchParams[] = [];
    const site = createSite({}, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/qr') asked.push(url.searchParams);
      return undefined;
    });
    const cookie = await signInCookie(site, '79000000002');
    const csv = await (
      await site.request(`${ORIGIN}/api/account/contracts/${OTHERS}/schedule.csv`, { headers: { cookie } })
    ).text();
    // The seed's statuses are as of 20 November; on the 25th that day's payment is overdue, in the file too.
    const row =
      csv
        .split('\r\n')
        .find((line) => line.includes(';20.11.2026;'))
        ?.split(';') ?? [];
    expect(row[9]).toBe('Просрочен');
    const amount = Number((row[3] ?? '').replace(/\s/g, '').replace(',', '.'));
    expect(amount).toBeGreaterThan(0);
    // The calendar lists what is still to come: nothing before today.
    const ics = await (
      await site.request(`${ORIGIN}/api/account/contracts/${OTHERS}/schedule.ics`, { headers: { cookie } })
    ).text();
    const starts = [...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((m) => m[1] ?? '');
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((d) => d >= '20261125')).toBe(true);
    expect(starts).not.toContain('20261120');
    const res = await site.request(`${ORIGIN}/api/account/contracts/${OTHERS}/payment-qr.svg`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('contract')).toBe('ЛД-2025-0312');
    // Only that payment is overdue: the QR asks for exactly it, not the next one.
    expect(asked[0]?.get('sum')).toBe(amount.toFixed(2));
  });

  it('a closed contract has nothing to pay: no code, no calendar, still its schedule as CSV', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, PERSON);
    const res = await site.request(`${ORIGIN}/api/account/contracts/1/payment-qr.svg`, { headers: { cookie } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Сейчас по договору нечего оплачивать' });
    // Nor an empty calendar: its schedule is paid, the file would hold no event.
    const ics = await site.request(`${ORIGIN}/api/account/contracts/1/schedule.ics`, { headers: { cookie } });
    expect(ics.status).toBe(404);
    expect(await ics.json()).toEqual({ message: 'По договору нет предстоящих платежей' });
    const csv = await site.request(`${ORIGIN}/api/account/contracts/1/schedule.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
  });

  it('another client’s contract, a malformed id and a guest get no code', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, PERSON);
    const others = await site.request(`${ORIGIN}/api/account/contracts/${OTHERS}/payment-qr.svg`, {
      headers: { cookie },
    });
    expect(others.status).toBe(404);
    expect(await others.json()).toEqual({ message: 'Договор не найден' });
    for (const id of ['0', '01', 'abc', '1e3', '9999999999']) {
      const res = await site.request(`${ORIGIN}/api/account/contracts/${id}/payment-qr.svg`, { headers: { cookie } });
      expect(res.status).toBe(404);
    }
    const guest = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg`);
    expect(guest.status).toBe(401);
    expect(guest.headers.get('cache-control')).toBe('no-store');
  });

  it('an upstream failure is a drawn notice to pay by the requisites, status 502', async () => {
    const site = createSite({}, (request) =>
      new URL(request.url).pathname === '/api/v1/qr' ? new Response('<html>boom</html>', { status: 503 }) : undefined,
    );
    const cookie = await signInCookie(site, PERSON);
    const res = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg`, { headers: { cookie } });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toContain('оплатите по реквизитам');
  });
});
