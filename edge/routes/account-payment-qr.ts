import { parseId } from '@common/id';
import { type Context, Hono } from 'hono';
import type { SiteEnv } from '../context';
import { reactionFor, UpstreamError } from '../errors';
import { downloadHeaders } from '../exports/download';
import { qrPng } from '../exports/qr-png';
import { jsonFailure } from '../failure-answers';
import { accountSession } from '../middleware/require-session';
import { transportFor } from '../upstream/context';
import { loadDuePayment } from '../upstream/due-payment';
import { paymentQrPayload, paymentQrSvg } from '../upstream/payment-qr';

/**
 * An SVG served from the site's origin must not be able to run anything if opened on its own:
 * no script, no fetch, a sandbox; and it is the client's, so never stored.
 */
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Drawn when the upstream cannot give the code: the requisites beside it still work. */
const UNAVAILABLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">' +
  '<rect width="240" height="240" fill="#f4f5f7"/>' +
  '<text x="120" y="112" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#333">QR-код недоступен,</text>' +
  '<text x="120" y="134" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#333">оплатите по реквизитам</text>' +
  '</svg>';

type QrKind = 'svg' | 'png';

/** The PNG's file name: the contract number, which may hold «/» or «№», made a safe name. */
const fileName = (contract: string) => `QR-код для оплаты по договору ${contract.replace(/[^\p{L}\d -]+/gu, '-')}.png`;

/**
 * GET /api/account/contracts/{id}/payment-qr.svg: the payment QR of what is due now on the
 * contract (`edge/upstream/due-payment.ts`: overdue payments and penalties, else the next payment) as an image of its own, so the contract page neither waits for it nor carries
 * 30 KB of SVG twice (markup and RSC payload). The amount is the contract's, never the URL's.
 * GET …/payment-qr.png: the same payment as a PNG file to save or share (a phone cannot scan its
 * own screen), drawn at the edge from the upstream's ST00012 payload.
 */
const paymentQr = (kind: QrKind) => async (c: Context<SiteEnv>) => {
  const session = accountSession(c);
  const id = parseId(c.req.param('id'));
  if (id === undefined) return c.json({ message: 'Договор не найден' }, 404, { 'cache-control': 'no-store' });
  const t = transportFor(c, session.accessToken);
  try {
    const { contract, amount, purpose } = await loadDuePayment(t, id, session.profile.isLegalEntity);
    if (amount <= 0)
      return c.json({ message: 'Сейчас по договору нечего оплачивать' }, 404, { 'cache-control': 'no-store' });
    const payment = { sum: amount, contract: contract.number, purpose };
    if (kind === 'svg') return c.body(await paymentQrSvg(t, payment), 200, SVG_HEADERS);
    const png = qrPng(await paymentQrPayload(t, payment));
    return c.body(png, 200, downloadHeaders('image/png', `payment-qr-${id}.png`, fileName(contract.number)));
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    // By the table (edge/errors.ts): 401/403 end the session; a missing contract is a 404; any
    // other failure is drawn in the picture's place (the PNG file: a message), with the upstream's status.
    const reaction = reactionFor(err, 'account');
    if (reaction.kind === 'signIn' || err.status === 404) return jsonFailure(c, err);
    if (kind === 'png') {
      return c.json({ message: 'QR-код недоступен, оплатите по реквизитам' }, reaction.status as 502, {
        'cache-control': 'no-store',
      });
    }
    return c.body(UNAVAILABLE_SVG, reaction.status as 502, SVG_HEADERS);
  }
};

export const accountPaymentQrRoutes = new Hono<SiteEnv>()
  .get('/contracts/:id/payment-qr.svg', paymentQr('svg'))
  .get('/contracts/:id/payment-qr.png', paymentQr('png'));
