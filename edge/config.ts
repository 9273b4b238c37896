import * as z from 'zod/mini';
import { vapidKeySchema } from './push/vapid';

const flag = z.pipe(
  z._default(z.enum(['true', 'false', '1', '0', '']), 'false'),
  z.transform((v) => v === 'true' || v === '1'),
);
const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v?.trim() ? v.trim() : undefined)),
);

const routeRuleSchema = z.object({
  from: z.string().check(z.startsWith('/')),
  to: z.string().check(z.minLength(1)),
  status: z._default(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]), 301),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

const routeRules = z.pipe(
  z.pipe(
    z._default(z.string(), '[]'),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'ROUTE_RULES must be JSON', input: text });
        return z.NEVER;
      }
    }),
  ),
  z.array(routeRuleSchema),
);

/**
 * Runtime configuration of the site worker: wrangler vars (public) and secrets (private).
 * `.dev.vars.example` documents every setting.
 */
const configSchema = z.object({
  // Public settings: safe to show in the page.
  PUBLIC_SITE_URL: z._default(z.url(), 'http://localhost:8787'),
  PUBLIC_HIDE_PRIVATE_ROUTES: flag,
  PUBLIC_OAUTH_CLIENT_ID: z.string().check(z.minLength(1)),
  PUBLIC_OAUTH_SCOPE: z.string().check(z.minLength(1)),
  PUBLIC_YANDEX_MAPS_API_KEY: optionalText,
  PUBLIC_METRIKA_ENABLED: flag,
  /** "true": no service worker; browsers that have one drop it and its copies (decision 0031). */
  PUBLIC_OFFLINE_DISABLED: flag,
  PUBLIC_METRIKA_ID: z.pipe(
    optionalText,
    z.optional(z.string().check(z.regex(/^\d+$/, 'PUBLIC_METRIKA_ID must be digits'))),
  ),
  // Private settings.
  OAUTH_CLIENT_SECRET: z.string().check(z.minLength(1)),
  SESSION_SECRETS: z.pipe(
    z.pipe(
      z.string({ error: 'SESSION_SECRETS is required (comma-separated, newest first, 32+ characters each)' }),
      z.transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ),
    z
      .array(z.string().check(z.minLength(32, 'each SESSION_SECRETS entry needs at least 32 characters')))
      .check(z.minLength(1)),
  ),
  // HMAC key of the SMS proof-of-work challenges; without it one is derived from SESSION_SECRETS.
  ALTCHA_HMAC_KEY: z.optional(z.string().check(z.minLength(32, 'ALTCHA_HMAC_KEY needs at least 32 characters'))),
  // Signs the visitor's address for an upstream reached by URL (edge/upstream/visitor-address.ts).
  VISITOR_ADDRESS_KEY: z.optional(
    z.string().check(z.minLength(32, 'VISITOR_ADDRESS_KEY needs at least 32 characters')),
  ),
  // The VAPID key pair of payment reminders (Web Push), a P-256 JWK (scripts/vapid-keys.mjs); without it reminders are off.
  VAPID_PRIVATE_KEY: z.pipe(optionalText, z.optional(vapidKeySchema)),
  UPSTREAM_API_URL: z.url(),
  UPSTREAM_AUTH_URL: z.url(),
  // Reach the upstream at its URLs even where an UPSTREAM binding exists (a test's fault double).
  UPSTREAM_VIA_URL: flag,
  UPSTREAM_TIMEOUT_MS: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(100), z.lte(60_000))), 8000),
  ROUTE_RULES: routeRules,
  // Local servers only: name an encoding so workerd compresses pages as Cloudflare's edge would.
  LOCAL_COMPRESSION: flag,
  // Test runs only (refused by deploy:check): every public call reaches the upstream, so the fault
  // site meets each fault, never an answer an earlier suite left in the 30-s public-data cache.
  NO_PUBLIC_DATA_CACHE: flag,
  // Test runs only (refused by deploy:check): the account's «today», so due dates do not age.
  FIXED_TODAY: z.pipe(
    optionalText,
    z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'FIXED_TODAY must be YYYY-MM-DD'))),
  ),
});

export type SiteConfig = z.infer<typeof configSchema>;

/** The public part that may be handed to client components. */
export type PublicConfig = {
  siteUrl: string;
  hidePrivateRoutes: boolean;
  yandexMapsApiKey: string | undefined;
  metrikaId: string | undefined;
  /** Whether the browser keeps the service worker (the installable app, the account offline). */
  offline: boolean;
};

export class ConfigError extends Error {}

const cache = new WeakMap<object, SiteConfig>();

/** Whether the site reaches the upstream at its URLs: no UPSTREAM service binding, or UPSTREAM_VIA_URL. */
export function upstreamViaUrl(env: object, config: SiteConfig): boolean {
  const binding = (env as { UPSTREAM?: { fetch?: unknown } }).UPSTREAM;
  return config.UPSTREAM_VIA_URL || typeof binding?.fetch !== 'function';
}

export const VISITOR_ADDRESS_KEY_REQUIRED =
  'VISITOR_ADDRESS_KEY is required when the upstream is reached by URL (no UPSTREAM service binding, or UPSTREAM_VIA_URL=true): without it the upstream counts every visitor as the site worker’s one address. / Ключ VISITOR_ADDRESS_KEY обязателен, когда бэк-офис доступен по адресу: без него бэк-офис считает всех посетителей одним адресом (адресом сайта). Set the same secret on both workers (wrangler secret put VISITOR_ADDRESS_KEY; locally npm start writes it to .dev.vars).';

/**
 * The rules across settings and bindings: reached by URL, the upstream sees the site worker's
 * address on every request, so only the signed visitor address (edge/upstream/visitor-address.ts)
 * keeps per-address limits per visitor. Without the key the site refuses to start: counting every
 * visitor as one would let one visitor lock sign-in and SMS codes for all.
 */
const configSchemaIn = (env: object) =>
  configSchema.check(
    z.superRefine((config, ctx) => {
      if (upstreamViaUrl(env, config) && !config.VISITOR_ADDRESS_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['VISITOR_ADDRESS_KEY'],
          message: VISITOR_ADDRESS_KEY_REQUIRED,
          input: config,
        });
      }
    }),
  );

/** Parses the worker's env once per isolate; a missing or malformed setting throws a ConfigError. */
export function loadConfig(env: object): SiteConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchemaIn(env).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Site configuration is invalid:\n${lines.join('\n')}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

export function publicConfig(config: SiteConfig): PublicConfig {
  return {
    siteUrl: config.PUBLIC_SITE_URL,
    hidePrivateRoutes: config.PUBLIC_HIDE_PRIVATE_ROUTES,
    yandexMapsApiKey: config.PUBLIC_YANDEX_MAPS_API_KEY,
    metrikaId: config.PUBLIC_METRIKA_ENABLED ? config.PUBLIC_METRIKA_ID : undefined,
    offline: !config.PUBLIC_OFFLINE_DISABLED,
  };
}
