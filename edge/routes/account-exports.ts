import { contractPath } from '@common/constants';
import { parseId } from '@common/id';
import { Hono } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { downloadHeaders } from '../exports/download';
import { scheduleCsv } from '../exports/schedule-csv';
import { scheduleIcs } from '../exports/schedule-ics';
import { downloadFailure, refererPath } from '../failure-answers';
import { accountSession } from '../middleware/require-session';
import { transportFor } from '../upstream/context';
import { getContract, getSchedule } from '../upstream/contracts';

/**
 * GET /api/account/contracts/{id}/schedule.csv and .ics: the schedule as files, for plain links.
 * A guest goes to /login (requireSession); a failure reacts by the table (edge/failure-answers.ts):
 * another client's contract is the 404 screen; nothing is cached.
 */
async function exportSchedule(c: SiteContext, kind: 'csv' | 'ics'): Promise<Response> {
  const session = accountSession(c);
  const id = parseId(c.req.param('id'));
  if (id === undefined) return c.json({ message: 'Договор не найден' }, 404);
  const t = transportFor(c, session.accessToken);
  try {
    const [contract, schedule] = await Promise.all([getContract(t, id), getSchedule(t, id)]);
    const name = `График платежей ${contract.number}`;
    if (kind === 'csv') {
      return c.body(
        scheduleCsv(contract, schedule.items),
        200,
        downloadHeaders('text/csv; charset=utf-8', `schedule-${id}.csv`, `${name}.csv`),
      );
    }
    // A calendar of nothing is no file to hand out: a closed or paid-up contract has no payment to come.
    if (!schedule.items.some((row) => row.status.slug === 'unpaid'))
      return c.json({ message: 'По договору нет предстоящих платежей' }, 404, { 'cache-control': 'no-store' });
    const host = new URL(c.var.config.PUBLIC_SITE_URL).host;
    return c.body(
      scheduleIcs(contract, schedule.items, host),
      200,
      downloadHeaders('text/calendar; charset=utf-8', `schedule-${id}.ics`, `${name}.ics`),
    );
  } catch (err) {
    return downloadFailure(c, err, refererPath(c) ?? contractPath(id));
  }
}

export const accountExportRoutes = new Hono<SiteEnv>()
  .get('/contracts/:id/schedule.csv', (c) => exportSchedule(c, 'csv'))
  .get('/contracts/:id/schedule.ics', (c) => exportSchedule(c, 'ics'));
