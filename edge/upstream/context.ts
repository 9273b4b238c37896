import { addressKey } from '@common/with-upstream/address-key';
import type { SiteContext } from '../context';
import { UpstreamError } from '../errors';
import { requestDeadline } from './deadline';
import type { Transport } from './transport';

/** The visitor's address: Cloudflare's header, else the first X-Forwarded-For entry (local runs). */
export function clientIp(c: SiteContext): string | undefined {
  const cf = c.req.header('cf-connecting-ip')?.trim();
  if (cf) return cf;
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

/** The key the visitor is counted under by per-address limits: the address, an IPv6 one by its /64. */
export const visitorKey = (c: SiteContext): string => addressKey(clientIp(c));

/**
 * The upstream transport for a request: its config, the service binding, the visitor's address,
 * and the session's access token (already refreshed by the session middleware; without a token
 * no Authorization header is sent), and the request's one upstream deadline. Pass `accessToken` to override it, `null` to send none.
 */
export function transportFor(c: SiteContext, accessToken?: string | null): Transport {
  const binding = c.var.config.UPSTREAM_VIA_URL ? undefined : c.env?.UPSTREAM;
  return {
    config: c.var.config,
    binding: binding && typeof binding.fetch === 'function' ? binding : undefined,
    accessToken: accessToken === null ? undefined : (accessToken ?? c.var.session?.accessToken),
    client: { ip: clientIp(c), userAgent: c.req.header('user-agent') },
    onFailure: (error) => c.set('renderFailure', error),
    deadline: requestDeadline(c),
    lastFailure: () => {
      const failure = c.var.renderFailure;
      return failure instanceof UpstreamError ? failure : undefined;
    },
  };
}
