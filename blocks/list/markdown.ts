import { actionLinks, blocksOf, bullets, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { ListProps } from './schema.ts';

const listMarkdown: BlockMarkdown<ListProps> = (list, context) =>
  blocksOf(
    sectionHead(list),
    list.style === 'numbered' ? list.items.map((item, index) => `${index + 1}. ${text(item)}`).join('\n') : bullets(list.items.map(text)),
    actionLinks(list.actions, context),
  );

export default listMarkdown;
