import { carListRules } from '@common/car-list-rules';
import { type CarListName, formatCarIds, parseCarIds } from '@common/car-lists';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestContext, type SiteContext } from '../context';

/**
 * The car lists live in the browser, one `__Host-` cookie each (ids only, nothing personal to the
 * upstream). Any `__Host-` cookie makes a page bypass the guest cache (edge/cache/guest-pages.ts),
 * so a page that shows a visitor's lists is never stored or served to another visitor.
 */
const KEEP_SECONDS = 180 * 86_400;
const options = { prefix: 'host', httpOnly: true, sameSite: 'Lax' } as const;

const cookieName = (list: CarListName) => `cars-${list}`;

/** The ids of a list as this request's cookie has them (validated, bounded). */
export function readCarList(c: SiteContext, list: CarListName): number[] {
  return parseCarIds(getCookie(c, cookieName(list), 'host'), carListRules(list).max);
}

/** Keeps the list for the next requests (an empty list deletes its cookie). */
export function writeCarList(c: SiteContext, list: CarListName, ids: readonly number[]): void {
  if (ids.length === 0) deleteCookie(c, cookieName(list), options);
  else setCookie(c, cookieName(list), formatCarIds(ids), { ...options, maxAge: KEEP_SECONDS });
}

export type CarLists = { compare: number[]; favourites: number[] };

/** The visitor's lists while a page renders (empty outside a request). */
export function currentCarLists(): CarLists {
  const c = requestContext();
  return c ? { compare: readCarList(c, 'compare'), favourites: readCarList(c, 'favourites') } : EMPTY;
}
const EMPTY: CarLists = { compare: [], favourites: [] };
