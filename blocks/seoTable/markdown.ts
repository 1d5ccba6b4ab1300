import { blocksOf, bullets, link, sectionHead, text, type BlockMarkdown, type MarkdownContext } from '../markdown.ts';
import { DESCRIPTION_MAX, health, TITLE_MAX } from './health.ts';
import type { SeoRow, SeoTableProps } from './schema.ts';
import { FIRST_ORDER, ROWS_PER_PAGE, sorted } from '../../src/shared/seo-table-order.ts';
import { COLUMN_LABELS, TOO_LONG_LABEL, TOTAL_LABEL } from './words.ts';

/** A table cell is one line: a line break in a title or description is a space, as in the HTML. */
const cell = (value: string) => text(value.split(/\s*\n\s*/).join(' '));

const tableRow = (cells: string[]) => `| ${cells.join(' | ')} |`;

const pageRow = (row: SeoRow, context: MarkdownContext) =>
  tableRow([
    `${link(row.page, row.path, context)} (${cell(row.path)})`,
    cell(row.title),
    health(row.title, TITLE_MAX).label,
    cell(row.description),
    health(row.description, DESCRIPTION_MAX).label,
  ]);

/**
 * The dashboard as it opens: its two counts, then its first rows in its first order (by page),
 * each check in a column of its own.
 */
const seoTableMarkdown: BlockMarkdown<SeoTableProps> = (table, context) => {
  const { rows, total, tooLong } = table;
  const shown = sorted(rows, FIRST_ORDER).slice(0, ROWS_PER_PAGE);
  return blocksOf(
    sectionHead(table),
    bullets([`${text(TOTAL_LABEL)}: ${total}`, `${text(TOO_LONG_LABEL)}: ${tooLong}`]),
    [
      tableRow([COLUMN_LABELS.page, COLUMN_LABELS.title, 'Title check', COLUMN_LABELS.description, 'Description check'].map(text)),
      tableRow(['---', '---', '---', '---', '---']),
      ...shown.map((row) => pageRow(row, context)),
    ].join('\n'),
    total > ROWS_PER_PAGE && `Showing 1–${shown.length} of ${total}`,
  );
};

export default seoTableMarkdown;
