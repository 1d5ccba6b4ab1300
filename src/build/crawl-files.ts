import type { PageData } from '../../blocks/page.ts';
import type { CompiledSite } from '../content/types.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { canonicalUrl } from '../seo/meta-tags.ts';
import { marketsPhrase } from '../shared/cities.ts';
import { escapeMarkup } from '../shared/escape-markup.ts';
import { titleCase } from '../shared/slug.ts';
import { markdownFile } from './markdown-path.ts';

/**
 * The crawl files, from the same registry as the pages: sitemap.xml (indexable routes, with
 * the page file's last commit date when known), robots.txt (search and answer-engine crawlers
 * welcome) and llms.txt (a map of the site for answer engines: see llmsIndex).
 */
export function crawlFiles(site: CompiledSite, lastmod: ReadonlyMap<string, string> = new Map()): Record<string, string> {
  const sitemap = sitemapXml(
    site.settings,
    site.pages.map((page) => page.data),
    (at) => lastmod.get(site.pages[at]!.file),
  );

  const robots = [
    '# Search engines and answer engines are welcome to read every public page.',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${site.settings.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');

  return {
    'sitemap.xml': sitemap,
    'robots.txt': robots,
    'llms.txt': llmsIndex(
      site.settings,
      site.pages.map((page) => page.data),
    ),
  };
}

/**
 * sitemap.xml: every indexable page (in the site's order) with its file's last commit date when
 * known (`dateOf` the page's place among them).
 */
export function sitemapXml(settings: SiteSettings, pages: readonly { route: string; noindex: boolean }[], dateOf: (at: number) => string | undefined): string {
  const urls: string[] = [];
  pages.forEach((page, at) => {
    if (page.noindex) return;
    const date = dateOf(at);
    urls.push(`  <url><loc>${escapeMarkup(canonicalUrl(settings, page.route))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`);
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** What llms.txt reads of a page: the fields its summary and its data share. */
type ListedPage = Pick<PageData, 'route' | 'title' | 'description' | 'noindex'>;

/**
 * llms.txt: what the business does and where, and every indexable page (static pages, in the
 * site's order) with its Markdown version, grouped by its first path segment as the navigation
 * names it. Made from the pages' summaries as well as their data (see quick-rebuild.ts).
 */
export function llmsIndex(settings: SiteSettings, pages: readonly ListedPage[]): string {
  const url = (page: ListedPage) => canonicalUrl(settings, page.route);
  // A page below a first segment goes in that segment's section; a page at the top, in it only
  // when the navigation names it. Worked out once per segment: a site may have thousands of pages.
  const named = new Map<string, { name: string; inNavigation: boolean }>();
  const segmentOf = (segment: string) => {
    let known = named.get(segment);
    if (!known) {
      const item = settings.navigation.find((candidate) => candidate.path === `/${segment}`);
      known = { name: segment === '' ? 'Main pages' : (item?.name ?? titleCase(segment)), inNavigation: item !== undefined };
      named.set(segment, known);
    }
    return known;
  };
  // Each section's lines, made as the pages are sorted into them.
  const sections = new Map<string, string[]>();
  for (const page of pages) {
    if (page.noindex) continue;
    const end = page.route.indexOf('/', 1);
    const { name, inNavigation } = segmentOf(page.route.slice(1, end < 0 ? undefined : end));
    const key = end >= 0 || inNavigation ? name : 'Main pages';
    const line = `- [${page.title}](${url(page)}): ${page.description}`;
    const section = sections.get(key);
    if (section) section.push(line);
    else sections.set(key, [line]);
  }
  return [
    `# ${settings.brand}`,
    '',
    `> ${settings.tagline}`,
    '',
    ...markets(settings),
    `Every page below is also published as Markdown at its address plus .md (the home page at ${settings.siteUrl}/index.md); ${settings.siteUrl}/llms-full.txt holds all of them in one file.`,
    '',
    `Founded in ${settings.foundedYear}. Contact: ${settings.contact.email}, ${settings.contact.phone} (${settings.contact.hours}). Book a ${settings.booking.minutes}-minute call: ${settings.booking.url}`,
    '',
    ...[...sections].flatMap(([name, lines]) => [`## ${name}`, '', ...lines, '']),
  ].join('\n');
}

/** Where the business works, from the settings: "Serving Oklahoma, Kansas, Missouri and Texas: Oklahoma City, Tulsa…" */
function markets(settings: SiteSettings): string[] {
  const { areaServed, contact } = settings;
  if (areaServed.length === 0) return [];
  const byState = areaServed.map((area) => `${area.state} (${area.cities.join(', ')})`).join('; ');
  return [`Based in ${contact.region}, serving ${marketsPhrase(settings)}: ${byState}.`, ''];
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
