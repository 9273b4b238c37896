import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { ApiError, notFound } from '../../http/errors';
import { contentDisposition } from '../../http/file-response';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { validate } from '../../http/validate';

interface PrivateFileRow {
  key: string;
  filename: string;
  content_type: string;
  body: string;
  expires_at: string | null;
}

const query = z.object({
  key: z.string().regex(/^[0-9a-f]{32}$/, 'Ключ файла — 32 шестнадцатеричных символа'),
});

/**
 * A file reachable only by its unguessable 128-bit key (a capability link the back office hands to
 * one client, e.g. in an e-mail). No token needed; a link may expire. Never cached by proxies.
 */
export function privateFileRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/private-file', validate('query', query), async (c) => {
    const f = await c.env.DB.prepare('SELECT * FROM private_files WHERE key = ?1')
      .bind(c.req.valid('query').key)
      .first<PrivateFileRow>();
    if (!f) throw notFound('Файл не найден');
    if (f.expires_at !== null && Date.parse(f.expires_at) < Date.now()) {
      throw new ApiError(410, 'Срок действия ссылки на файл истёк');
    }
    const bytes = new TextEncoder().encode(f.body);
    return c.body(bytes, 200, {
      'Content-Type': f.content_type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition('attachment', f.filename),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  r.all('/private-file', methodNotAllowed('GET'));
  return r;
}
