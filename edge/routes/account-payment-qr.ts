import { parseId } from '@common/id';
import { type Context, Hono } from 'hono';
import type { SiteEnv } from '../context';
import { reactionFor, UpstreamError } from '../errors';
import { downloadHeaders } from '../exports/download';
import { qrPng } from '../exports/qr-png';
import { jsonFailure } from '../failure-answers';
import { accountSession } from '../middleware/require-session';
import { transportFor } from '../upstream/context';
import { loadAllDuePayment, loadDuePayment } from '../upstream/due-payment';
import { paymentQrPayload, paymentQrSvg } from '../upstream/payment-qr';
import type { Transport } from '../upstream/transport';

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

/** A safe file name: a contract number may hold «/» or «№». */
const safeName = (text: string) => text.replace(/[^\p{L}\d -]+/gu, '-');

/** What one QR pays: its sum and purpose, the contract when it is one, the PNG's names. */
type QrSource = { amount: number; purpose: string; contract?: string; file: string; fileName: string };

type QrLoader = (c: Context<SiteEnv>, t: Transport, legal: boolean) => Promise<QrSource | 'missing'>;

/** One contract's due payment (`loadDuePayment`); an id that is not one is a missing contract. */
const contractQr: QrLoader = async (c, t, legal) => {
  const id = parseId(c.req.param('id'));
  if (id === undefined) return 'missing';
  const { contract, amount, purpose } = await loadDuePayment(t, id, legal);
  return {
    amount,
    purpose,
    contract: contract.number,
    file: `payment-qr-${id}.png`,
    fileName: `QR-код для оплаты по договору ${safeName(contract.number)}.png`,
  };
};

/** «Оплатить всё»: what all the client's contracts owe now, one payment (`loadAllDuePayment`). */
const allContractsQr: QrLoader = async (_c, t, legal) => {
  const { amount, purpose } = await loadAllDuePayment(t, legal);
  return { amount, purpose, file: 'payment-qr-all.png', fileName: 'QR-код для оплаты по всем договорам.png' };
};

/**
 * GET /api/account/contracts/{id}/payment-qr.svg: the payment QR of what is due now on the
 * contract (`edge/upstream/due-payment.ts`: overdue payments and penalties, else the next payment) as an image of its own, so the contract page neither waits for it nor carries
 * 30 KB of SVG twice (markup and RSC payload). The amount is the contract's, never the URL's.
 * GET …/payment-qr.png: the same payment as a PNG file to save or share (a phone cannot scan its
 * own screen), drawn at the edge from the upstream's ST00012 payload.
 * GET /api/account/payment-qr.svg|png: the same for everything owed now on all contracts.
 */
const paymentQr = (kind: QrKind, load: QrLoader) => async (c: Context<SiteEnv>) => {
  const session = accountSession(c);
  const t = transportFor(c, session.accessToken);
  try {
    const source = await load(c, t, session.profile.isLegalEntity);
    if (source === 'missing') return c.json({ message: 'Договор не найден' }, 404, { 'cache-control': 'no-store' });
    const { amount, purpose, contract } = source;
    if (amount <= 0) {
      const message = contract ? 'Сейчас по договору нечего оплачивать' : 'Сейчас по договорам нечего оплачивать';
      return c.json({ message }, 404, { 'cache-control': 'no-store' });
    }
    const payment = { sum: amount, contract, purpose };
    if (kind === 'svg') return c.body(await paymentQrSvg(t, payment), 200, SVG_HEADERS);
    const png = qrPng(await paymentQrPayload(t, payment));
    return c.body(png, 200, downloadHeaders('image/png', source.file, source.fileName));
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
  .get('/contracts/:id/payment-qr.svg', paymentQr('svg', contractQr))
  .get('/contracts/:id/payment-qr.png', paymentQr('png', contractQr))
  .get('/payment-qr.svg', paymentQr('svg', allContractsQr))
  .get('/payment-qr.png', paymentQr('png', allContractsQr));
