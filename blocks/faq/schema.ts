import { z } from 'zod';
import { html, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';

export const faqItem = z.strictObject({
  question: text('The question, as a visitor would ask it.'),
  answer: html('The answer, shown when the question is opened. Rich text: <p>, <ul>, <a>, <strong> are allowed.'),
});

export const faqBlock = defineBlock('faq', 'Questions and answers; one answer open at a time. Hidden when the list is empty.', {
  heading: text('Heading of the FAQ section.'),
  intro: text('A sentence under the heading.').optional(),
  items: z.array(faqItem).describe('The questions, in order. An empty list hides the whole section.'),
}, { interactive: true });

export type FaqProps = BlockProps<typeof faqBlock>;
