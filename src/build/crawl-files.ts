import type { CompiledSite } from '../content/types.ts';
import { canonicalUrl } from '../lib/head.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (indexable static routes only) and robots.txt naming it. */
export function crawlFiles(site: CompiledSite): Record<string, string> {
  const indexable = site.pages.filter((page) => !page.data.noindex);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((page) => `  <url><loc>${escapeXml(canonicalUrl(site.settings, page.data.route))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.settings.siteUrl}/sitemap.xml`, ''].join('\n');
  return { 'sitemap.xml': sitemap, 'robots.txt': robots };
}
