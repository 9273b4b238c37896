import { requestContext } from '@edge/context';
import { pageKindOf, reactionFor, UpstreamError } from '@edge/errors';
import { withErrorReference } from '@edge/observability/reference';
import { transportFor } from '@edge/upstream/context';
import { sectionDeadline } from '@edge/upstream/deadline';
import type { Transport } from '@edge/upstream/transport';
import { signIn } from './page-data';
import { requestPath } from './request-url';

/** Why a secondary section has no data: the upstream's status and, for a `toast` reaction, its message. */
export type SectionFailure = { status: number; toast?: string };

export type SectionLoaded<T> = { data: T; failure?: undefined } | { data?: undefined; failure: SectionFailure };

/** The transport of a secondary section: the request's, ending by the section's deadline (edge/upstream/deadline.ts). */
function sectionTransport(): Transport {
  const c = requestContext();
  if (!c) throw new Error('loadSection() called outside a request');
  return { ...transportFor(c), deadline: sectionDeadline(c) };
}

/**
 * The data of a secondary section of a page (similar cars, a contract's operations and diagram,
 * the account home's bills …), issue 30: the data a page exists for decides its status
 * (`loadPageData`); a section that fails or runs out of its time fails alone — the page answers
 * 200 and shows `<SectionUnavailable>` in its place. The one table (edge/errors.ts) still says
 * what the status means: `signIn` (401, 403) ends the session as anywhere; `toast` (429, 500) adds
 * the error toast; a `page` failure (a hang's 503, 502 …) is shown in the section, not the page.
 */
export async function loadSection<T>(run: (t: Transport) => Promise<T>): Promise<SectionLoaded<T>> {
  try {
    return { data: await run(sectionTransport()) };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    const reaction = reactionFor(err, pageKindOf(requestPath()));
    if (reaction.kind === 'signIn') await signIn(err);
    // The toast names the request's reference like a page's (one text, so the shell shows it once).
    const toast = reaction.kind === 'toast' ? withErrorReference(reaction.message) : undefined;
    return { failure: { status: reaction.status, toast } };
  }
}
