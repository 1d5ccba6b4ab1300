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
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
