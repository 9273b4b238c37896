/**
 * The header every JSON call of the site's own scripts carries. A cross-site form cannot set it,
 * and a cross-site script cannot send it without a CORS preflight that the edge never grants.
 */
export const FETCH_HEADER = 'x-requested-with';
export const FETCH_HEADER_VALUE = 'fetch';

/** Headers of a JSON call from an island to the edge's /api surface. */
export const JSON_REQUEST_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  [FETCH_HEADER]: FETCH_HEADER_VALUE,
} as const;

/** `application/json` and `application/*+json`. */
export const isJsonType = (contentType: string | undefined | null) =>
  /^application\/([\w.-]+\+)?json/i.test(contentType ?? '');
