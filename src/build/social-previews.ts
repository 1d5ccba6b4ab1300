import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../blocks/page.ts';
import type { CompiledSite } from '../content/types.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { escapeMarkup } from '../shared/escape-markup.ts';
import { generatedPreview, PREVIEW_SIZE, previewSection } from '../seo/preview.ts';
import { contentHash } from './content-hash.ts';
import { replaceFile } from './file-writer.ts';
import type { OutputPlan } from './output-plan.ts';
import { drawInThread, PNG_OPTIONS } from './preview-drawer.ts';
import { loadSharp } from './sharp.ts';

/**
 * Social previews: a 1200 × 630 PNG per indexable page (its title, its section and the brand on
 * the brand's colours), drawn as SVG and rendered by sharp. Social networks do not show SVG, so
 * the PNG is what a shared link shows. Rendered copies are cached by the hash of their SVG and encoding.
 */
const MARGIN = 88;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Greedy word wrap by an average glyph width; the last line ends in "…" when the text does not fit. */
export function wrapTitle(title: string, fontSize: number, maxLines: number): string[] {
  const perLine = Math.floor((PREVIEW_SIZE.width - 2 * MARGIN) / (fontSize * 0.6));
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/**
 * The drawing of a page's preview, from its title and section only (so those two, with the
 * settings, the logo and this code, are all a preview is made from); what every page shares (the
 * brand, the logo, the host) is worked out once.
 */
export function previewDrawing(settings: SiteSettings, logo: string): (title: string, section: string) => string {
  const { width, height } = PREVIEW_SIZE;
  const logoHref = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
  const brand = escapeMarkup(settings.brand);
  const host = escapeMarkup(new URL(settings.siteUrl).host);
  return (title, section) => {
    const fontSize = title.length <= 40 ? 76 : title.length <= 80 ? 64 : 54;
    const lines = wrapTitle(title, fontSize, 4);
    const sectionBaseline = 230;
    const firstLine = sectionBaseline + 24 + fontSize;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${settings.theme.color}"/>
  <rect width="${width}" height="12" fill="#c2410c"/>
  <image x="${MARGIN}" y="64" width="88" height="88" href="${logoHref}"/>
  <text x="${MARGIN + 112}" y="120" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffffff">${brand}</text>
  <text x="${MARGIN}" y="${sectionBaseline}" font-family="${FONT}" font-size="28" font-weight="700" letter-spacing="3" fill="#fbd2b0">${escapeMarkup(section.toUpperCase())}</text>
  ${lines.map((line, index) => `<text x="${MARGIN}" y="${Math.round(firstLine + index * fontSize * 1.15)}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeMarkup(line)}</text>`).join('\n  ')}
  <text x="${MARGIN}" y="${height - 56}" font-family="${FONT}" font-size="28" fill="#fde7d3">${host}</text>
</svg>`;
  };
}

/** Where rendered previews are kept between builds, each named by the hash of its SVG and its encoding. */
export const previewCache = (root: string) => path.join(root, 'node_modules', '.cache', 'social-previews');

/** Rendering previews at once: sharp draws each on one of Node's four I/O threads. */
const RENDERING_AT_ONCE = 4;

const drawHere = async (svg: string) => (await loadSharp())(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer();

/** The cached PNG of one preview (its file), rendered first (by `draw`) when the same SVG never was. */
export async function renderedPreview(svg: string, cacheDir: string, draw: (svg: string) => Promise<Buffer> = drawHere): Promise<string> {
  const cached = path.join(cacheDir, `${createHash('sha256').update(JSON.stringify(PNG_OPTIONS)).update(svg).digest('hex').slice(0, 24)}.png`);
  if (existsSync(cached)) return cached;
  const png = await draw(svg);
  mkdirSync(cacheDir, { recursive: true });
  replaceFile(cached, png);
  return cached;
}

/** The cached PNG of one preview, drawn (when never drawn before) in a thread of its own (see drawInThread). */
export const renderedInThread = (svg: string, root: string) => renderedPreview(svg, previewCache(root), (drawing) => drawInThread(root, drawing));

/** A page's generated preview: its file inside the output folder, its key, and its drawing. */
export interface PagePreview {
  file: string;
  key: string;
  svg: () => string;
}

/**
 * The generated preview of a page, for any page of a site (undefined for a page that names its
 * own image, or has none). A preview is keyed by what its drawing is made from, so that only
 * the previews to make are drawn.
 */
export function previewMaker(settings: SiteSettings, publicDir: string, sources: string): (data: PageData) => PagePreview | undefined {
  const logo = readFileSync(path.join(publicDir, settings.logo), 'utf8');
  const draw = previewDrawing(settings, logo);
  const shared = contentHash('preview', sources, JSON.stringify(settings), logo);
  return (data) => {
    const preview = data.og.image ? undefined : generatedPreview(settings, data);
    if (!preview) return undefined;
    const [title, section] = [data.og.title ?? data.title, previewSection(data)];
    return { file: preview.src.slice(1), key: contentHash(shared, title, section), svg: () => draw(title, section) };
  };
}

/** No more previews to draw than this are drawn in threads of their own while the pages render (a page added, a title edited). */
const IN_THREADS = 2;

/**
 * Claims the generated preview of every indexable page that does not name its own image, and
 * gives what copies those that changed from the cache once the pages are rendered, rendering
 * the ones never rendered: several at once, since a site's first build may have thousands to
 * draw (about 12 ms of a core each). A build with one or two to draw draws them at once, each in
 * a thread of its own (see drawInThread), while its pages render: drawn after, they kept the
 * build waiting for sharp to load (about 60 ms) and draw.
 */
export function startPreviews(site: CompiledSite, publicDir: string, plan: OutputPlan, root: string, sources: string): () => Promise<void> {
  const previewOf = previewMaker(site.settings, publicDir, sources);
  const stale: PagePreview[] = [];
  for (const { data } of site.pages) {
    const preview = previewOf(data);
    if (preview && plan.claim(preview.file, preview.key)) stale.push(preview);
  }
  const early = stale.length > IN_THREADS ? undefined : drawnPreviews(stale, root);
  // Awaited by what is returned, where a failure stops the build.
  early?.catch(() => {});
  return async () => {
    const files = await (early ?? drawnPreviews(stale, root));
    stale.forEach((item, at) => plan.stageCopy(item.file, files[at]!));
  };
}

/**
 * The cached PNG of each preview, drawn when never drawn before: each in a thread of its own when
 * they are no more than IN_THREADS (no wait for sharp to load here), else here, RENDERING_AT_ONCE
 * at a time (a thread each would load sharp into every one of them).
 */
export function drawnPreviews(items: readonly PagePreview[], root: string): Promise<string[]> {
  if (items.length <= IN_THREADS) return Promise.all(items.map((item) => renderedInThread(item.svg(), root)));
  const cacheDir = previewCache(root);
  const files: string[] = [];
  let next = 0;
  const renderer = async () => {
    for (let at = next++; at < items.length; at = next++) files[at] = await renderedPreview(items[at]!.svg(), cacheDir);
  };
  return Promise.all(Array.from({ length: RENDERING_AT_ONCE }, renderer)).then(() => files);
}
