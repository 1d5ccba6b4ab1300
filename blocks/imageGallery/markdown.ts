import { bullets, blocksOf, image, link, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import { fileName } from './ImageGallery.tsx';
import type { ImageGalleryProps } from './schema.ts';

/** Each image with its alt text, then its file name (the caption) and its download link. */
const imageGalleryMarkdown: BlockMarkdown<ImageGalleryProps> = (gallery, context) =>
  blocksOf(
    sectionHead(gallery),
    bullets(gallery.images.map((img) => `${image(img, context)}\n${text(fileName(img.src))}: ${link(gallery.downloadLabel, img.src, context)}`)),
  );

export default imageGalleryMarkdown;
