import type { ImageOutput } from '../shared/fields.ts';
import type { PageData } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';

/** The size social networks show large (Open Graph, X's summary_large_image). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Where the build writes generated previews. */
export const PREVIEWS_URL = '/previews/';

/** The section a page belongs to, as its breadcrumb names it ("Services", "Locations"); the home page is the brand's home. */
export function previewSection(page: PageData): string {
  if (page.breadcrumbs.length > 2) return page.breadcrumbs[1]!.name;
  return page.breadcrumbs.at(-1)?.name ?? 'Home';
}

/** Where a route's generated preview goes. */
export const previewUrlOf = (route: string) => `${PREVIEWS_URL}${route === '/' ? 'home' : route.slice(1)}.png`;

/**
 * The generated preview of an indexable page, named after its route (/services/seo-aeo →
 * /previews/services/seo-aeo.png). Templates and noindex pages have none: they are not shared.
 */
export function generatedPreview(settings: SiteSettings, page: PageData): ImageOutput | undefined {
  if (page.noindex || page.route.includes('[')) return undefined;
  return {
    src: previewUrlOf(page.route),
    alt: `${page.title}: ${previewSection(page)}, ${settings.brand}`,
    ...PREVIEW_SIZE,
  };
}

/** The page's own preview image when it names one, else the generated one. */
export const previewImage = (settings: SiteSettings, page: PageData) => page.og.image ?? generatedPreview(settings, page);
