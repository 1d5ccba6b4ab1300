import path from 'node:path';
import { imageSize } from '../content/image-size.ts';
import { imageVariants, type ImageVariant } from '../content/responsive-images.ts';
import { withShown, type Snapshot } from './build-snapshot.ts';

/** What a one-page rebuild changes of the resized copies of photos in the output folder. */
export interface CopiesChange {
  /** The copies of the photos the document shows now and no document showed: made with it. */
  make: ImageVariant[];
  /** The copies (files inside the output folder) of the photos it showed and no document shows now: removed. */
  remove: string[];
  /** Which documents show each photo then (see Snapshot.photos). */
  photos: Snapshot['photos'];
}

/**
 * The copies a full build would add or remove after document `name` (inside pages/) came to show
 * the photos `shown` (none: it is gone), whose copies are `variants`: a photo's copies are in the
 * site while any document shows it. The static files are those of the last full build (a change
 * to them is a full build's), so a photo's copies are named as it named them.
 */
export function copiesChange(snapshot: Snapshot, publicDir: string, name: string, shown: readonly string[], variants: readonly ImageVariant[]): CopiesChange {
  const photos = withShown(snapshot.photos, name, shown);
  const added = new Set(shown.filter((src) => !snapshot.photos.has(src)).map((src) => path.join(publicDir, src)));
  const gone = [...snapshot.photos.keys()].filter((src) => !photos.has(src));
  return {
    make: variants.filter((variant) => added.has(variant.source)),
    remove: gone.flatMap((src) => {
      const file = path.join(publicDir, src);
      return imageVariants(file, src, imageSize(file)!.width).map((variant) => variant.url.slice(1));
    }),
    photos,
  };
}
