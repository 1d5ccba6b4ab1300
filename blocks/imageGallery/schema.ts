import { text } from '../../src/content/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';

export const imageGalleryBlock = defineBlock('imageGallery', 'Every unique image the site uses, each with a download link.', {
  heading: text('Heading of the gallery.'),
  intro: text('A sentence under the heading.').optional(),
  downloadLabel: text('Label of each download link.').default('Save Image'),
});

export type ImageGalleryProps = BlockProps<typeof imageGalleryBlock>;
