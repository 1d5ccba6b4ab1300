import { blocksOf, heading, image, link, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { WorkExamplesProps } from './schema.ts';

/**
 * Each example as a heading (an h3 on the page) above its description, the live site and the
 * screenshot. Without a link the page's button only shows a "coming soon" toast: it is left out.
 */
const workExamplesMarkdown: BlockMarkdown<WorkExamplesProps> = (examples, context) =>
  blocksOf(
    sectionHead(examples),
    ...examples.items.map((item) =>
      blocksOf(heading(3, item.title), text(item.description), item.link && link(examples.buttonLabel, item.link, context), image(item.image, context)),
    ),
  );

export default workExamplesMarkdown;
