import type { MiddlewareHandler } from 'hono';
import { ConfigError, loadConfig } from '../config';
import type { SiteEnv } from '../context';
import { requestedDeadline } from '../internal';
import { requestDeadline } from '../upstream/deadline';

/**
 * Workers get settings as bindings. Under `npm run dev` Waku runs on Node without bindings, and
 * scripts/dev.mjs passes the same settings as environment variables instead.
 */
function settingsSource(env: object | undefined): object {
  if (env && 'PUBLIC_OAUTH_CLIENT_ID' in env) return env;
  const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return nodeEnv ?? env ?? {};
}

/** The configuration of this worker's env (cached per isolate); throws a ConfigError when invalid. */
export const configOf = (env: object | undefined) => loadConfig(settingsSource(env));

/** The configuration of a worker's env, or null when it is invalid (the site then answers with its error). */
export function configOrNull(env: unknown) {
  try {
    return configOf(typeof env === 'object' && env !== null ? env : undefined);
  } catch {
    return null;
  }
}

/** Validates runtime configuration before anything else runs; a bad setting stops every request. */
export const configMiddleware = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  try {
    c.set('config', configOf(c.env));
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    // A monitor reads the health answer: it names what stops the site (VISITOR_ADDRESS_KEY, …).
    if (new URL(c.req.url).pathname === '/api/health') {
      const problems = err.message
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^\s*-\s*/, ''));
      return c.json({ site: 'misconfigured', problems }, 500, { 'cache-control': 'no-store' });
    }
    return c.text(`${err.message}\nSee .dev.vars.example for every setting.`, 500);
  }
  // The upstream budget of the whole request starts with the request (issue 22); the error screen's
  // internal render goes on with the budget of the request it ends.
  const inherited = requestedDeadline(c.req.raw.headers);
  if (inherited !== undefined) c.set('upstreamDeadline', inherited);
  requestDeadline(c);
  await next();
};
