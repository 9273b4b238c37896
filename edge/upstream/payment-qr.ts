import { UpstreamError } from '../errors';
import { readLimited, send, type Transport } from './transport';

/** Larger than any QR of the unified payment format; anything bigger is not one. */
const MAX_SVG_BYTES = 200_000;

/**
 * GET /qr (spec section 7): the Russian unified payment QR code (ГОСТ Р 56042-2014, ST00012) as
 * SVG, for a bank app to scan from the screen. The answer is checked to be an SVG of sane size;
 * the page shows it as an image (an SVG in <img> runs no script whatever it holds).
 */
export async function paymentQrSvg(t: Transport, sum: number, contract: string): Promise<string> {
  const res = await send(t, '/api/v1/qr', {
    query: { sum: sum.toFixed(2), contract, format: 'svg' },
    accept: 'image/svg+xml',
  });
  const svg = await readLimited(res, MAX_SVG_BYTES).catch(() => null);
  if (svg === null || !/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) {
    throw new UpstreamError(502, 'Не удалось получить QR-код для оплаты');
  }
  return svg;
}

/** A payment payload of the unified format is a few hundred bytes; more is not one. */
const MAX_PAYLOAD_BYTES = 2_000;

/**
 * GET /qr with `format=text`: the ST00012 payload itself, for the edge to draw as a PNG that the
 * client can save or share. The same amount and contract as the SVG, so both codes carry the
 * same payment.
 */
export async function paymentQrPayload(t: Transport, sum: number, contract: string): Promise<string> {
  const res = await send(t, '/api/v1/qr', {
    query: { sum: sum.toFixed(2), contract, format: 'text' },
    accept: 'text/plain',
  });
  const text = await readLimited(res, MAX_PAYLOAD_BYTES).catch(() => null);
  if (text === null || !/^ST0001[0-9]\|[^\r\n]+$/.test(text.trim())) {
    throw new UpstreamError(502, 'Не удалось получить QR-код для оплаты');
  }
  return text.trim();
}
