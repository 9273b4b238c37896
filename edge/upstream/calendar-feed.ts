import { FEED_TOKEN } from '@common/calendar-feed';
import { scheduleRowsOn, withDue } from '@common/contract-rules';
import * as z from 'zod/mini';
import { accountToday } from './account-today';
import { contractSchema, scheduleRowSchema } from './contracts';
import { messageSchema } from './shapes';
import { call, type Transport } from './transport';

/**
 * The client's calendar feed (upstream/API-account.md «Calendar feed»): its state, issue and
 * revoke on the client's session, and the feed's payments by its token on the site's own client.
 */
const PATH = '/api/v1/client/calendar-feed';

const stateSchema = z.object({ issuedAt: z.nullable(z.string()) });
const issuedSchema = z.object({ token: FEED_TOKEN, issuedAt: z.string() });

/** GET client/calendar-feed: when the current address was issued, or null. */
export const getFeedState = (t: Transport) => call(t, PATH, stateSchema);

/** POST client/calendar-feed: a new address (the old one stops working); the token is told this once. */
export const issueFeed = (t: Transport) => call(t, PATH, issuedSchema, { method: 'POST' });

/** DELETE client/calendar-feed: 404 «Адрес календаря не выдан» when there is none. */
export const revokeFeed = (t: Transport) => call(t, PATH, messageSchema, { method: 'DELETE' });

const feedSchema = z.object({
  items: z.array(z.object({ contract: contractSchema, schedule: z.array(scheduleRowSchema) })),
});

/**
 * POST site/calendar-feed (the site's OAuth client, no session): every active contract of the
 * token's client with its payments to come, as of the account's today. 404 for a revoked token,
 * 429 past the feed's rate limit (both UpstreamError).
 */
export async function readFeed(t: Transport, token: string) {
  const today = accountToday(t);
  const { items } = await call(t, '/api/v1/site/calendar-feed', feedSchema, { json: { token }, siteClient: true });
  return items.map(({ contract, schedule }) => ({
    contract: withDue(contract, today),
    rows: scheduleRowsOn(schedule, today),
  }));
}
