import type { ImageOutput } from '../content/fields.ts';

/**
 * Images always carry their intrinsic size (no layout shift). The hero image is the likely
 * largest paint, so it loads eagerly with high priority; everything else waits for scrolling.
 */
export function Img({ image, priority = false, className = '' }: { image: ImageOutput; priority?: boolean; className?: string }) {
  return (
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
}
