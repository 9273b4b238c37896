import { ROUTES } from '@common/constants';
import { INVALID_FORM_MESSAGE } from '@common/forms/errors';
import { ruDay } from '@common/statement';
import { parseStatementQuery, type StatementQuery, statementSearch } from '@common/statement-query';
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { Hono } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { downloadHeaders } from '../exports/download';
import { statementCsv } from '../exports/statement-csv';
import { downloadFailure, refererPath } from '../failure-answers';
import { accountSession } from '../middleware/require-session';
import { accountToday } from '../upstream/account-today';
import { transportFor } from '../upstream/context';
import { loadStatement, type StatementDocument } from '../upstream/statement';
import { archive } from './account-bills';

/** The documents page (src/pages/account/documents.tsx) with the period, where a failure goes back to. */
const pageOf = (query?: StatementQuery) => `${ROUTES.accountDocuments}${query ? statementSearch(query) : ''}`;

/** Bills one upstream archive may hold (upstream: MAX_ARCHIVE_BILLS). */
const ARCHIVE_CHUNK = 50;

type Kind = 'pdf' | 'csv' | 'zip';

/** `Акт сверки 01.01.2026–25.11.2026` or `Выписка по договору ЛД-2025-0147 01.01.2026–25.11.2026`. */
function baseName(doc: StatementDocument): string {
  const { from, to } = doc.statement.period;
  const dates = `${ruDay(from)}–${ruDay(to)}`;
  const one = doc.statement.contracts.length === 1 ? doc.statement.contracts[0]?.contract.number : undefined;
  const name = doc.legal
    ? `Акт сверки${one ? ` по договору ${one}` : ''} ${dates}`
    : `Выписка по договору${one ? ` ${one}` : ''} ${dates}`;
  return name.replace(/[\\/:*?"<>|]+/g, '-');
}

const render = async (doc: StatementDocument, today: string) =>
  (await import('../exports/statement-pdf')).statementPdf(doc, today);

/** The period's bills as the bills' archive draws them, each PDF under «Счета/». */
async function billFiles(c: SiteContext, doc: StatementDocument): Promise<[string, Uint8Array][]> {
  const ids = doc.bills.map((bill) => bill.id);
  const files: [string, Uint8Array][] = [];
  for (let at = 0; at < ids.length; at += ARCHIVE_CHUNK) {
    const res = await archive(c, ids.slice(at, at + ARCHIVE_CHUNK));
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    } catch {
      throw new UpstreamError(502, 'Не удалось получить счета. Попробуйте позже.');
    }
    for (const [name, data] of Object.entries(entries)) files.push([`Счета/${name}`, data]);
  }
  return files;
}

/**
 * GET /api/account/statement.pdf, .csv and .zip?from=&to=&contract=: the reconciliation statement
 * of the period (common/statement.ts) as a PDF, as CSV for Russian Excel, and the accountant's
 * package (a legal entity's: both and the period's bills). Plain links of the documents page, so
 * they work without JavaScript; never cached. A bad period is a 422 with the field errors (the
 * page's form says it in place; a link is only hand-made wrong); a guest goes to /login
 * (requireSession); an upstream failure reacts by the table (another client's contract: 404).
 */
async function exportStatement(c: SiteContext, kind: Kind): Promise<Response> {
  const session = accountSession(c);
  const t = transportFor(c, session.accessToken);
  const today = accountToday(t);
  const parsed = parseStatementQuery(new URL(c.req.url).search, today);
  if (!parsed.ok)
    return c.json({ message: INVALID_FORM_MESSAGE, fieldErrors: parsed.fieldErrors }, 422, {
      'cache-control': 'no-store',
    });
  const back = refererPath(c) ?? pageOf(parsed.query);
  try {
    const doc = await loadStatement(t, session.profile, parsed.query);
    const name = baseName(doc);
    const ascii = `statement-${doc.statement.period.from}-${doc.statement.period.to}`;
    if (kind === 'csv')
      return c.body(statementCsv(doc), 200, downloadHeaders('text/csv; charset=utf-8', `${ascii}.csv`, `${name}.csv`));
    const pdf = await render(doc, today);
    if (kind === 'pdf') return c.body(pdf, 200, downloadHeaders('application/pdf', `${ascii}.pdf`, `${name}.pdf`));
    // PDFs are compressed inside already: stored as they are, the CSV deflated.
    const stored = { level: 0 } as const;
    const bills = doc.legal ? await billFiles(c, doc) : [];
    const files: Zippable = Object.fromEntries([
      [`${name}.pdf`, [pdf, stored]],
      [`${name}.csv`, new TextEncoder().encode(statementCsv(doc))],
      ...bills.map(([file, data]) => [file, [data, stored]] as const),
    ]);
    const { from, to } = doc.statement.period;
    return c.body(
      zipSync(files),
      200,
      downloadHeaders('application/zip', `${ascii}.zip`, `Пакет для бухгалтера ${ruDay(from)}–${ruDay(to)}.zip`),
    );
  } catch (err) {
    return downloadFailure(c, err, back);
  }
}

export const accountStatementRoutes = new Hono<SiteEnv>()
  .get('/statement.pdf', (c) => exportStatement(c, 'pdf'))
  .get('/statement.csv', (c) => exportStatement(c, 'csv'))
  .get('/statement.zip', (c) => exportStatement(c, 'zip'));
