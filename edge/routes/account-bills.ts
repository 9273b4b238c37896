import { ROUTES } from '@common/constants';
import { chosenBillIds } from '@common/forms/account';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { ownValue } from '@common/own-keys';
import { unzipSync } from 'fflate';
import { Hono } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { downloadHeaders } from '../exports/download';
import { downloadFailure, refererPath } from '../failure-answers';
import { backField } from '../forms/body';
import { accountSession } from '../middleware/require-session';
import { flashForm } from '../session/flash';
import { transportFor } from '../upstream/context';
import { send } from '../upstream/transport';

const ARCHIVE = '/api/v1/client/bills/download-archive';

/**
 * POST client/bills/download-archive for these ids: the upstream's ZIP response (no-store). The
 * call accepts XML, as spec section 7 says of the QR and archive calls (its answer is the ZIP).
 * The accountant's package (edge/routes/account-statement.ts) takes its bills from it too.
 */
export function archive(c: SiteContext, ids: number[]) {
  return send(transportFor(c, accountSession(c).accessToken), ARCHIVE, {
    method: 'POST',
    json: { ids },
    accept: 'application/xml',
  });
}

/**
 * Bills chosen wrong (none, too many, an unknown one; ours or the upstream's 422): back to the form
 * with the error beside the bills, by the form flash (issue 34: not a toast that vanishes).
 */
async function chooseAgain(c: SiteContext, back: string, message: string): Promise<Response> {
  const form = ACCOUNT_FORMS.bills;
  await flashForm(c, { path: back, form, values: {}, fieldErrors: { ids: [message] } });
  return c.redirect(`${back}#form-${form}`, 303);
}

/** A failed download reacts by the table (edge/failure-answers.ts); a toast goes back where the visitor was. */
const failed = downloadFailure;
const BILLS = ROUTES.accountBills;
/** Bills are a legal entity's (spec section 6): to a private person every bill is a missing one. */
const notFoundBill = new UpstreamError(404, 'Счёт не найден');

/**
 * /api/account/bills: a bill's PDF (the upstream has no single-PDF call, so it is the one entry of
 * a one-bill archive, unpacked here) and a ZIP of the chosen bills, streamed through unbuffered.
 * Both are plain links or forms, so they work without JavaScript; neither is ever cached.
 */
export const accountBillRoutes = new Hono<SiteEnv>()
  .get('/bills/:file{[1-9][0-9]{0,8}\\.pdf}', async (c) => {
    // Bills are a legal entity's (spec section 6): a private person has none to download.
    const back = refererPath(c) ?? BILLS;
    if (!accountSession(c).profile.isLegalEntity) return failed(c, notFoundBill, back);
    const id = Number.parseInt(c.req.param('file'), 10);
    try {
      const res = await archive(c, [id]);
      const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const [name, pdf] = Object.entries(entries).find(([entry]) => entry.endsWith('.pdf')) ?? [];
      if (!name || !pdf) throw new UpstreamError(502, 'Не удалось получить счёт. Попробуйте позже.');
      return c.body(pdf, 200, downloadHeaders('application/pdf', `bill-${id}.pdf`, name));
    } catch (err) {
      if (err instanceof UpstreamError || !(err instanceof Error)) return failed(c, err, back);
      // A damaged archive from the upstream is its failure, not ours.
      return failed(c, new UpstreamError(502, 'Не удалось получить счёт. Попробуйте позже.'), back);
    }
  })
  .post('/bills/archive', async (c) => {
    // The same for the archive: a private person's post is a 404 that leaves the session alone —
    // sent on, the upstream's refusal (a 403) would end it (issue 30).
    if (!accountSession(c).profile.isLegalEntity) return failed(c, notFoundBill, refererPath(c) ?? BILLS);
    let form: Record<string, string | string[]>;
    try {
      const body = await c.req.parseBody({ all: true });
      form = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? v : '',
        ]),
      );
    } catch {
      return c.json({ message: 'Не удалось прочитать данные формы' }, 400);
    }
    const back = backField(form, ROUTES.accountBills);
    const ids = chosenBillIds(form);
    if (typeof ids === 'string') return chooseAgain(c, back, ids);
    try {
      const res = await archive(c, ids);
      const name = ids.length === 1 ? 'Счёт.zip' : `Счета (${ids.length}).zip`;
      return new Response(res.body, { status: 200, headers: downloadHeaders('application/zip', 'bills.zip', name) });
    } catch (err) {
      if (err instanceof UpstreamError && err.status === 422)
        return chooseAgain(c, back, ownValue(err.fieldErrors, 'ids')?.join(' ') ?? err.message);
      return failed(c, err, back);
    }
  });
