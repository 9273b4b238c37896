import { requestContext } from '@edge/context';
import { type HandlerInterceptor, unstable_setNonce as setNonce } from 'waku/router/server';

/** Hands the edge's per-response CSP nonce to Waku for its inline scripts. */
const nonce: HandlerInterceptor = async (next) => {
  const value = requestContext()?.var.nonce;
  if (value) setNonce(value);
  return next();
};

export default nonce;
