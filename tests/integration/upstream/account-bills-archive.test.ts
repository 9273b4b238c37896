import ptSans from '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf';
import fontkit from '@pdf-lib/fontkit';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { latin1, pdfStreams, pdfText } from '../../pdf-text';
import { call, type Errors, type Json, json, LEGAL, login, PREFIXES } from './account-helpers';

async function download(prefix: string, token: string, init: RequestInit & { json?: unknown }) {
  return call(`${prefix}/client/bills/download-archive`, { method: 'POST', token, ...init });
}

describe.each(PREFIXES)('%s/client/bills/download-archive', (prefix) => {
  it('returns a ZIP of PDF bills with Russian names and Cyrillic text', async () => {
    const { access_token: token } = await login(LEGAL);
    const res = await download(prefix, token, { json: { ids: [1, 22] } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="bills\.zip"; filename\*=UTF-8''/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual(['Счёт № 2026-0107 от 10.03.2026.pdf', 'Счёт № 2026-0254 от 20.11.2026.pdf']);
    for (const name of names) {
      const pdf = files[name] as Uint8Array;
      expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-');
      const streams = pdfStreams(pdf).join('\n');
      // PT Sans reduced to what a bill prints, not the whole 278 612 bytes: the bill stays small.
      expect(pdf.length).toBeLessThanOrEqual(40 * 1024);
      expect(pdfStreams(pdf).some((s) => s.length === 278612)).toBe(false);
      // The embedded font is PT Sans and its ToUnicode map covers Cyrillic letters.
      expect(streams + latin1(pdf)).toMatch(/PTSans/);
      expect(streams).toMatch(/begin(bfchar|bfrange)[\s\S]*<04[0-4][0-9A-F]>/i);
      // The document title "Счёт на оплату № ..." as UTF-16BE: С = 0421, ч = 0447.
      expect(streams + latin1(pdf)).toMatch(/FEFF04210447/i);
    }
  });

  it('embeds a subset whose glyphs are those of PT Sans itself: the same outlines and widths', async () => {
    const { access_token: token } = await login(LEGAL);
    const res = await download(prefix, token, { json: { ids: [1] } });
    const [pdf] = Object.values(unzipSync(new Uint8Array(await res.arrayBuffer())));
    const embedded = pdfStreams(pdf as Uint8Array)
      .map((stream) => Uint8Array.from(stream, (ch) => ch.charCodeAt(0)))
      .find((bytes) => bytes[0] === 0 && bytes[1] === 1 && bytes[2] === 0 && bytes[3] === 0);
    expect(embedded).toBeDefined();
    const subset = fontkit.create(embedded as Uint8Array);
    const whole = fontkit.create(new Uint8Array(ptSans));
    expect(subset.numGlyphs).toBeLessThan(whole.numGlyphs / 2);
    for (const ch of 'Счёт на оплату № 2026-0107 от 10.03.2026, НДС 20 %: 1 234,56 ₽ «Драйв Лизинг» QWjy') {
      const a = subset.glyphForCodePoint(ch.codePointAt(0) ?? 0);
      const b = whole.glyphForCodePoint(ch.codePointAt(0) ?? 0);
      expect(a.id === 0 ? `missing ${ch}` : a.path.toSVG(), ch).toBe(b.path.toSVG());
      expect(a.advanceWidth, ch).toBe(b.advanceWidth);
    }
  });

  it('keeps a 50-bill archive small: every bill well under 40 KB', async () => {
    const { access_token: token } = await login(LEGAL);
    const list = await json<{ items: { id: number }[] }>(await call(`${prefix}/client/bills?perPage=50`, { token }));
    const res = await download(prefix, token, { json: { ids: list.items.map((b) => b.id) } });
    expect(res.status).toBe(200);
    const archive = new Uint8Array(await res.arrayBuffer());
    const files = Object.values(unzipSync(archive));
    expect(files).toHaveLength(list.items.length);
    for (const file of files) expect(file.length).toBeLessThanOrEqual(40 * 1024);
    // At most 2.5 MB for 50 bills: the same bound per bill as this archive's.
    expect(archive.length / files.length).toBeLessThanOrEqual((2.5 * 1024 * 1024) / 50);
  });

  it('selects bills by the list filters when no ids are given', async () => {
    const { access_token: token } = await login(LEGAL);
    const list = await json<{ total: number }>(
      await call(`${prefix}/client/bills?status=paid&period=2026-09`, { token }),
    );
    const res = await download(prefix, token, { json: { status: 'paid', period: '2026-09' } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toHaveLength(list.total);
  });

  it('accepts an XML body and a form body', async () => {
    const { access_token: token } = await login(LEGAL);
    const xml = await download(prefix, token, {
      body: '<?xml version="1.0" encoding="UTF-8"?><request><ids><id>2</id><id>3</id></ids></request>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(xml.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await xml.arrayBuffer())))).toHaveLength(2);

    const form = await download(prefix, token, {
      body: 'ids=4,5',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await form.arrayBuffer())))).toHaveLength(2);
  });

  it("answers 404 when an id is unknown or another client's", async () => {
    const { access_token: token } = await login(LEGAL);
    const res = await download(prefix, token, { json: { ids: [1, 9999] } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Счёт не найден' });
    const none = await download(prefix, token, { json: { period: '2020-01' } });
    expect(none.status).toBe(404);
    expect((await json(none)).message).toBe('Счета по заданным условиям не найдены');
  });

  it('validates the body: 422 for wrong values, 400 for unparseable bodies', async () => {
    const { access_token: token } = await login(LEGAL);
    const wrong = await download(prefix, token, { json: { ids: ['a', -1], status: 'lost' } });
    expect(wrong.status).toBe(422);
    const { errors } = await json<Errors>(wrong);
    expect(errors['ids.0']).toEqual(['Идентификаторы счетов должны быть числами']);
    expect(errors.status?.[0]).toMatch(/принимает значения/);
    const empty = await download(prefix, token, { json: { ids: [] } });
    expect((await json<Errors>(empty)).errors.ids).toEqual(['Выберите хотя бы один счёт']);
    const tooMany = await download(prefix, token, { json: { ids: Array.from({ length: 51 }, (_, i) => i + 1) } });
    expect((await json<Errors>(tooMany)).errors.ids?.[0]).toMatch(/не более 50/);

    const broken = await download(prefix, token, {
      body: '{"ids": [1',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const entity = await download(prefix, token, {
      body: '<!DOCTYPE x [<!ENTITY a "b">]><request><id>1</id></request>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(entity.status).toBe(400);
    expect(((await json(entity)) as Json).message).toMatch(/JSON, форма или XML/);
  });

  it('answers 405 for GET', async () => {
    const { access_token: token } = await login(LEGAL);
    expect((await call(`${prefix}/client/bills/download-archive`, { token })).status).toBe(405);
  });
});

describe("the bill PDF's payment purpose", () => {
  type Bill = { id: number; number: string; vatRate: number; vat: number; contract: { number: string } };
  /** The purpose line as a reader copies it: a wrapped line joined with a space. */
  async function purposeOf(token: string, bill: Bill): Promise<string> {
    const res = await download('/api/v1', token, { json: { ids: [bill.id] } });
    const [pdf] = Object.values(unzipSync(new Uint8Array(await res.arrayBuffer())));
    return pdfText(pdf as Uint8Array).replace(/\s+/g, ' ');
  }

  it('prints the purpose of its own bill: the bill, the contract and the VAT inside, as the QR writes it', async () => {
    const { access_token: token } = await login(LEGAL);
    const list = await json<{ items: Bill[] }>(await call('/api/v1/client/bills?perPage=20', { token }));
    const payment = list.items.find((b) => b.vatRate === 22);
    const penalty = list.items.find((b) => b.vatRate === 0);
    if (!payment || !penalty) throw new Error('the seed has payment and penalty bills');
    const text = await purposeOf(token, payment);
    expect(text).toContain(
      `Назначение платежа: Оплата по счёту № ${payment.number} по договору лизинга № ${payment.contract.number}, в т. ч. НДС 22 % — `,
    );
    expect(text).toMatch(/в т\. ч\. НДС 22 % — [\d ]+(,\d\d)? руб\./);
    expect(await purposeOf(token, penalty)).toContain(
      `Оплата по счёту № ${penalty.number} по договору лизинга № ${penalty.contract.number}, НДС не облагается`,
    );
  });
});

describe('one company everywhere', () => {
  it('the bill PDFs name the company of the published requisites (GET /info), as the QR does', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const info = await json<{ legalName: string }>(await call('/api/v1/info', {}));
    const { access_token: token } = await login(LEGAL);
    const res = await download('/api/v1', token, { json: { ids: [1] } });
    const [pdf] = Object.values(unzipSync(new Uint8Array(await res.arrayBuffer())));
    const doc = await PDFDocument.load(pdf as Uint8Array, { updateMetadata: false });
    expect(info.legalName).toBe('ООО «Драйв Лизинг»');
    expect(doc.getAuthor()).toBe(info.legalName);
    const qr = await (await call('/api/v1/qr?sum=100&contract=DL-1&format=text', {})).text();
    expect(qr).toContain(`Name=${info.legalName}`);
  });
});
