import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageData } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { generatedPreview, previewSection } from '../seo/preview.ts';
import { contentHash } from './content-hash.ts';
import { folderLookup } from './folder-lookup.ts';
import type { OutputPlan } from './output-plan.ts';
import { previewLayout, type PreviewLayout } from './preview-layout.ts';
import { textDrawingVersions } from './preview-font-files.ts';
import { DEFLATE } from './preview-png.ts';

/**
 * Social previews: a 1200 × 630 PNG per indexable page (its title, its section and the brand on
 * the brand's colours), laid out as SVG (see preview-layout.ts) and painted from it (see
 * preview-painter.ts). Social networks do not show SVG, so the PNG is what a shared link shows.
 * Painted previews are cached by a hash of what they are painted from.
 */

const require = createRequire(import.meta.url);

/** Where painted previews are kept between builds. */
export const previewCache = (root: string) => path.join(root, 'node_modules', '.cache', 'social-previews');

/** Named into each cached preview's hash, and the painter's kept drawings' (see painterFile): bumped when the painting changes what a layout gives. */
const PAINTING = `frame and glyphs at quarter pixels, a palette of ramps and the frame's colours, deflate ${JSON.stringify(DEFLATE)}, the frame's rows above and below the text compressed once`;

/**
 * The hash of how a layout's previews are painted and of their frame, made once per layout: each
 * preview's hash goes on from a copy of it. Made again for each preview, with the frame made
 * JSON each time, the names of 10,000 previews took 0.1 s of a full build instead of 0.05 s.
 */
const paintedOn = new WeakMap<PreviewLayout, Hash>();

/** A page's generated preview: its file inside the output folder, its key, and what it shows. */
export interface PagePreview {
  file: string;
  key: string;
  title: string;
  section: string;
}

/** The previews of a site's pages, and the layout they are painted with. */
export interface PreviewMaker {
  layout: PreviewLayout;
  /** The site's logo (an SVG file's text). */
  logo: string;
  /** The generated preview of a page (undefined for a page that names its own image, or has none). */
  of(data: PageData): PagePreview | undefined;
}

/**
 * The generated previews of any page of a site. A preview is keyed by what its drawing is made
 * from, so that only the previews to make are painted.
 */
export function previewMaker(settings: SiteSettings, publicDir: string, sources: string): PreviewMaker {
  const logo = readFileSync(path.join(publicDir, settings.logo), 'utf8');
  const shared = contentHash('preview', sources, JSON.stringify(settings), logo);
  return {
    layout: previewLayout(settings, logo),
    logo,
    of(data) {
      const preview = data.og.image ? undefined : generatedPreview(settings, data);
      if (!preview) return undefined;
      const [title, section] = [data.og.title ?? data.title, previewSection(data)];
      return { file: preview.src.slice(1), key: contentHash(shared, title, section), title, section };
    },
  };
}

/** A preview no build painted yet: what it shows, and the cached file it is painted into. */
export interface PreviewToPaint {
  title: string;
  section: string;
  file: string;
  /**
   * A full build's: where the preview's output is staged. It is painted there, and the cached
   * file is a second name of it (a hard link): written into the cache under a temporary name,
   * renamed and linked into the staging folder, each of a first build's 10,000 previews took a
   * rename and a link more.
   */
  staged?: string;
  /**
   * An earlier build painted it: staged as a second name of its cached file by the worker that
   * has its page, and painted only if the cache lost it meanwhile (another build looking through
   * it). Staged by the build's own thread, a build into an empty folder spent 0.1 to 0.2 s of it
   * on them at 10,039 pages.
   */
  paintedBefore?: true;
}

/** The previews a full build puts in place, and those of them to paint (see startPreviews). */
export interface BuildPreviews {
  /**
   * Claims a page's generated preview, if it has one that changed, and tells the prerender
   * worker that gets the page what to put in place: the cached file an earlier build painted, or
   * what to paint.
   */
  toPaint(data: PageData): PreviewToPaint | undefined;
  /** How many of the previews claimed so far are to be painted. */
  readonly painting: number;
  /** The site's logo, which the previews show. */
  logo: string;
  /** The file the painter keeps its drawings in (see painterFile). */
  keptIn: string;
  /** Stages each changed preview that shares its cached file with one painted now (pages with the same title in a section), once every one is painted. */
  stage(): void;
}

