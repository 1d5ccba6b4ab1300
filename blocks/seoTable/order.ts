import type { SeoRow } from './schema.ts';

export type SortKey = 'page' | 'title' | 'description';
export interface Sort {
  key: SortKey;
  ascending: boolean;
}

/** How the dashboard opens: by page, A to Z. */
export const FIRST_ORDER: Sort = { key: 'page', ascending: true };

/** localeCompare's order, from one collator: a site of thousands of pages sorts thousands of rows. */
const byText = new Intl.Collator().compare;

/** The rows in an order of the table's (ties by path). */
export const sorted = (rows: readonly SeoRow[], { key, ascending }: Sort) =>
  [...rows].sort((a, b) => (ascending ? 1 : -1) * (byText(a[key], b[key]) || byText(a.path, b.path)));
