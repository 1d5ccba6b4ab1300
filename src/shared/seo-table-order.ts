/**
 * The SEO dashboard's orders: what its rows are derived in (the first) and what its table sorts
 * them by; and how many it shows at a time. Here, not beside the block: the block's schema
 * derives the rows in that order, and its component sorts them, and neither may import the
 * other's code.
 */

import { byText } from './text-order.ts';

/** What the dashboard's rows hold that it sorts by. */
interface OrderedRow {
  path: string;
  page: string;
  title: string;
  description: string;
}

export type SortKey = 'page' | 'title' | 'description';
export interface Sort {
  key: SortKey;
  ascending: boolean;
}

/**
 * Rows shown at a time. A site of thousands of generated pages would otherwise send, render and
 * lay out every row at once (19 MB of HTML at 10,000 pages); the tiles and the sort still cover all.
 */
export const ROWS_PER_PAGE = 100;

/** How the dashboard opens: by page, A to Z. */
export const FIRST_ORDER: Sort = { key: 'page', ascending: true };

/** The rows in one of the table's orders (ties by path). */
export const sorted = <Row extends OrderedRow>(rows: readonly Row[], { key, ascending }: Sort) =>
  [...rows].sort((a, b) => (ascending ? 1 : -1) * (byText(a[key], b[key]) || byText(a.path, b.path)));