/**
 * The generated previews of a site's pages, claimed as the prerender plans each page (an
 * indexable page that does not name its own image has one): those that changed and that no
 * build painted yet (a site's first build paints one for each of its pages) are painted by the
 * prerender workers, each cached file once (pages with the same title for previews in one
 * section share it; two workers painting it at once would write the same file); one painted
 * before is staged with its page, as a link to its cached file, by the worker that gets the page
 * (see PreviewToPaint.paintedBefore). Claimed all
 * before the pages, the 10,039 previews of the benchmark's site kept the workers waiting 0.18 s
 * for their first pages; staged after the pages, a build that painted none of them spent 0.15 s
 * more linking them once its workers were done.
 */
export function startPreviews(settings: SiteSettings, publicDir: string, plan: OutputPlan, root: string, sources: string): BuildPreviews {
  const maker = previewMaker(settings, publicDir, sources);
  const cacheDir = previewCache(root);
  const painted = folderLookup(cacheDir);
  /** The previews whose cached file another page's preview is painted into now. */
  const afterPainting: [file: string, cached: string][] = [];
  /** The cached files of the previews met so far. */
  const met = new Set<string>();
  let painting = 0;
  return {
    toPaint(data) {
      const preview = maker.of(data);
      if (!preview || !plan.claim(preview.file, preview.key)) return undefined;
      const { cached, paint } = inCache(cacheDir, maker, preview, painted);
      const first = !met.has(cached);
      met.add(cached);
      if (!paint) return { title: preview.title, section: preview.section, file: cached, staged: plan.stagedElsewhere(preview.file), paintedBefore: true };
      if (!first) return void afterPainting.push([preview.file, cached]);
      painting++;
      return { ...paint, staged: plan.staging(preview.file) };
    },
    get painting() {
      return painting;
    },
    logo: maker.logo,
    keptIn: painterFile(cacheDir, maker.layout),
    stage: () => afterPainting.forEach(([file, cached]) => plan.stageCopy(file, cached)),
  };
}

/**
 * Where a page's preview is kept in the cache (`cacheDir`: previewCache), and what to paint into
 * it when no build painted it yet (`painted` tells, by the cached file's name: a full build's
 * looks among the cache's names once it has looked for more than a few, see folderLookup).
 */
export function inCache(
  cacheDir: string,
  maker: PreviewMaker,
  preview: PagePreview,
  painted: (name: string) => boolean = (name) => existsSync(path.join(cacheDir, name)),
): { cached: string; paint?: PreviewToPaint } {
  const name = cachedName(maker.layout, preview);
  const cached = path.join(cacheDir, name);
  return painted(name) ? { cached } : { cached, paint: { title: preview.title, section: preview.section, file: cached } };
}

/** The hash of how a layout's previews are painted and of their frame (see paintedOn). */
function paintingOf(layout: PreviewLayout): Hash {
  let painting = paintedOn.get(layout);
  if (!painting)
    paintedOn.set(
      layout,
      (painting = createHash('sha256')
        .update(`${PAINTING}, ${textDrawingVersions()}`)
        .update(JSON.stringify([layout.frame, layout.lineColors]))),
    );
  return painting;
}

/** The name a preview is kept under in the cache: a hash of what it is painted from, and how. */
function cachedName(layout: PreviewLayout, { title, section }: Pick<PagePreview, 'title' | 'section'>): string {
  const hash = paintingOf(layout)
    .copy()
    .update(JSON.stringify(layout.lines(title, section)));
  return `${hash.digest('hex').slice(0, 24)}.png`;
}

/**
 * The file in the cache a layout's painter keeps its frame and glyphs in between builds (see
 * KeptDrawings): named by how and from what they are drawn, sharp's version included (it draws
 * them). Removed, as a preview is, when no build wrote it for a week (see pruneUnlinked).
 */
export function painterFile(cacheDir: string, layout: PreviewLayout): string {
  // sharp's package.json is beside dist/, where its entry is.
  const sharpPackage = path.join(path.dirname(require.resolve('sharp')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(sharpPackage, 'utf8')) as { version: string };
  const hash = paintingOf(layout).copy().update(`drawn by sharp ${version}`);
  return path.join(cacheDir, `painter-${hash.digest('hex').slice(0, 24)}.bin`);
}
