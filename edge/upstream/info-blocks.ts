import * as z from 'zod/mini';
import { cachedCall } from './cached-call';
import { orNull } from './not-found';
import type { Transport } from './transport';

const infoBlockSchema = z.pipe(
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.optional(z.nullable(z.string())),
    items: z._default(
      z.array(z.object({ title: z.string(), text: z._default(z.string(), ''), icon: z.optional(z.string()) })),
      [],
    ),
  }),
  z.transform((b) => ({
    slug: b.slug,
    title: b.title,
    subtitle: b.subtitle ?? null,
    items: b.items.map((i) => ({ title: i.title, text: i.text, icon: i.icon ?? null })),
  })),
);

export type InfoBlock = z.output<typeof infoBlockSchema>;

/** Slugs the upstream seeds (upstream/API-public.md, info-blocks). */
export type InfoBlockSlug =
  | 'advantages'
  | 'how-it-works'
  | 'for-individuals'
  | 'for-business'
  | 'required-documents'
  | 'subscription';

/** GET /info-blocks/{slug}, or null when the back office has no such block. */
export function getInfoBlock(t: Transport, slug: InfoBlockSlug): Promise<InfoBlock | null> {
  return orNull(() => cachedCall(t, `/api/v1/info-blocks/${encodeURIComponent(slug)}`, infoBlockSchema));
}
