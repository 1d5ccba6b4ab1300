import { blocksOf, heading, rich, sectionHead, type BlockMarkdown } from '../markdown.ts';
import type { FaqProps } from './schema.ts';

/** Each question as a heading (an h3 on the page) above its answer. An empty list shows nothing, as on the page. */
const faqMarkdown: BlockMarkdown<FaqProps> = (faq, context) =>
  faq.items.length === 0 ? '' : blocksOf(sectionHead(faq), ...faq.items.map((item) => blocksOf(heading(3, item.question), rich(item.answer, context))));

export default faqMarkdown;
