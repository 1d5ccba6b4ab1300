/**
 * The one slug rule: lowercase letters and digits in words joined by single hyphens. File
 * names, template values, shared ids and anchors of links all follow it, and template pages
 * depend on the compiler and the router agreeing on it.
 */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * URL slugs for names written by editors ("Fort Worth" → "fort-worth").
 * Lowercase, accents dropped, spaces to hyphens, every other symbol removed.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The reverse for display: "little-rock" → "Little Rock". */
export function titleCase(slug: string): string {
  // A loop, not split/filter/map/join: the SEO table names every page so (10,000 at the scale the build is for).
  let title = '';
  for (const word of slug.split('-')) if (word) title += `${title ? ' ' : ''}${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  return title;
}
