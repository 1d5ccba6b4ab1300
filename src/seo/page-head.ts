import type { PageData } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { headTags, type HeadTag } from './meta-tags.ts';
import { structuredData } from './structured-data.ts';

/** The head of a page: the common tags plus its structured data. */
export function pageHead(settings: SiteSettings, page: PageData, pathname: string): HeadTag[] {
  const jsonLd = structuredData(settings, page, pathname).map((thing): HeadTag => ({
    tag: 'script',
    attrs: { type: 'application/ld+json' },
    content: JSON.stringify(thing),
  }));
  return headTags(settings, page, pathname, jsonLd);
}
