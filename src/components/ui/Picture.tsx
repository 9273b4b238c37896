import { pictureLoading } from '@src/lib/picture-loading';

type Image = { src: string; width: number; height: number };

/**
 * A picture from the upstream at its own size, loaded by its place on the page: `largestPaint`
 * for the page's largest paint, lazy otherwise (src/lib/picture-loading.ts).
 */
export function Picture({
  image,
  className,
  alt = '',
  largestPaint = false,
}: {
  image: Image;
  className: string;
  alt?: string;
  largestPaint?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      {...pictureLoading(largestPaint)}
      decoding="async"
    />
  );
}
