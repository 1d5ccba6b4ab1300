import type { PageData, SiteSettings } from '../content/types.ts';
import { headTags, type HeadTag } from './head.ts';

/** The head of a page: the common tags plus what later layers add (structured data). */
export function pageHead(settings: SiteSettings, page: PageData, pathname: string): HeadTag[] {
  return headTags(settings, page, pathname);
}
