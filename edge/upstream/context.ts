import type { SiteContext } from '../context';
import type { Transport } from './transport';

/** The upstream transport for a request: its config, the service binding, the session's token. */
export function transportFor(c: SiteContext, accessToken?: string): Transport {
  const binding = c.env?.UPSTREAM;
  return {
    config: c.var.config,
    binding: binding && typeof binding.fetch === 'function' ? binding : undefined,
    accessToken,
    onFailure: (error) => c.set('renderFailure', error),
  };
}
