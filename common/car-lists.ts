import { ROUTES } from './constants';
import { parseId } from './id';

/**
 * The visitor's two car lists (issue #32): cars to compare side by side and favourites. Each is a
 * cookie of ids the browser keeps (no account needed), set by plain form posts; the comparison's
 * address carries its ids too, so it can be shared. No zod here: the browser's list links read
 * this module, and the form's schema (car-list-change.ts) would bring zod into every catalogue page.
 * Each list's limit and words are in car-list-rules.ts: only a list button (code fetched when it is
 * pressed) and the edge need them, not a page's first JavaScript.
 */
export const CAR_LIST_NAMES = ['compare', 'favourites'] as const;
export type CarListName = (typeof CAR_LIST_NAMES)[number];

/** At most this many ids are read from any list text (a cookie, the comparison's `ids`). */
const MAX_IDS_READ = 50;

/**
 * Ids of a list as text (`3,8,12`): valid ids only, each once, in the order given, at most `max`.
 * Anything else in the text is dropped: a cookie or an address can be edited by hand.
 */
export function parseCarIds(raw: string | null | undefined, max: number): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',', MAX_IDS_READ)) {
    const id = parseId(part.trim());
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}

export const formatCarIds = (ids: readonly number[]): string => ids.join(',');

/** The comparison page of these cars: the address a visitor can share. */
export const comparePath = (ids: readonly number[]) =>
  ids.length ? `${ROUTES.compare}?ids=${formatCarIds(ids)}` : ROUTES.compare;

export const FAVOURITES_PATH = ROUTES.favourites;
