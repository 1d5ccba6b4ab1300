import { settings } from '../../ui/site-settings.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import { normalizePath } from '../../shared/route-match.ts';

/**
 * The navigation both menus show, and the one rule for what is "current": the desktop
 * dropdowns and the mobile menu read everything from here, so they can never disagree.
 */
export type NavSection = SiteSettings['navigation'][number];

export interface NavEntry {
  title: string;
  href: string;
  description?: string;
}

/** A section's menu: its overview page first ("All Services"), then its sub-pages. */
export const sectionEntries = (section: NavSection): NavEntry[] => [{ title: `All ${section.name}`, href: section.path }, ...section.items];

export const isCurrent = (pathname: string, href: string) => normalizePath(pathname) === normalizePath(href);

/** The section holds the current page: its overview, one of its items, or a page below its path (/blog/2). */
export function inSection(pathname: string, section: NavSection): boolean {
  const path = normalizePath(pathname);
  const base = normalizePath(section.path);
  return path === base || (base !== '/' && path.startsWith(`${base}/`)) || section.items.some((item) => isCurrent(path, item.href));
}

/** aria-current for a link: only the link to exactly this page carries it. */
export const currentAttr = (pathname: string, href: string) => (isCurrent(pathname, href) ? ({ 'aria-current': 'page' } as const) : {});

/**
 * All the header and footer make of an address, given the site paths they link to: which of
 * those links is the current page, and which sections hold it (the two rules above). Addresses
 * with the same signature get the same header and footer, so the prerender makes those once for
 * all of them (src/build/shell-cache.ts).
 */
export function shellSignature(pathname: string, linkedPaths: ReadonlySet<string>): string {
  const path = normalizePath(pathname);
  return `${linkedPaths.has(path) ? path : ''} ${settings.navigation.map((section) => (inSection(path, section) ? 1 : 0)).join('')}`;
}
