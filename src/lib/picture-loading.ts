/**
 * How the browser loads a picture by its place on the page. The page's largest paint (the first
 * car of the catalogue, the first news cover, an article's cover, a car's first photo) is asked
 * for at once and before other files — React then also preloads it from the head — so it is not
 * held back until the page is laid out; every other picture waits until it comes near the
 * viewport.
 */
export function pictureLoading(largestPaint: boolean) {
  return largestPaint ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}
