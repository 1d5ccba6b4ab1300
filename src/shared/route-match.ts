import { SLUG } from './slug.ts';

/**
 * Route matching shared by the compiler, the browser and the server. Template routes end in
 * one [param] segment whose value must be a slug (letters, digits, hyphens). A [page] template
 * also receives any value that looks like a number (-2, 1.5, +3, 1e3), so the list it renders
 * can send a visitor who typed a page that does not exist to its first page instead of a 404.
 * Neither kind of value can carry markup into the page it is filled into.
 */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const PAGE_PARAM = 'page';

/** A [page] template is a paged list: its page 1 repeats the list's own route (/blog/1 is /blog). */
export const isPagedListTemplate = (route: string) => route.endsWith(`/[${PAGE_PARAM}]`);

export interface TemplateMatch {
  pattern: string;
  param: string;
  value: string;
}

export function matchTemplate(patterns: readonly string[], pathname: string): TemplateMatch | undefined {
  const cut = pathname.lastIndexOf('/');
  const parent = pathname.slice(0, cut) || '';
  const value = pathname.slice(cut + 1);
  const slug = SLUG.test(value);
  if (!slug && !NUMBER.test(value)) return undefined;
  for (const pattern of patterns) {
    const patternCut = pattern.lastIndexOf('/');
    if (pattern.slice(0, patternCut) !== parent) continue;
    const param = /^\[(\w+)\]$/.exec(pattern.slice(patternCut + 1))?.[1];
    if (param && (slug || param === PAGE_PARAM)) return { pattern, param, value };
  }
  return undefined;
}

/** "/about/" → "/about"; "/" stays "/". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
