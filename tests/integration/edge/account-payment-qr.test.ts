import { unzlibSync } from 'fflate';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { createSite, ORIGIN, signInCookie } from './site';

const PERSON = '79000000001';
/** The person's active contract (ЛД-2025-0147) and the legal entity's. */
const OWN = 2;
const OTHERS = 3;

/** A site whose QR calls to the upstream are recorded (their query), with `phone` signed in. */
async function watchingQr(phone: string) {
  const asked: URLSearchParams[] = [];
  const site = createSite({}, (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/qr') asked.push(url.searchParams);
    return undefined;
  });
  return { site, cookie: await signInCookie(site, phone), asked };
}

/** A QR image of the client's own contract: 200 with its type, never stored and never sniffed as another type. */
function expectPrivateImage(res: Response, contentType: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(contentType);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the payment QR of a contract, an image of its own URL', () => {
  it('is the upstream SVG for the contract’s due amount, sandboxed and never stored', async () => {
    const { site, cookie, asked } = await watchingQr(PERSON);
    const res = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg`, { headers: { cookie } });
    expectPrivateImage(res, 'image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
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
    const { site, cookie, asked } = await watchingQr('79000000002');
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
    // Only that payment is overdue: the QR asks for it, not the next one, with the penalties counted
    // to today (issue 39): 5 days × 0,1 % of it since 20 November.
    const penaltyKop = Math.round((Math.round(amount * 100) * 10 * 5) / 10_000);
    expect(asked[0]?.get('sum')).toBe(((Math.round(amount * 100) + penaltyKop) / 100).toFixed(2));
  });

  it('«Оплатить всё»: one code for what every contract owes now, naming every contract, none as «Contract»', async () => {
    const { site, cookie, asked } = await watchingQr('79000000002');
    const res = await site.request(`${ORIGIN}/api/account/payment-qr.svg`, { headers: { cookie } });
    expectPrivateImage(res, 'image/svg+xml; charset=utf-8');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.has('contract')).toBe(false);
    const purpose = asked[0]?.get('purpose') ?? '';
    expect(purpose).toMatch(
      /^Оплата по счетам (№ [\d-]+, )+№ [\d-]+ по договорам лизинга № [^,]+, № [^,]+, в т\. ч\. НДС 22 %/,
    );
    for (const number of ['ЛД-2025-0312', 'ЛД-2026-0089']) expect(purpose).toContain(`№ ${number}`);
    // Each contract's own code asks for its part; the one code for their sum to the kopeck.
    for (const id of [3, 5])
      await site.request(`${ORIGIN}/api/account/contracts/${id}/payment-qr.svg`, { headers: { cookie } });
    const kop = (p: URLSearchParams | undefined) => Math.round(Number(p?.get('sum')) * 100);
    expect(kop(asked[0])).toBe(kop(asked[1]) + kop(asked[2]));
    const png = await site.request(`${ORIGIN}/api/account/payment-qr.png`, { headers: { cookie } });
    expectPrivateImage(png, 'image/png');
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

  it('an upstream failure is a drawn notice to pay by the requisites, with the upstream’s status', async () => {
    const site = createSite({}, (request) =>
      new URL(request.url).pathname === '/api/v1/qr' ? new Response('<html>boom</html>', { status: 503 }) : undefined,
    );
    const cookie = await signInCookie(site, PERSON);
    const res = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg`, { headers: { cookie } });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toContain('оплатите по реквизитам');
  });
});

/** RGBA pixels of the site's PNG (1-bit greyscale, filter 0 on every line: what edge/exports/qr-png.ts writes). */
function pixelsOf(png: Uint8Array): { width: number; height: number; rgba: Uint8ClampedArray } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      expect([...data.subarray(8, 13)]).toEqual([1, 0, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = unzlibSync(new Uint8Array(idat.flatMap((d) => [...d])));
  const rowBytes = Math.ceil(width / 8);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const white = ((raw[y * (rowBytes + 1) + 1 + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      rgba.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, rgba };
}

describe('the payment QR as a PNG to save or share', () => {
  it('decodes to the same ST00012 payment as the page’s code, as a Russian-named file, never stored', async () => {
    const { site, cookie, asked } = await watchingQr(PERSON);
    const res = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.png`, { headers: { cookie } });
    expectPrivateImage(res, 'image/png');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="payment-qr-${OWN}.png"; filename*=UTF-8''${encodeURIComponent('QR-код для оплаты по договору ЛД-2025-0147.png')}`,
    );
    const { width, height, rgba } = pixelsOf(new Uint8Array(await res.arrayBuffer()));
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(400);
    const decoded = jsQR(rgba, width, height);
    expect(decoded?.data).toMatch(/^ST00012\|Name=ООО «Драйв Лизинг»\|/);
    expect(decoded?.data).toContain('|Contract=ЛД-2025-0147');
    // The page's SVG asks the upstream for the very same payment: only the format differs.
    await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.svg`, { headers: { cookie } });
    const [png, svg] = asked;
    expect(png?.get('format')).toBe('text');
    expect(svg?.get('format')).toBe('svg');
    png?.delete('format');
    svg?.delete('format');
    expect(png?.toString()).toBe(svg?.toString());
    expect(decoded?.data).toContain(`|Sum=${Math.round(Number(png?.get('sum')) * 100)}|`);
  });

  it('a guest, another client’s contract and an upstream failure get no file', async () => {
    const site = createSite({}, (request) =>
      new URL(request.url).pathname === '/api/v1/qr' ? new Response('boom', { status: 503 }) : undefined,
    );
    const guest = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.png`);
    expect(guest.status).toBe(401);
    const cookie = await signInCookie(site, PERSON);
    const others = await site.request(`${ORIGIN}/api/account/contracts/${OTHERS}/payment-qr.png`, {
      headers: { cookie },
    });
    expect(others.status).toBe(404);
    const failed = await site.request(`${ORIGIN}/api/account/contracts/${OWN}/payment-qr.png`, { headers: { cookie } });
    // The upstream's status travels (spec section 8, edge/errors.ts), as for the SVG.
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({ message: 'QR-код недоступен, оплатите по реквизитам' });
  });
});
