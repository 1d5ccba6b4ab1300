import { blocksOf, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { TestimonialsProps } from './schema.ts';

/** Each quote as a block quote, followed by who said it (its caption on the page, outside the quote). */
const testimonialsMarkdown: BlockMarkdown<TestimonialsProps> = (testimonials) =>
  blocksOf(
    sectionHead(testimonials),
    ...testimonials.items.map(({ quote, author, role }) =>
      blocksOf(
        text(quote)
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>'))
          .join('\n'),
        `— ${text(author)}, ${text(role)}`,
      ),
    ),
  );

export default testimonialsMarkdown;
