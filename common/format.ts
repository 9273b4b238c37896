/**
 * Russian number, money and date formats (ru-RU). Groups of digits are separated by a narrow
 * no-break space (U+202F, the typographic thin space that never wraps), units by a no-break space,
 * so «3 000 000 ₽» never breaks across lines. Pure: used by server components and islands alike.
 */

import { bindWords, NBSP, THIN_SPACE } from './typography';
import { plural } from './with-upstream/plural';

export { NBSP, plural, THIN_SPACE };

/** Dates are shown in Moscow time, so the server and the browser print the same day. */
export const SITE_TIME_ZONE = 'Europe/Moscow';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format;
}

/** `1234567.5` → «1 234 567,5»; at most `maxFractionDigits` decimals, trailing zeros dropped. */
export function formatNumber(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '—';
  // ICU prints U+00A0 or U+202F depending on its version; normalise to the thin one.
  return numberFormat(minFractionDigits, maxFractionDigits)
    .format(value)
    .replace(/[\s\u00a0\u202f]/g, THIN_SPACE)
    .replace('-', '−');
}

/**
 * Money in roubles: whole roubles by default (`3 000 000 ₽`); with `kopecks`, amounts that have
 * kopecks keep two decimals (`88 578,42 ₽`) and whole ones none.
 */
export function formatMoney(value: number, { kopecks = false }: { kopecks?: boolean } = {}): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = kopecks ? Math.round(value * 100) / 100 : Math.round(value);
  const hasKopecks = kopecks && !Number.isInteger(rounded);
  return `${formatNumber(rounded, hasKopecks ? 2 : 0, hasKopecks ? 2 : 0)}${NBSP}₽`;
}

/** Money to the kopeck, as the account shows it: `120393.13` → «120 393,13 ₽», `3000000` → «3 000 000 ₽». */
export const formatRoubles = (value: number): string => formatMoney(value, { kopecks: true });

/** Percent with up to two decimals: `22` → «22 %», `4.5` → «4,5 %» (Russian style puts a space before %). */
export function formatPercent(value: number, maxFractionDigits = 2): string {
  return `${formatNumber(value, maxFractionDigits)}${NBSP}%`;
}

/**
 * A yearly rate (the lease's «Удорожание в год»), always with two decimals so one rate reads one
 * way everywhere: `9.1` → «9,10 %», `9.5162` → «9,52 %».
 */
export function formatRate(value: number): string {
  return `${formatNumber(value, 2, 2)}${NBSP}%`;
}

/** `45000` → «45 000 ₽/мес.» (a monthly amount; a car's offer is `formatOffer`, lease-offer.ts). */
export const formatMonthly = (value: number): string => `${formatMoney(value)}/мес.`;

/** A year as a car card prints it: `2024` → «2024 г.», «г.» bound to its year. */
export const formatYear = (year: number): string => bindWords(`${year} г.`);

/** A person's name as printed: initials bound to the surname («Орлова А. В.» never splits). */
export const formatPersonName = (name: string): string => bindWords(name);

/** Engine power: `150` → «150 л. с.» (docs/glossary.md: one way, never «150 л.с.»). */
export const formatPower = (hp: number): string => `${formatNumber(hp)}${NBSP}л.${NBSP}с.`;

/** Kilometres: `12000` → «12 000 км». */
export function formatMileage(km: number): string {
  return `${formatNumber(km)}${NBSP}км`;
}

/** The forms of «месяц» by case, for `plural`: after a number («36 месяцев»), after «до», «от» («до 84 месяцев»). */
const MONTH_FORMS = {
  nominative: ['месяц', 'месяца', 'месяцев'],
  genitive: ['месяца', 'месяцев', 'месяцев'],
} as const;

/**
 * Months with the right Russian plural: 1 месяц, 3 месяца, 36 месяцев; in the genitive (after
 * «до», «от», «более») 1 месяца, 84 месяцев.
 */
export function formatMonths(months: number, grammaticalCase: keyof typeof MONTH_FORMS = 'nominative'): string {
  return `${formatNumber(months)}${NBSP}${plural(months, MONTH_FORMS[grammaticalCase])}`;
}

function toDate(value: string | Date): Date | null {
  // Bare `YYYY-MM-DD` is a calendar day: read it at noon UTC so no time zone moves it to another day.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date formatter made on its first use, not when the module loads: making one loads the
 * locale's calendar and time zone data, ≈ 130 ms of a page's main thread in Chromium here (≈ 0.5 s
 * on a slow phone), paid by every page whose client code merely imports this module.
 */
function onFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: SITE_TIME_ZONE });
    return format;
  };
}

const longDate = onFirstUse({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = onFirstUse({ day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * A long date as Russian typesetting binds it: the day to its month and the year to its «г.» by
 * no-break spaces, the line free to break between month and year («12 декабря» / «2026 г.»).
 * Gluing the whole date into one word let a narrow column break it anywhere, «г» / «.» (issue 40).
 */
const bound = (text: string): string =>
  text.replace(/^(\d+)[ \u00a0\u202f]+/, `$1${NBSP}`).replace(/(\d{4})[ \u00a0\u202f]*г\./, `$1${NBSP}г.`);

/** `2026-03-02T09:00:00Z` → «2 марта 2026 г.», «2 марта» and «2026 г.» bound (empty for an invalid date). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? bound(longDate().format(date)) : '';
}

/** `2026-03-02T09:00:00Z` → «02.03.2026». */
export function formatDateShort(value: string | Date): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : '';
}

/** The `datetime` attribute of <time>: the calendar day in the site's time zone, `YYYY-MM-DD`. */
export function isoDay(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const [d, m, y] = shortDate().format(date).split('.');
  return `${y}-${m}-${d}`;
}

const time = onFirstUse({ hour: '2-digit', minute: '2-digit' });

/** `2026-03-02T09:00:00Z` → «2 марта 2026 г., 12:00» (Moscow time; it may wrap after «марта» or the comma). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? `${bound(longDate().format(date))}, ${time().format(date)}` : '';
}
