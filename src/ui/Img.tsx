import { preload } from 'react-dom';
import type { ImageOutput } from '../shared/fields.ts';

/**
 * How wide images are shown in the layouts the blocks use (the content column is 72rem at most),
 * for the `sizes` attribute of raster images' copies.
 */
export const IMAGE_SIZES = {
  column: '(min-width: 72rem) 72rem, 100vw',
  /** The article column (max-w-3xl). */
  article: '(min-width: 48rem) 48rem, 100vw',
  /** One of two columns from lg (hero, text with image). */
  halfFromLg: '(min-width: 72rem) 34rem, (min-width: 64rem) 50vw, 100vw',
  /** One of two columns from md. */
  halfFromMd: '(min-width: 72rem) 34rem, (min-width: 48rem) 50vw, 100vw',
  /** Card grids: two columns from sm, three from lg. */
  third: '(min-width: 72rem) 22rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  /** The blog's masonry: three columns from 1100 px, two from 700 px. */
  masonry: '(min-width: 1100px) 22rem, (min-width: 700px) 50vw, 100vw',
  /** Team portraits: leaders full width on phones, then 12rem; others 10rem. */
  leader: '(min-width: 40rem) 12rem, 100vw',
  member: '10rem',
} as const;

/**
 * Images always carry their intrinsic size (no layout shift). The hero image is the likely
 * largest paint, so it loads eagerly with high priority; everything else waits for scrolling.
 * Raster images come with resized AVIF and WebP copies: `sizes` tells the browser how wide the
 * image is shown, so it downloads the smallest copy that is sharp at that width.
 */
export function Img({
  image,
  priority = false,
  className = '',
  sizes = IMAGE_SIZES.column,
}: {
  image: ImageOutput;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`h-auto max-w-full ${className}`}
    />
  );
  if (!image.sources?.length) return img;
  // React preloads a priority <img> by itself, but not inside <picture>: preload the best copy.
  if (priority)
    preload(image.src, { as: 'image', type: image.sources[0]!.type, imageSrcSet: image.sources[0]!.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // display: contents keeps the <img> the layout's child, as it is without copies.
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
