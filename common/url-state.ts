/**
 * Reading and writing a page's URL state (bills, contract page): the query as given, a repeatable
 * allow-listed filter, and the query string back.
 */

/** A query string (with or without `?`) or the parameters themselves. */
export const searchParams = (search: string | URLSearchParams): URLSearchParams =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** A repeatable filter (`status=a&status=b` or `status=a,b`): the allowed values, each once. */
export function allowedValues(params: URLSearchParams, name: string, allowed: ReadonlyMap<string, string>): string[] {
  return [
    ...new Set(
      params
        .getAll(name)
        .flatMap((v) => v.split(','))
        .filter((v) => allowed.has(v)),
    ),
  ];
}

/** `?…` of the parameters, or nothing when there are none. */
export function searchText(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD` (a date filter's value; `2026-02-30` is not one). */
export const isDay = (v: string | null): v is string =>
  !!v &&
  DAY.test(v) &&
  !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
