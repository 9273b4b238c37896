import { z } from 'zod';

/** Bindings and vars of the upstream worker (see upstream/wrangler.toml). */
export interface UpstreamBindings {
  DB: D1Database;
  OAUTH_CLIENT_ID: string;
  OAUTH_CLIENT_SECRET: string;
  OAUTH_SCOPE: string;
  ACCESS_TOKEN_TTL: string;
  REFRESH_TOKEN_TTL: string;
  DEV_OUTBOX_ENABLED: string;
  /** Seconds a just-rotated refresh token still answers with the same successor tokens (default 30). */
  REFRESH_GRACE_SECONDS?: string;
  /** Test runs only (refused by deploy:check): the day payment statuses are counted on, YYYY-MM-DD. */
  FIXED_TODAY?: string;
}

const settingsSchema = z.object({
  OAUTH_CLIENT_ID: z.string().min(1),
  OAUTH_CLIENT_SECRET: z.string().min(1),
  OAUTH_SCOPE: z.string().min(1),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive(),
  REFRESH_TOKEN_TTL: z.coerce.number().int().positive(),
  DEV_OUTBOX_ENABLED: z.enum(['true', 'false']).transform((v) => v === 'true'),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  FIXED_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'FIXED_TODAY must be YYYY-MM-DD')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type UpstreamSettings = z.infer<typeof settingsSchema>;

/** Validates the worker's vars once per isolate; a bad setting stops the worker with a clear message. */
export function readSettings(env: UpstreamBindings): UpstreamSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Upstream configuration is invalid: ${issues}`);
  }
  return parsed.data;
}

export type AppEnv = { Bindings: UpstreamBindings };

/**
 * The day payment statuses are counted on: Moscow's calendar day (UTC+3), or the day a test run
 * pins with FIXED_TODAY.
 */
export function todayOf(env: UpstreamBindings, now: Date = new Date()): string {
  return readSettings(env).FIXED_TODAY ?? new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
