import { formatDateTime } from '@common/format';
import { SESSION_ENDS_HEADER } from '@common/session-ref';

/** The header a kept copy carries: when it came from the network (epoch ms). */
export const STORED_AT_HEADER = 'x-offline-copy-at';

/** «Нет сети — данные на 28 ноября 2026 г., 09:15» (Moscow time, as every date of the site). */
export const offlineNoteText = (storedAt: Date): string => `Нет сети — данные на ${formatDateTime(storedAt)}`;

/** The header a kept copy carries: after this (epoch ms) it is never served, the session being over. */
export const USABLE_UNTIL_HEADER = 'x-offline-copy-until';

/** The longest a copy lives when the edge names no session end: a session's cookie life (30 days). */
const MAX_COPY_MS = 30 * 24 * 3600 * 1000;

const epoch = (value: string | null): number | null => {
  const ms = Number(value);
  return value !== null && Number.isFinite(ms) && ms > 0 ? ms : null;
};

/** When a kept copy was made, from its header; null when it has none. */
export function storedAt(headers: Headers): Date | null {
  const ms = epoch(headers.get(STORED_AT_HEADER));
  return ms === null ? null : new Date(ms);
}

/** Until when a copy made `now` may be served: the session's end, never past 30 days. */
export const usableUntil = (sessionEnds: string | null, now: number): number =>
  Math.min(epoch(sessionEnds) ?? Number.POSITIVE_INFINITY, now + MAX_COPY_MS);

/** The headers of a copy made `now`: the answer's, with when it came and until when it may serve. */
export function stampedHeaders(answer: Headers, now: number): Headers {
  const headers = new Headers(answer);
  headers.set(STORED_AT_HEADER, String(now));
  headers.set(USABLE_UNTIL_HEADER, String(usableUntil(answer.get(SESSION_ENDS_HEADER), now)));
  return headers;
}

/** Whether a kept copy may still be served (its session cannot have ended yet). */
export const isUsable = (headers: Headers, now: number): boolean =>
  (epoch(headers.get(USABLE_UNTIL_HEADER)) ?? 0) > now;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'));

/*
 * The note carries a class, not a style: its look is the design system's, in the sheet every page
 * links (src/components/shell/ServiceWorker.css). React skips an unexpected element at the start
 * of <body> when it hydrates (React 19).
 */
/** The page's HTML with the note as the first thing in <body>; unchanged if it has no <body>. */
export function withOfflineNote(html: string, text: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  const note = `<p class="offline-note" role="status">${escapeHtml(text)}</p>`;
  return html.slice(0, at) + note + html.slice(at);
}

/** A kept page with «Нет сети — данные на …» at its top. */
export async function notedPage(copy: Response): Promise<Response> {
  const headers = new Headers(copy.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const text = offlineNoteText(storedAt(copy.headers) ?? new Date());
  return new Response(withOfflineNote(await copy.text(), text), { status: 200, headers });
}
