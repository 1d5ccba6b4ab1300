import { actionLinks, blocksOf, image, rich, sectionHead, type BlockMarkdown } from '../markdown.ts';
import type { RichTextProps } from './schema.ts';

const richTextMarkdown: BlockMarkdown<RichTextProps> = (section, context) =>
  blocksOf(sectionHead(section), rich(section.body, context), actionLinks(section.actions, context), section.image && image(section.image, context));

export default richTextMarkdown;
