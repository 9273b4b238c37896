import { UpstreamError } from '../errors';
import { readLimited } from './read-limited';
import { send, type Transport } from './transport';

/** One form of GET /qr: what to ask for, how large an answer may be, and what a good one is. */
type QrFormat = { format: 'svg' | 'text'; accept: string; maxBytes: number; valid: RegExp };

/** Larger than any QR of the unified payment format; anything bigger is not one. */
const SVG: QrFormat = {
  format: 'svg',
  accept: 'image/svg+xml',
  maxBytes: 200_000,
  valid: /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/,
};

/** A payment payload of the unified format is a few hundred bytes; more is not one. */
const PAYLOAD: QrFormat = { format: 'text', accept: 'text/plain', maxBytes: 2_000, valid: /^ST0001[0-9]\|[^\r\n]+$/ };

/** One payment: its sum, the contract (none when it pays several) and the purpose (`common/payment-purpose.ts`). */
export type QrPayment = { sum: number; contract?: string; purpose: string };

/** GET /qr in one format, checked; anything else is a 502 with the Russian message. */

async function paymentQr(t: Transport, { sum, contract, purpose }: QrPayment, qr: QrFormat): Promise<string> {
  const res = await send(t, '/api/v1/qr', {
    query: { sum: sum.toFixed(2), contract, purpose, format: qr.format },
    accept: qr.accept,
  });
  const text = await readLimited(res, qr.maxBytes).catch(() => null);
  if (text === null || !qr.valid.test(qr.format === 'text' ? text.trim() : text)) {
    throw new UpstreamError(502, 'Не удалось получить QR-код для оплаты');
  }
  return text;
}

/**
 * GET /qr (spec section 7): the Russian unified payment QR code (ГОСТ Р 56042-2014, ST00012) as
 * SVG, for a bank app to scan from the screen. The answer is checked to be an SVG of sane size;
 * the page shows it as an image (an SVG in <img> runs no script whatever it holds).
 */
export const paymentQrSvg = (t: Transport, payment: QrPayment): Promise<string> => paymentQr(t, payment, SVG);

/**
 * GET /qr with `format=text`: the ST00012 payload itself, for the edge to draw as a PNG that the
 * client can save or share. The same amount and contract as the SVG, so both codes carry the
 * same payment.
 */
export async function paymentQrPayload(t: Transport, payment: QrPayment): Promise<string> {
  return (await paymentQr(t, payment, PAYLOAD)).trim();
}
