import { z } from 'zod';
import { link } from '../../src/shared/fields.ts';
import type { DeriveContext, PageSummary } from '../page.ts';
import { fullTitle, TITLE_MAX } from '../../src/shared/search-limits.ts';
import { titleCase } from '../../src/shared/slug.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';
import { FIRST_ORDER, ROWS_PER_PAGE, sorted } from '../../src/shared/seo-table-order.ts';

/** What the dashboard derives: its rows in the order it opens with, how many there are and how many titles are too long. */
export type SeoTableRows = {
  rows: SeoRow[];
  total: number;
  tooLong: number;
};

export interface SeoRow {
  path: string;
  /** A readable name: the page's menu label, else its last path segment title-cased. */
  page: string;
  /** The full <title>, built by the same rule as the page's head. */
  title: string;
  description: string;
}

/** Menu labels by path, so "/services/seo-aeo" reads "SEO & AEO" rather than "Seo Aeo". */
function menuLabels(settings: DeriveContext['settings']): Map<string, string> {
  const labels = new Map<string, string>([['/', 'Home']]);
  for (const item of settings.navigation) {
    labels.set(item.path, item.name);
    for (const sub of item.items) labels.set(sub.href, sub.title);
  }
  return labels;
}

/** A page the dashboard can track: indexable, and not an article. */
const isTracked = (page: PageSummary) => !page.noindex && page.articles.length === 0;

/**
 * The tracked pages: every indexable static page except articles and the excluded paths, so a
 * new city or service file adds its row with no code. In the order the dashboard opens with
 * (which then sorts thousands of rows already in order, when the page is made and in the browser).
 */
export function deriveRows(exclude: readonly string[], { settings, pages }: DeriveContext): SeoTableRows {
  const labels = menuLabels(settings);
  const rows = pages
    .filter((page) => isTracked(page) && !exclude.includes(page.route))
    .map((page): SeoRow => ({
      path: page.route,
      page: labels.get(page.route) ?? titleCase(page.route.slice(page.route.lastIndexOf('/') + 1)),
      title: fullTitle(page.title, settings.brand),
      description: page.description,
    }));
  return { rows: sorted(rows, FIRST_ORDER), total: rows.length, tooLong: rows.filter((row) => row.title.length > TITLE_MAX).length };
}

/**
 * What the dashboard's page carries in its HTML: the rows it opens with (and the counts of all).
 * At 10,000 pages every row was 2.7 MB of the page, which the browser read and sorted before the
 * table answered (Lighthouse's performance 86); the table asks for the page's data file, which
 * has every row, when it is sorted or paged.
 */
export const openingRows = <Table extends SeoTableRows>(table: Table): Table =>
  table.rows.length > ROWS_PER_PAGE ? { ...table, rows: table.rows.slice(0, ROWS_PER_PAGE) } : table;

export const seoTableBlock = defineBlock(
  'seoTable',
  'Internal SEO overview: every indexable page with its title tag and meta description.',
  {
    ...sectionHeading({ heading: 'Heading of the dashboard.' }),
    exclude: z
      .array(link('Path of a page to leave out, for example /get-started.'))
      .default([])
      .describe('Indexable pages not to track here. Articles and noindex pages are never tracked.'),
  },
  {
    derive: (block, context) => deriveRows(block.exclude, context),
    embedded: openingRows,
    lists: (context) => ({ ...context, pages: context.pages.filter(isTracked), templates: [] }),
    interactive: true,
  },
);

export type SeoTableProps = BlockProps<typeof seoTableBlock>;
