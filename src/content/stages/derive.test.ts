import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { DeriveContext, PageSummary } from '../../../blocks/page.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import { knownSummaryKeys, siteKeyOf, summaryKeyOf } from './derive.ts';

const summary = (route: string, title: string): PageSummary => ({
  route,
  title,
  description: `The page at ${route}.`,
  kind: 'website',
  noindex: false,
  articles: [],
  images: [],
});
const settings = { brand: 'Test Builders' } as unknown as SiteSettings;
const context = (pages: PageSummary[]): DeriveContext => ({ settings, pages, templates: [] });

describe('the key of what the pages that list others read', () => {
  it('is the same for the same summaries, made anew or read back with their keys, and changes with any of them', () => {
    const pages = [summary('/', 'Home'), summary('/about', 'About us')];
    const key = siteKeyOf(context(pages));
    expect(siteKeyOf(context(pages.map((page) => ({ ...page }))))).toBe(key);

    // As a one-page rebuild reads them back: fresh objects, with the keys they were kept with.
    const readBack = deserialize(serialize(pages)) as PageSummary[];
    knownSummaryKeys(readBack, pages.map(summaryKeyOf).join(''));
    expect(siteKeyOf(context(readBack))).toBe(key);

    expect(siteKeyOf(context([pages[0]!, summary('/about', 'About our team')]))).not.toBe(key);
    expect(siteKeyOf(context([pages[1]!, pages[0]!]))).not.toBe(key);
    expect(siteKeyOf({ ...context(pages), settings: { brand: 'Other Builders' } as unknown as SiteSettings })).not.toBe(key);
  });
});
