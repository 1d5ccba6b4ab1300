import { z } from 'zod';
import { link } from '../../src/shared/fields.ts';
import type { DeriveContext, PageSummary } from '../page.ts';
import { fullTitle } from '../../src/shared/search-limits.ts';
import { titleCase } from '../../src/shared/slug.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';
import { FIRST_ORDER, sorted } from '../../src/shared/seo-table-order.ts';

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
export function deriveRows(exclude: readonly string[], { settings, pages }: DeriveContext): { rows: SeoRow[] } {
  const labels = menuLabels(settings);
  const rows = pages
    .filter((page) => isTracked(page) && !exclude.includes(page.route))
    .map((page): SeoRow => ({
      path: page.route,
      page: labels.get(page.route) ?? titleCase(page.route.slice(page.route.lastIndexOf('/') + 1)),
      title: fullTitle(page.title, settings.brand),
      description: page.description,
    }));
  return { rows: sorted(rows, FIRST_ORDER) };
}

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
    lists: (context) => ({ ...context, pages: context.pages.filter(isTracked), templates: [] }),
    interactive: true,
  },
);

export type SeoTableProps = BlockProps<typeof seoTableBlock>;
