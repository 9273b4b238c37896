import * as z from 'zod/mini';
import { UpstreamError } from '../errors';
import { cachedCall } from './cached-call';
import type { Transport } from './transport';

const seoSchema = z.pipe(
  z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.optional(z.string()),
    h1: z.optional(z.string()),
  }),
  z.transform((s) => ({ title: s.title, description: s.description, keywords: s.keywords, h1: s.h1 })),
);

export type SeoData = z.output<typeof seoSchema>;

/** Keys the upstream knows for the site's routes (upstream/API-public.md, seo-datas). */
export type SeoKey =
  | 'home'
  | 'catalog'
  | 'news'
  | 'about'
  | 'credit'
  | 'trade-in'
  | 'contacts'
  | 'leasing-terms'
  | 'leasing-calculator'
  | 'login'
  | 'registration';

/**
 * GET /api/v1/seo-datas/{key}, public data every render of a page repeats: cached (public-cache.ts);
 * a route without SEO data falls back to the page's own texts.
 */
export async function getSeoData(t: Transport, key: SeoKey): Promise<SeoData | undefined> {
  try {
    return await cachedCall(t, `/api/v1/seo-datas/${encodeURIComponent(key)}`, seoSchema);
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return undefined;
    throw err;
  }
}
