import type { PageData } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { isPagedListTemplate } from '../shared/route-match.ts';
import { fullTitle } from '../shared/search-limits.ts';
import { previewImage } from './preview.ts';
import { escapeMarkup } from '../shared/escape-markup.ts';

/**
 * A page's title, meta and link tags as data (page-head.ts adds its structured data), and how a
 * list of head tags is written into the prerendered <head> or applied after a navigation.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

export const canonicalUrl = (settings: SiteSettings, pathname: string) => `${settings.siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;

/**
 * The address search engines should index for this page: its own, except the first page of a
 * paginated list, which repeats the list itself (/blog/1 is /blog).
 */
export function canonicalPath(page: PageData, pathname: string): string {
  return isPagedListTemplate(page.route) && /\/1\/?$/.test(pathname) ? pathname.replace(/\/1\/?$/, '') || '/' : pathname;
}

/**
 * Everything a page puts in <head>, as data: the prerender serialises it, the browser applies
 * it on client-side navigation. One function, so the two can never disagree.
 */
export function headTags(settings: SiteSettings, page: PageData, pathname: string, extra: HeadTag[] = []): HeadTag[] {
  const title = fullTitle(page.title, settings.brand);
  const url = canonicalUrl(settings, canonicalPath(page, pathname));
  const image = previewImage(settings, page);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, content: title },
    { tag: 'meta', attrs: { name: 'description', content: page.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:title', content: page.og.title ?? title } },
    { tag: 'meta', attrs: { property: 'og:description', content: page.og.description ?? page.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: page.og.type } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: settings.brand } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
  ];
  if (image) {
    const src = `${settings.siteUrl}${image.src}`;
    tags.push(
      { tag: 'meta', attrs: { property: 'og:image', content: src } },
      { tag: 'meta', attrs: { property: 'og:image:width', content: String(image.width) } },
      { tag: 'meta', attrs: { property: 'og:image:height', content: String(image.height) } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: image.alt } },
      { tag: 'meta', attrs: { name: 'twitter:image', content: src } },
      { tag: 'meta', attrs: { name: 'twitter:image:alt', content: image.alt } },
    );
  }
  if (page.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
  return [...tags, ...extra];
}

/** Serialised for the prerendered <head>; data-page-head marks the tags a navigation replaces. */
export function renderHeadTags(tags: HeadTag[]): string {
  // Built by plain concatenation: every prerendered page writes some twenty tags, and copying
  // each tag's attributes into a new object and list took most of the time of a page's head.
  let out = '';
  for (const { tag, attrs, content } of tags) {
    if (out) out += '\n    ';
    out += `<${tag}`;
    for (const name in attrs) {
      const value = attrs[name]!;
      out += value === '' ? ` ${name}` : ` ${name}="${escapeMarkup(value)}"`;
    }
    out += ' data-page-head>';
    if (tag === 'meta' || tag === 'link') continue;
    // JSON-LD: "<" is escaped so no string in the data can close the script element.
    out += `${tag === 'script' ? (content ?? '').replace(/</g, '\\u003c') : escapeMarkup(content ?? '')}</${tag}>`;
  }
  return out;
}

/** Browser side: replace the page's head tags after a client-side navigation. */
export function applyHeadTags(tags: HeadTag[]) {
  document.head.querySelectorAll('[data-page-head]').forEach((element) => element.remove());
  for (const { tag, attrs, content } of tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-page-head', '');
    if (content !== undefined) element.textContent = content;
    document.head.appendChild(element);
  }
}
