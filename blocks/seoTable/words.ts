import { DESCRIPTION_MAX, TITLE_MAX } from './health.ts';

/** The dashboard's fixed words: the same on the page and in its Markdown version. */
export const COLUMN_LABELS = {
  page: 'Page',
  title: `Title Tag (Max ${TITLE_MAX} chars)`,
  description: `Meta Description (Max ${DESCRIPTION_MAX} chars)`,
} as const;
export const TOTAL_LABEL = 'Total pages tracked';
export const TOO_LONG_LABEL = `Titles longer than ${TITLE_MAX} characters`;
