/**
 * The daily Cron of payment reminders, 06:00 UTC (09:00 in Moscow): the schedule in wrangler.toml
 * `[triggers] crons` beside the 5-minute one, and what `scheduled` dispatches by (edge/cron.ts).
 */
export const REMINDERS_CRON = '0 6 * * *';
