import { blocksOf, heading, text, type BlockMarkdown } from '../markdown.ts';
import type { StatementProps } from './schema.ts';

/** The statement is the section's heading on the page (an h2). */
const statementMarkdown: BlockMarkdown<StatementProps> = (statement) =>
  blocksOf(statement.eyebrow && text(statement.eyebrow), heading(2, statement.text), statement.detail && text(statement.detail));

export default statementMarkdown;
