import { loadConfig } from '@edge/config';
import type { Transport } from '@edge/upstream/transport';

/** The edge configuration of the unit tests: the local OAuth client, and upstream addresses no test reaches. */
const config = loadConfig({
  PUBLIC_OAUTH_CLIENT_ID: 'web',
  PUBLIC_OAUTH_SCOPE: '*',
  OAUTH_CLIENT_SECRET: 'web-local-secret',
  SESSION_SECRETS: 'x'.repeat(32),
  VISITOR_ADDRESS_KEY: 'v'.repeat(32),
  UPSTREAM_API_URL: 'http://upstream.test',
  UPSTREAM_AUTH_URL: 'http://auth.test',
});

/** A transport whose upstream binding is `fetch`: the test answers for the upstream and records what it was asked. */
export function transportTo(fetch: (input: string, init: RequestInit) => Promise<Response>): Transport {
  return { config, binding: { fetch } as unknown as Fetcher };
}
