/**
 * The SEO dashboard's orders: what its rows are derived in (the first) and what its table sorts
 * them by. Here, not beside the block: the block's schema derives the rows in that order, and its
 * component sorts them, and neither may import the other's code.
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

/** How the dashboard opens: by page, A to Z. */
export const FIRST_ORDER: Sort = { key: 'page', ascending: true };

/** The rows in one of the table's orders (ties by path). */
export const sorted = <Row extends OrderedRow>(rows: readonly Row[], { key, ascending }: Sort) =>
  [...rows].sort((a, b) => (ascending ? 1 : -1) * (byText(a[key], b[key]) || byText(a.path, b.path)));
