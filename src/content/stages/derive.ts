import type { BlockDefinition } from '../../../blocks/define.ts';
import type { Block } from '../../../blocks/index.ts';
import { hash } from 'node:crypto';
import { listedIn, type CompiledPage, type DeriveContext, type PageData, type PageSummary } from '../../../blocks/page.ts';
import type { CompiledSite } from '../types.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import { byText } from '../../shared/text-order.ts';
import type { ValidatedBlock, ValidatedPage } from './validate.ts';

/**
 * What the derive context holds of a valid page: its own fields and what other pages list of it,
 * kept with its text when it resolved before (its blocks are then not read), else from its blocks.
 */
export function summaryOf(page: ValidatedPage): PageSummary {
  const { title, description, kind, noindex } = page.shell!;
  const listed = page.resolvedBefore?.listed ?? listedIn(page.blocks as ValidatedBlock[]);
  return { route: page.file.route, title, description, kind, noindex, ...listed };
}

/** A part of a page made when first read and kept; one written is kept for good. */
class MadeOnRead<T> {
  private value: T | undefined;
  private written = false;
  constructor(private readonly make: () => T) {}
  read(): T {
    return (this.value ??= this.make());
  }
  write(value: T) {
    this.value = value;
    this.written = true;
  }
  /** Made again when next read (the same way): what was written stays. */
  forget() {
    if (!this.written) this.value = undefined;
  }
}

/** How each compiled page lets go of the parts it made on read (see forgetMadeParts). */
const madeParts = new WeakMap<PageData, () => void>();

/**
 * Lets go of a compiled page's blocks and structured data as made when read: the build hands
 * each page to a renderer once, and kept after that they made its memory grow with every page it
 * rendered (its peak was about 30 MB higher at 10,000 pages). Read again, they are made again
 * the same way.
 */
export function forgetMadeParts(data: PageData) {
  madeParts.get(data)?.();
}

/**
 * A page with no errors, as the site gets it: its blocks (made by `blocksOf`) and structured
 * data are made on first read and kept (until forgetMadeParts); writing one replaces it. The
 * accessors are part of the object as made, in the fields' order (JSON of it is the same either
 * way): at 10,000 pages, redefining the fields afterwards cost more than the rest of making the pages.
 */
function compiledPage(page: ValidatedPage, blocksOf: () => Block[], structuredDataOf: (data: PageData) => PageData['structuredData']): CompiledPage {
  const shell = page.shell!;
  const blocks = new MadeOnRead(blocksOf);
  const structuredData = new MadeOnRead(() => structuredDataOf(data));
  const data: PageData = {
    route: page.file.route,
    title: shell.title,
    description: shell.description,
    og: { ...shell.og, type: shell.kind === 'article' ? 'article' : 'website' },
    kind: shell.kind,
    noindex: shell.noindex,
    breadcrumbs: [],
    get blocks() {
      return blocks.read();
    },
    set blocks(value) {
      blocks.write(value);
    },
    // After the blocks' derive (reading the blocks makes it), so structured data can use what was derived.
    get structuredData() {
      return structuredData.read();
    },
    set structuredData(value) {
      structuredData.write(value);
    },
  };
  madeParts.set(data, () => {
    blocks.forget();
    structuredData.forget();
  });
  return {
    file: page.file.source.file,
    data,
    ...(page.file.param ? { template: { param: page.file.param, values: shell.paths ?? [] } } : {}),
  };
}

/** What deriving a page reads of the rest of the site: every page's summary and every static page's title by route. */
export interface DeriveBase {
  context: DeriveContext;
  titles: ReadonlyMap<string, string>;
}

/** Blocks a compiled page holds as they are (a page no cache keeps). */
const heldBlocks = (blocks: ValidatedBlock[]) => () => blocks;

/**
 * Makes compiled pages against one derive context: blocks that list other pages read it, and
 * the breadcrumbs read the titles. Every block passed its registry schema (a page with an error
 * never gets here); derived data is added in place, which makes each block what its type says.
 */
