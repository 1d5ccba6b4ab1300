import type { Block } from './index.ts';
import type { CompiledPage } from './page.ts';
import type { SiteSettings } from '../src/shared/site-schema.ts';

/** A compiled page for derive tests: just what derive() reads. */
export function page(
  route: string,
  blocks: ({ type: string } & Record<string, unknown>)[],
  options: { title?: string; description?: string; noindex?: boolean } = {},
): CompiledPage {
  return {
    file: `pages${route}.yaml`,
    data: {
      route,
      title: options.title ?? `Title of ${route}`,
      description: options.description ?? `Description of ${route}`,
      og: { type: 'website' },
      kind: 'website',
      breadcrumbs: [],
      noindex: options.noindex ?? false,
      // Only the fields derive() reads: a test block need not be a whole one.
      blocks: blocks as Block[],
      structuredData: [],
    },
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
