/**
 * localeCompare's order, from one collator: localeCompare sets one up for each comparison, and a
 * site of thousands of pages sorts thousands of routes and rows.
 */
export const byText = new Intl.Collator().compare;
