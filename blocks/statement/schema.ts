import { text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';

export const statementBlock = defineBlock('statement', 'A bold one-line statement on a full-width band.', {
  eyebrow: text('Small label above the statement.').optional(),
  text: text('The statement, one or two sentences.'),
  detail: text('A supporting sentence in smaller type.').optional(),
});

export type StatementProps = BlockProps<typeof statementBlock>;
