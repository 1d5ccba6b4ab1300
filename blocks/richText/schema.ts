import { z } from 'zod';
import { html, image, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { actions } from '../shared.ts';

export const richTextBlock = defineBlock('richText', 'A section of prose with an optional heading, image and buttons.', {
  eyebrow: text('Small label above the heading.').optional(),
  heading: text('Heading of the section.').optional(),
  body: html('The text. Rich text: <p>, <ul>, <ol>, <a>, <strong>, <em>, <h3> are allowed.'),
  image: image('Illustration beside the text.').optional(),
  imageSide: z.enum(['left', 'right']).default('right').describe('Which side the image sits on, on wide screens.'),
  actions,
});

export type RichTextProps = BlockProps<typeof richTextBlock>;
