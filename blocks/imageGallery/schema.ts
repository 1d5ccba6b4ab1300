import type { ImageOutput } from '../../src/shared/fields.ts';
import { text } from '../../src/shared/fields.ts';
import type { DeriveContext } from '../page.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

const isImage = (node: object): node is ImageOutput =>
  'src' in node && 'alt' in node && 'width' in node && 'height' in node && typeof node.src === 'string' && typeof node.alt === 'string';

/**
 * Every image any page shows, found by walking the page data (images are the only objects
 * with src, alt, width and height), so a new page's artwork appears with no code. One entry
 * per file, sorted by path; the first alt text met is kept.
 */
export function deriveImages({ pages, templates }: Pick<DeriveContext, 'pages' | 'templates'>): { images: ImageOutput[] } {
  const found = new Map<string, ImageOutput>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if (isImage(node)) {
        if (!found.has(node.src)) found.set(node.src, { src: node.src, alt: node.alt, width: node.width, height: node.height });
      } else Object.values(node).forEach(walk);
    }
  };
  for (const page of [...pages, ...templates]) walk(page.data.blocks);
  return { images: [...found.values()].sort((a, b) => a.src.localeCompare(b.src)) };
}

export const imageGalleryBlock = defineBlock(
  'imageGallery',
  'Every unique image the site uses, each with a download link.',
  {
    ...sectionHeading({ heading: 'Heading of the gallery.' }),
    downloadLabel: text('Label of each download link.').default('Save Image'),
  },
  { derive: (_block, context) => deriveImages(context) },
);

export type ImageGalleryProps = BlockProps<typeof imageGalleryBlock>;
