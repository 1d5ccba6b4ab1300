import type { ImageOutput } from '../../src/shared/fields.ts';
import { text } from '../../src/shared/fields.ts';
import type { DeriveContext, PageSummary } from '../page.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';
import { byText } from '../../src/shared/text-order.ts';

const showsImages = (page: PageSummary) => page.images.length > 0;

/**
 * Every image any page shows, so a new page's artwork appears with no code. One entry per
 * file, sorted by path; the first alt text met (in page order) is kept.
 */
export function deriveImages({ pages, templates }: Pick<DeriveContext, 'pages' | 'templates'>): { images: ImageOutput[] } {
  const found = new Map<string, ImageOutput>();
  for (const page of [...pages, ...templates]) for (const image of page.images) if (!found.has(image.src)) found.set(image.src, image);
  return { images: [...found.values()].sort((a, b) => byText(a.src, b.src)) };
}

export const imageGalleryBlock = defineBlock(
  'imageGallery',
  'Every unique image the site uses, each with a download link.',
  {
    ...sectionHeading({ heading: 'Heading of the gallery.' }),
    downloadLabel: text('Label of each download link.').default('Save Image'),
  },
  {
    derive: (_block, context) => deriveImages(context),
    lists: ({ settings, pages, templates }) => ({ settings, pages: pages.filter(showsImages), templates: templates.filter(showsImages) }),
  },
);

export type ImageGalleryProps = BlockProps<typeof imageGalleryBlock>;
