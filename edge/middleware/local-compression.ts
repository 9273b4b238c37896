import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { SiteEnv } from '../context';

/** The encodings workerd can apply itself, best first. */
const ENCODINGS = ['br', 'gzip'] as const;

function chooseEncoding(accepted: string): (typeof ENCODINGS)[number] | undefined {
  const offers = new Map<string, number>();
  for (const part of accepted.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offers.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.find((name) => (offers.get(name) ?? offers.get('*') ?? 0) > 0);
}

/**
 * Compressed HTML, RSC payloads and JSON under `npm start`, as the deployed site gets them from
 * Cloudflare's edge, so local measurements mirror production (LOCAL_COMPRESSION, switched on by
 * the local servers only). The body stays plain: naming an encoding is enough, workerd compresses
 * on the way out (a body compressed here would be compressed twice).
 */
export const localCompression = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  await next();
  if (!c.var.config?.LOCAL_COMPRESSION) return;
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (
    res.headers.has('content-encoding') ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '')
  ) {
    return;
  }
  const vary = res.headers.get('vary');
  const encoding = chooseEncoding(c.req.header('accept-encoding') ?? '');
  try {
    if (!vary || !/accept-encoding/i.test(vary))
      c.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!encoding) return;
    c.header('content-encoding', encoding);
    c.res.headers.delete('content-length');
  } catch {
    // Headers of a response built elsewhere may be immutable; it then goes as it is.
  }
};
