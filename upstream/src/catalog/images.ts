/** Size of the generated car illustrations (16:9). */
export const CAR_IMAGE = { width: 640, height: 360 } as const;
/** Size of the generated news covers (Open Graph 1.91:1). */
export const NEWS_IMAGE = { width: 1200, height: 630 } as const;

export interface ImageRef {
  /** Path relative to the upstream base URL; the BFF proxies or prefixes it. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const carImage = (slug: string, alt: string): ImageRef => ({
  src: `/media/cars/${slug}.svg`,
  ...CAR_IMAGE,
  alt,
});

export const newsImage = (code: string, alt: string): ImageRef => ({
  src: `/media/news/${code}.svg`,
  ...NEWS_IMAGE,
  alt,
});
