import { listedIn, type PageSummary } from './page.ts';
import type { SiteSettings } from '../src/shared/site-schema.ts';

/** A page's summary for derive tests, made from blocks by the compiler's own rule. */
export function page(
  route: string,
  blocks: ({ type: string } & Record<string, unknown>)[],
  options: { title?: string; description?: string; noindex?: boolean; kind?: PageSummary['kind'] } = {},
): PageSummary {
  return {
    route,
    title: options.title ?? `Title of ${route}`,
    description: options.description ?? `Description of ${route}`,
    kind: options.kind ?? 'website',
    noindex: options.noindex ?? false,
    ...listedIn(blocks),
  };
}

export const img = (src: string, alt = `Alt of ${src}`) => ({ src, alt, width: 800, height: 450 });

/** The settings fields derives read; the rest is never touched. */
export const settings = {
  brand: 'Test Co',
  navigation: [
    { name: 'Services', path: '/services', items: [{ title: 'SEO & AEO', href: '/services/seo-aeo', description: 'd' }] },
    { name: 'Blog', path: '/blog', items: [] },
  ],
} as unknown as SiteSettings;
