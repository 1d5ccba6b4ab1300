import { titleCase } from './slug.ts';

/**
 * Fills a template page's parameter into every string of its data: {name} is the raw value,
 * {name|title} the title-cased one ("little-rock" → "Little Rock"). Values are slugs or
 * numbers (see route-match.ts), so they cannot inject markup into rich text.
 */
export function fillTemplateParam<T>(data: T, name: string, value: string): T {
  const pattern = new RegExp(`\\{${name}(\\|title)?\\}`, 'g');
  const fill = (text: string) => text.replace(pattern, (_, transform) => (transform ? titleCase(value) : value));
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return fill(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(data) as T;
}
