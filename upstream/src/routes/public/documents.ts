import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { contentDisposition } from '../../http/file-response';
import { methodNotAllowed } from '../../http/method-not-allowed';

interface DocumentRow {
  id: number;
  slug: string;
  title: string;
  filename: string;
  content_type: string;
  body: string;
  updated_at: string;
}

const encoder = new TextEncoder();

/**
 * Public documents (personal-data policy, leasing rules, requisites) as real files with their own
 * content type. Mounted under the API prefixes and at the root, where the spec places /documents/{slug}.
 */
export function documentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/documents', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT * FROM documents ORDER BY id').all<DocumentRow>();
    return c.json({
      items: results.map((d) => ({
        id: d.id,
        slug: d.slug,
        title: d.title,
        filename: d.filename,
        contentType: d.content_type,
        size: encoder.encode(d.body).byteLength,
        url: `/documents/${d.slug}`,
        updatedAt: d.updated_at,
      })),
    });
  });
  r.all('/documents', methodNotAllowed('GET'));
  r.get('/documents/:slug', async (c) => {
    const d = await c.env.DB.prepare('SELECT * FROM documents WHERE slug = ?1')
      .bind(c.req.param('slug'))
      .first<DocumentRow>();
    if (!d) throw notFound('Документ не найден');
    const bytes = encoder.encode(d.body);
    return c.body(bytes, 200, {
      'Content-Type': d.content_type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition('inline', d.filename),
      'Last-Modified': new Date(d.updated_at).toUTCString(),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  r.all('/documents/:slug', methodNotAllowed('GET'));
  return r;
}
