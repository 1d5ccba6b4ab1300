import { z } from 'zod';

/**
 * Field kinds the compiler must treat specially after zod has validated a document
 * (plain text is marked too, so tools can find every piece of visible copy):
 * links are checked against the routes, rich text is sanitised, images are measured,
 * references are replaced by the shared item they name. Kinds live in a zod registry so
 * the schema itself says which field is which; nothing is matched by field name.
 */
export type FieldKind = { kind: 'text' } | { kind: 'link' } | { kind: 'html' } | { kind: 'image' } | { kind: 'ref'; collection: string };

export const fieldKinds = z.registry<FieldKind>();

const SAFE_LINK = /^(@booking|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d()\s.-]+|\/(?![/\\])[^\s]*|#[\w-]*)$/i;

/** A short line of text shown on the page. */
export function text(description: string) {
  return z.string().trim().min(1, 'Must not be empty.').describe(description).register(fieldKinds, { kind: 'text' });
}

/**
 * A link target: an absolute http(s) URL, mailto:, tel:, a site path starting with "/" or an
 * in-page "#anchor". Anything else (javascript:, data:, relative paths) is refused because it
 * is either unsafe or breaks when the page moves.
 */
export function link(description: string) {
  return z
    .string()
    .trim()
    .regex(SAFE_LINK, {
      message:
        'Links must start with https://, http://, mailto:, tel:, / (a page of this site), # (an anchor on the page), or be @booking (the booking page from the site settings).',
    })
    .describe(description)
    .register(fieldKinds, { kind: 'link' });
}

/** Rich text: a small HTML fragment (paragraphs, lists, emphasis, links). Sanitised at build time. */
export function html(description: string) {
  return z.string().trim().min(1, 'Must not be empty.').describe(description).register(fieldKinds, { kind: 'html' });
}

/** One <source> of a raster image: its resized copies in one modern format. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ImageOutput {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Raster images only: resized copies in modern formats, one srcset per format. */
  sources?: ImageSource[];
}

/**
 * An image from public/. Authors give the path and the alt text; the build reads the intrinsic
 * width and height from the file so the page never shifts while it loads, and gives raster
 * images resized AVIF and WebP copies (src/content/responsive-images.ts).
 */
export function image(description: string) {
  return (
    z
      .strictObject({
        src: z
          .string()
          .regex(/^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i, {
            message: 'Image paths start with / and name a file in public/ (svg, png, jpg, webp or avif).',
          })
          .meta({ examples: ['/images/hero-home.svg'] })
          .describe('Path of the image file under public/, for example /images/hero-home.svg.'),
        alt: z
          .string()
          .trim()
          .min(1, 'Describe the image for people who cannot see it.')
          .describe('Alternative text: what the image shows, for screen readers and search engines.'),
      })
      .describe(description)
      // Width and height are filled in by the compiler from the file itself.
      .transform((value): ImageOutput => ({ ...value, width: 0, height: 0 }))
      .register(fieldKinds, { kind: 'image' })
  );
}

/**
 * A reference by id to an item of a shared collection in pages/_data/<collection>.yaml.
 * The compiler replaces the id with the item, so the output type is the item's type.
 */
export function ref<T>(collection: string, description: string) {
  return z
    .string()
    .trim()
    .min(1)
    .describe(`${description} (an id from pages/_data/${collection}.yaml)`)
    .transform((id) => id as unknown as T)
    .register(fieldKinds, { kind: 'ref', collection });
}