function pageMaker(settings: SiteSettings, blocks: readonly BlockDefinition[], base: DeriveBase, listed = listedParts(blocks, base.context)) {
  const byType = new Map(blocks.map((block) => [block.type, block]));
  const derives = (page: ValidatedPage) => (page.file.outline.blockTypes ?? []).some((type) => type !== null && byType.get(type)?.derive);
  const blocksOf = (page: ValidatedPage, lists: boolean) => {
    // Read back, or held: the compiled page holds nothing else of the compile (every document's
    // data and text, as written and as validated, are let go of once the site is compiled).
    const read = page.readBlocks ?? heldBlocks(page.blocks as ValidatedBlock[]);
    return () => {
      const blocks = read() as Block[];
      if (lists) {
        for (const block of blocks) {
          const derive = byType.get(block.type)?.derive;
          if (derive) Object.assign(block, derive(block, listed(block.type)));
        }
      }
      return blocks;
    };
  };
  const structuredDataOf = (data: PageData) => data.blocks.flatMap((block) => byType.get(block.type)?.structuredData?.(block, { page: data, settings }) ?? []);
  return {
    listed,
    /** The page compiled, without its breadcrumbs (see withBreadcrumbs). */
    make(page: ValidatedPage): CompiledPage {
      const lists = derives(page);
      const compiled = compiledPage(page, blocksOf(page, lists), structuredDataOf);
      if (lists) compiled.lists = true;
      return compiled;
    },
    withBreadcrumbs(compiled: CompiledPage) {
      compiled.data.breadcrumbs = breadcrumbs(compiled.data, base.titles, settings);
    },
  };
}

/** The site's order of its static pages (the blog, llms.txt, the sitemap list them so). */
export const compareRoutes = (a: string, b: string) => byText(a, b);

/**
 * Where a route goes in a list in the site's order (each item's route: `routeOf`): after the last
 * that comes before it (or is the same). Found by halving: a page added to a site of 10,000 pages
 * is placed in its summaries and in llms-full.txt's parts, and comparing it with every route took
 * 2.5 to 5 ms each time.
 */
export function placeInSiteOrder<T>(list: readonly T[], routeOf: (item: T) => string, route: string): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRoutes(routeOf(list[middle]!), route) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The derive stage, once the whole site is valid: breadcrumbs, what blocks read from the whole
 * site (the blog index from the articles, the SEO table from every page), and what blocks tell
 * search engines. Blocks read other pages only through their summaries. A page's blocks and
 * structured data are made when first read: a build that finds a kept page's key unchanged
 * (`version` given: the sources the kept results belong to) never reads them. What the pages
 * were derived against is returned too (`base`), for derivePage.
 */
export function deriveSite(
  settings: SiteSettings,
  pages: readonly ValidatedPage[],
  notFoundPage: ValidatedPage,
  blocks: readonly BlockDefinition[],
  version?: string,
): Pick<CompiledSite, 'settings' | 'pages' | 'templates' | 'notFound'> & { base: DeriveBase } {
  const staticPages = pages.filter((page) => !page.file.param).sort((a, b) => compareRoutes(a.file.route, b.file.route));
  const templatePages = pages.filter((page) => page.file.param);
  const context: DeriveContext = {
    settings,
    pages: staticPages.map((page) => (page.summary ??= summaryOf(page))),
    templates: templatePages.map((page) => (page.summary ??= summaryOf(page))),
  };
  const base: DeriveBase = { context, titles: new Map(staticPages.map((page) => [page.file.route, page.shell!.title])) };
  const maker = pageMaker(settings, blocks, base);
  const entriesOf = (list: ValidatedPage[]) => list.map((page) => ({ page, compiled: maker.make(page) }));
  const staticEntries = entriesOf(staticPages);
  const templateEntries = entriesOf(templatePages);
  const notFound = maker.make(notFoundPage);
  notFound.data.noindex = true;
  for (const { compiled } of [...staticEntries, ...templateEntries]) maker.withBreadcrumbs(compiled);

  const settingsKey = settingsKeyOf(settings);
  const listedKey = listedKeys(blocks, context, maker.listed);
  for (const { page, compiled } of [...staticEntries, ...templateEntries]) {
    if (!version || !page.resolvedHash) continue;
    compiled.key = compiledKey(version, page.resolvedHash, compiled, settingsKey, compiled.lists ? listedKey(page) : '');
  }
  return { settings, pages: staticEntries.map((entry) => entry.compiled), templates: templateEntries.map((entry) => entry.compiled), notFound, base };
}

export const settingsKeyOf = (settings: SiteSettings) => hash('sha256', JSON.stringify(settings), 'base64url');

