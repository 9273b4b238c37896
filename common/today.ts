/**
 * «Today» of the account: the calendar day in Moscow (UTC+3 all year since 2014), as `YYYY-MM-DD`.
 * Payment dates are Moscow days, so a payment due today is not overdue until Moscow's midnight.
 */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function moscowDay(now: Date = new Date()): string {
  return new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The day the account counts from: a fixed day where a test run pins one (`FIXED_TODAY`, refused in
 * a deployed configuration by `npm run deploy:check`), else Moscow's today.
 */
export function todayOr(fixed: string | undefined, now: Date = new Date()): string {
  return fixed && isCalendarDay(fixed) ? fixed : moscowDay(now);
}
