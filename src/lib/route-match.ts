import { SLUG } from './slug.ts';

/**
 * Route matching shared by the compiler, the browser and the server. Template routes end in
 * one [param] segment whose value must be a slug (letters, digits, hyphens).
 */

export interface TemplateMatch {
  pattern: string;
  param: string;
  value: string;
}

export function matchTemplate(patterns: readonly string[], pathname: string): TemplateMatch | undefined {
  const cut = pathname.lastIndexOf('/');
  const parent = pathname.slice(0, cut) || '';
  const value = pathname.slice(cut + 1);
  if (!SLUG.test(value)) return undefined;
  for (const pattern of patterns) {
    const patternCut = pattern.lastIndexOf('/');
    if (pattern.slice(0, patternCut) !== parent) continue;
    const param = /^\[(\w+)\]$/.exec(pattern.slice(patternCut + 1))?.[1];
    if (param) return { pattern, param, value };
  }
  return undefined;
}

/** "/about/" → "/about"; "/" stays "/". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
