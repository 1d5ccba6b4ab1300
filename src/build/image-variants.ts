import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { ImageVariant } from '../content/responsive-images.ts';
import { contentHash } from './content-hash.ts';
import type { OutputPlan } from './output-plan.ts';
import { loadSharp } from './sharp.ts';

/** Visually close to the originals at a fraction of their weight. */
const QUALITY: Record<ImageVariant['format'], number> = { avif: 50, webp: 75 };

/** Encodes one copy (into the cache, so later builds and the dev server reuse it) and returns its path. */
export async function encodeVariant(variant: ImageVariant, cacheDir: string): Promise<string> {
  const cached = path.join(cacheDir, path.posix.basename(variant.url));
  if (existsSync(cached)) return cached;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  // rotate() with no angle applies the EXIF orientation (the copies carry no EXIF), so a portrait
  // phone photo stays portrait at the width its name says.
  const sharp = await loadSharp();
  await sharp(variant.source)
    .rotate()
    .resize({ width: variant.width, withoutEnlargement: true })
    [variant.format]({ quality: QUALITY[variant.format] })
    .toFile(partial);
  renameSync(partial, cached);
  return cached;
}

/** Where encoded copies are kept between builds: their names carry the original's content hash. */
export const variantCache = (root: string) => path.join(root, 'node_modules', '.cache', 'image-variants');

/** Claims every resized copy the pages use; copies those not yet in the output folder. */
export async function writeImageVariants(variants: readonly ImageVariant[], plan: OutputPlan, cacheDir: string): Promise<void> {
  for (const variant of variants) {
    const file = variant.url.slice(1);
    // The name carries the original's content hash, the width and the format.
    if (!plan.claim(file, contentHash('variant', variant.url))) continue;
    plan.stageCopy(file, await encodeVariant(variant, cacheDir));
  }
}
