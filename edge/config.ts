import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const routeRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

const routeRules = z
  .string()
  .default('[]')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'ROUTE_RULES must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(routeRuleSchema));

/**
 * Runtime configuration of the site worker: wrangler vars (public) and secrets (private).
 * `.dev.vars.example` documents every setting.
 */
const configSchema = z.object({
  // Public settings: safe to show in the page.
  PUBLIC_SITE_URL: z.url().default('http://localhost:8787'),
  PUBLIC_HIDE_PRIVATE_ROUTES: flag,
  PUBLIC_OAUTH_CLIENT_ID: z.string().min(1),
  PUBLIC_OAUTH_SCOPE: z.string().min(1),
  PUBLIC_YANDEX_MAPS_API_KEY: optionalText,
  PUBLIC_METRIKA_ENABLED: flag,
  PUBLIC_METRIKA_ID: optionalText.pipe(z.string().regex(/^\d+$/, 'PUBLIC_METRIKA_ID must be digits').optional()),
  // Private settings.
  OAUTH_CLIENT_SECRET: z.string().min(1),
  SESSION_SECRETS: z
    .string({ error: 'SESSION_SECRETS is required (comma-separated, newest first, 32+ characters each)' })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each SESSION_SECRETS entry needs at least 32 characters')).min(1)),
  UPSTREAM_API_URL: z.url(),
  UPSTREAM_AUTH_URL: z.url(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  ROUTE_RULES: routeRules,
});

export type SiteConfig = z.infer<typeof configSchema>;

/** The public part that may be handed to client components. */
export type PublicConfig = {
  siteUrl: string;
  hidePrivateRoutes: boolean;
  yandexMapsApiKey: string | undefined;
  metrikaId: string | undefined;
};

export class ConfigError extends Error {}

const cache = new WeakMap<object, SiteConfig>();

/** Parses the worker's env once per isolate; a missing or malformed setting throws a ConfigError. */
export function loadConfig(env: object): SiteConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
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
  };
}