/**
 * Each page's summary by its key, worked out once per summary: summaries are never changed once
 * made (an edit makes a new one), and a one-page rebuild reads them back with their keys (see
 * knownSummaryKeys), so that it hashes only the edited page's (all of them took about 20 ms at
 * 10,000 pages).
 */
const summaryKeys = new WeakMap<PageSummary, string>();
export function summaryKeyOf(summary: PageSummary): string {
  let key = summaryKeys.get(summary);
  if (key === undefined) summaryKeys.set(summary, (key = hash('sha256', JSON.stringify(summary), 'base64url')));
  return key;
}

/** Summaries read back, with the keys summaryKeyOf gave them (joined: each is as long as a SHA-256 in base64url). */
export function knownSummaryKeys(summaries: readonly PageSummary[], keys: string) {
  const length = keys.length / summaries.length;
  summaries.forEach((summary, at) => summaryKeys.set(summary, keys.slice(at * length, (at + 1) * length)));
}

/** The part of the site each block type that lists others reads (see BlockDefinition.lists), worked out once per type. */
export function listedParts(blocks: readonly BlockDefinition[], context: DeriveContext): (type: string) => DeriveContext {
  const byType = new Map(blocks.map((block) => [block.type, block]));
  const parts = new Map<string, DeriveContext>();
  return (type) => {
    let part = parts.get(type);
    if (!part) parts.set(type, (part = byType.get(type)?.lists?.(context) ?? context));
    return part;
  };
}

/**
 * The key of what a page's blocks that list others read (see compiledKey): the settings, and the
 * part of the site each of their types lists, its summaries by their keys. Worked out once for
 * each set of such types, from the parts the pages were derived with (`listed`) when given.
 */
export function listedKeys(blocks: readonly BlockDefinition[], context: DeriveContext, listed = listedParts(blocks, context)): (page: ValidatedPage) => string {
  const listing = new Set(blocks.flatMap((block) => (block.derive ? [block.type] : [])));
  const keys = new Map<string, string>();
  return (page) => {
    const types = [...new Set(page.file.outline.blockTypes ?? [])].filter((type): type is string => type !== null && listing.has(type)).sort();
    const name = types.join(' ');
    let key = keys.get(name);
    if (key === undefined) {
      const parts = types.map((type) => {
        const { templates, pages } = listed(type);
        return [type, ...[templates, pages].map((summaries) => summaries.map(summaryKeyOf).join(''))];
      });
      keys.set(name, (key = hash('sha256', JSON.stringify([context.settings, parts]), 'base64url')));
    }
    return key;
  };
}

/**
 * The key of a compiled page's data (CompiledPage.key), from what it is made of: the version of
 * the sources, its text as resolved (`resolvedHash`), its address, the settings, its breadcrumbs
 * and, for a page that lists others (`site`), the summaries it read.
 */
export const compiledKey = (version: string, resolvedHash: string, compiled: CompiledPage, settingsKey: string, site: string) =>
  JSON.stringify([version, resolvedHash, compiled.data.route, compiled.template ?? null, settingsKey, compiled.data.breadcrumbs, site]);

/**
 * One page derived against what the site's pages were derived against: the same page as
 * deriveSite makes of it, when the page's own summary and title are what `base` holds.
 */
export function derivePage(
  settings: SiteSettings,
  page: ValidatedPage,
  blocks: readonly BlockDefinition[],
  base: DeriveBase,
  /** The parts of the site its blocks list, when pages derived one after the other share them (see listedParts). */
  listed?: (type: string) => DeriveContext,
): CompiledPage {
  const maker = pageMaker(settings, blocks, base, listed);
  const compiled = maker.make(page);
  maker.withBreadcrumbs(compiled);
  return compiled;
}

/** Home › section › page: section names from the navigation where it names them, else page titles. */
function breadcrumbs(page: PageData, titles: ReadonlyMap<string, string>, settings: SiteSettings): PageData['breadcrumbs'] {
  if (page.route === '/') return [];
  const segments = page.route.split('/').filter(Boolean);
  const trail: PageData['breadcrumbs'] = [{ name: 'Home', path: '/' }];
  segments.forEach((_, index) => {
    const path = '/' + segments.slice(0, index + 1).join('/');
    const isLast = index === segments.length - 1;
    const title = isLast ? page.title : titles.get(path);
    if (title === undefined) return;
    const navName = settings.navigation.find((item) => item.path === path)?.name;
    trail.push({ name: navName ?? title, path: isLast ? page.route : path });
  });
  return trail;
}
