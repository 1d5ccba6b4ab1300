import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageSource } from '../shared/fields.ts';

/** Raster images get resized copies in modern formats; SVG scales by itself. */
export const RESIZABLE = /\.(png|jpe?g|webp)$/i;

/** The raster images among some images (their src), each once and sorted: those resized copies are made of. */
export const photosAmong = (images: Iterable<string>): string[] => [...new Set([...images].filter((src) => RESIZABLE.test(src)))].sort();

/** Widths of the copies, up to the file's own width (phones, tablets, laptops, large screens). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** No copy is wider than this, however large the original. */
const MAX_WIDTH = 1920;
/** Most capable format first: the browser takes the first <source> it supports. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
/**
 * Part of every copy's name, beside the original's content hash: a new value whenever the way
 * copies are encoded changes (now: turned upright by their EXIF orientation), so no cache, ours
 * or a browser's, keeps a copy made the old way.
 */
const ENCODING_REVISION = 'upright';
/** Where the copies are served from (written to dist/, generated on request in dev). */
export const VARIANTS_URL = '/images/variants/';

export interface ImageVariant {
  /** The original, under public/. */
  source: string;
  /** Public URL of the copy. */
  url: string;
  width: number;
  format: (typeof VARIANT_FORMATS)[number];
}

/**
 * The copies of one raster image: each width up to its own (capped), in each format. The file's
 * content hash is in the names, so a replaced image never shows a stale cached copy.
 */
export function imageVariants(file: string, src: string, width: number): ImageVariant[] {
  const hash = createHash('sha256').update(ENCODING_REVISION).update(readFileSync(file)).digest('hex').slice(0, 10);
  const largest = Math.min(width, MAX_WIDTH);
  const widths = [...new Set([...VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest])];
  const base = path.posix.basename(src).replace(RESIZABLE, '');
  return VARIANT_FORMATS.flatMap((format) =>
    widths.map((variantWidth) => ({ source: file, url: `${VARIANTS_URL}${base}-${hash}-${variantWidth}.${format}`, width: variantWidth, format })),
  );
}

/** The <source> elements for a set of copies: one srcset per format. */
export function imageSources(variants: readonly ImageVariant[]): ImageSource[] {
  return VARIANT_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', '),
  }));
}
