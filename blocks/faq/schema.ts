import type { FAQPage } from 'schema-dts';
import { z } from 'zod';
import { html, text } from '../../src/shared/fields.ts';
import type { SchemaOrgNode } from '../../src/shared/json-ld.ts';
import { plainText } from '../../src/shared/rich-text.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const faqItem = z.strictObject({
  question: text('The question, as a visitor would ask it.'),
  answer: html('The answer, shown when the question is opened. Rich text: <p>, <ul>, <a>, <strong> are allowed.'),
});

export const faqBlock = defineBlock(
  'faq',
  'Questions and answers; one answer open at a time. Hidden when the list is empty.',
  {
    ...sectionHeading({ heading: 'Heading of the FAQ section.' }),
    items: z.array(faqItem).describe('The questions, in order. An empty list hides the whole section.'),
  },
  {
    interactive: true,
    // Search engines read one FAQPage per page: the first FAQ block lists the questions of them all.
    structuredData: (faq, { page }) => {
      if (page.blocks.find((block) => block.type === 'faq') !== faq) return [];
      const items = page.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
      if (items.length === 0) return [];
      const node: SchemaOrgNode<FAQPage> = {
        '@type': 'FAQPage',
        mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) } })),
      };
      return [node];
    },
  },
);

export type FaqProps = BlockProps<typeof faqBlock>;
