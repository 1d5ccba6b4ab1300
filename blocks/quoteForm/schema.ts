import { z } from 'zod';
import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const quoteFormBlock = defineBlock(
  'quoteForm',
  'The quote request form, with contact cards beside it.',
  {
    ...sectionHeading({ heading: 'Heading above the form.' }),
    services: z.array(text('A service a visitor can tick.')).min(1).describe('Checkbox options for “Services you are interested in”.'),
    budgets: z.array(text('A budget range.')).min(1).describe('Options of the optional budget select.'),
    submitLabel: text('Label of the submit button.').default('Request My Quote'),
    scheduleLabel: text('Label of the booking button next to the form.').default('Schedule a Call Instead'),
  },
  { interactive: true },
);

export type QuoteFormProps = BlockProps<typeof quoteFormBlock>;
