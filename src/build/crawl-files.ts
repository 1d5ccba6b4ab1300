import type { CompiledPage } from '../../blocks/page.ts';
import type { CompiledSite } from '../content/types.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { canonicalUrl } from '../seo/meta-tags.ts';
import { marketsPhrase } from '../shared/cities.ts';
import { titleCase } from '../shared/slug.ts';
import { markdownFile } from './markdown-path.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The crawl files, from the same registry as the pages: sitemap.xml (indexable routes, with
 * the page file's last commit date when known), robots.txt (search and answer-engine crawlers
 * welcome) and llms.txt (a map of the site for answer engines: what the business does, where,
 * and every indexable page with its Markdown version).
 */
export function crawlFiles(site: CompiledSite, lastmod: ReadonlyMap<string, string> = new Map()): Record<string, string> {
  const indexable = site.pages.filter((page) => !page.data.noindex);
  const url = (page: CompiledPage) => canonicalUrl(site.settings, page.data.route);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((page) => {
      const date = lastmod.get(page.file);
      return `  <url><loc>${escapeXml(url(page))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');

  const robots = [
    '# Search engines and answer engines are welcome to read every public page.',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${site.settings.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');

  // llms.txt groups pages by their first path segment, named as the navigation names it.
  const sections = new Map<string, CompiledPage[]>();
  for (const page of indexable) {
    const segment = page.data.route.split('/')[1] ?? '';
    const name = segment === '' ? 'Main pages' : (site.settings.navigation.find((item) => item.path === `/${segment}`)?.name ?? titleCase(segment));
    const key = page.data.route.split('/').length > 2 || site.settings.navigation.some((item) => item.path === `/${segment}`) ? name : 'Main pages';
    const section = sections.get(key);
    if (section) section.push(page);
    else sections.set(key, [page]);
  }
  const llms = [
    `# ${site.settings.brand}`,
    '',
    `> ${site.settings.tagline}`,
    '',
    ...markets(site),
    `Every page below is also published as Markdown at its address plus .md (the home page at ${site.settings.siteUrl}/index.md); ${site.settings.siteUrl}/llms-full.txt holds all of them in one file.`,
    '',
    `Founded in ${site.settings.foundedYear}. Contact: ${site.settings.contact.email}, ${site.settings.contact.phone} (${site.settings.contact.hours}). Book a ${site.settings.booking.minutes}-minute call: ${site.settings.booking.url}`,
    '',
    ...[...sections].flatMap(([name, pages]) => [
      `## ${name}`,
      '',
      ...pages.map((page) => `- [${page.data.title}](${url(page)}): ${page.data.description}`),
      '',
    ]),
  ].join('\n');

  return { 'sitemap.xml': sitemap, 'robots.txt': robots, 'llms.txt': llms };
}

/** Where the business works, from the settings: "Serving Oklahoma, Kansas, Missouri and Texas: Oklahoma City, Tulsa…" */
function markets(site: CompiledSite): string[] {
  const { areaServed, contact } = site.settings;
  if (areaServed.length === 0) return [];
  const byState = areaServed.map((area) => `${area.state} (${area.cities.join(', ')})`).join('; ');
  return [`Based in ${contact.region}, serving ${marketsPhrase(site.settings)}: ${byState}.`, ''];
}

/**
 * llms-full.txt: the main content of every indexable page in Markdown, in sitemap order, each
 * under its title and address, so an answer engine can read the whole site in one request. It is
 * its head and each page's part one after another, with the length of each part in bytes, so that one
 * page's part can be replaced without making the others (see quick-rebuild.ts).
 */
export function llmsFull(site: CompiledSite, markdownByRoute: ReadonlyMap<string, string>): { text: string; parts: [route: string, bytes: number][] } {
  const pieces = [llmsHead(site.settings)];
  const parts: [route: string, bytes: number][] = [];
  for (const { data } of site.pages) {
    const markdown = markdownByRoute.get(data.route);
    if (data.noindex || markdown === undefined) continue;
    // Measured piece by piece: the Markdown is most of the file, and is not copied to be measured.
    const part = llmsPartPieces(site.settings, data.route, markdown);
    pieces.push(...part);
    parts.push([data.route, part.reduce((bytes, piece) => bytes + Buffer.byteLength(piece), 0)]);
  }
  return { text: pieces.join(''), parts };
}

export const llmsHead = (settings: SiteSettings) => `# ${settings.brand}\n\n> ${settings.tagline}\n`;

/** One page's part of llms-full.txt: a rule, its address and its Markdown version's, and its Markdown. */
export const llmsPart = (settings: SiteSettings, route: string, markdown: string) => llmsPartPieces(settings, route, markdown).join('');

const llmsPartPieces = (settings: SiteSettings, route: string, markdown: string) => [
  `\n---\n\nSource: ${canonicalUrl(settings, route)} (Markdown: ${settings.siteUrl}/${markdownFile(route)})\n\n`,
  markdown.trim(),
  '\n',
];
