import { requestContext } from '../context';
import { transportFor } from './context';
import type { Transport } from './transport';

/** The upstream transport of the request being rendered (server components call this). */
export function requestTransport(): Transport {
  const c = requestContext();
  if (!c) throw new Error('requestTransport() called outside a request');
  return transportFor(c);
}
