import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import { orNull } from './not-found';
import type { Transport } from './transport';

const cmsPageSchema = z.pipe(
  z.object({
    id: z.number(),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    h1: z.optional(z.nullable(z.string())),
    content: z._default(z.string(), ''),
    seo: z.optional(z.partial(z.object({ title: z.string(), description: z.string() }))),
    updatedAt: z.optional(z.string()),
  }),
  z.transform((p) => ({
    slug: p.slug,
    url: p.url,
    title: p.title,
    heading: p.h1 || p.title,
    /** Upstream HTML: sanitise before rendering (src/lib/sanitize-html.ts). */
    contentHtml: p.content,
    seoTitle: p.seo?.title,
    seoDescription: p.seo?.description,
    updatedAt: p.updatedAt,
  })),
);

export type CmsPage = z.output<typeof cmsPageSchema>;

/** GET /pages/find-by-url: the CMS page of a site path (`/about`), or null when there is none. */
export function findPageByUrl(t: Transport, url: string): Promise<CmsPage | null> {
  return orNull(() => cachedCall(t, '/api/v1/pages/find-by-url', cmsPageSchema, { query: { url } }));
}
