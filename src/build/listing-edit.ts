import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import type { CompiledPage, PageSummary } from '../../blocks/page.ts';
import { keptResolved } from '../content/compile.ts';
import { PAGES_ALONE } from '../content/edited-items.ts';
import { compilePageAlone, keepOwner, takenByOthers, withAddedSummary, withSummary, type AloneContext, type PageAlone } from '../content/edited-page.ts';
import { compiledKey, derivePage, listedKeys, listedParts, settingsKeyOf, type DeriveBase } from '../content/stages/derive.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { readSummaries, type SiteSummaries, type Snapshot } from './build-snapshot.ts';
import { nameIn } from '../content/stages/read.ts';
import { llmsIndex } from './crawl-files.ts';
import { storedResolved } from './parse-cache.ts';

/** What else an edit of a page's summary makes again (see listingEdit). */
export interface ListingEdit {
  /** The static pages that list others, and the templates that do, derived from the summaries as they are now. */
  pages: CompiledPage[];
  templates: CompiledPage[];
  /** The snapshot's summaries as they are now. */
  summaries: SiteSummaries;
  /** The pages below an edited page whose title changed: their breadcrumbs name it (see listingEdit). */
  below: CompiledPage[];
  /** llms.txt as it is now: made while the pages render, which do not need it; none when no summary changed. */
  llms?: () => string;
}

/**
 * The key a full build gives a page compiled on its own (`site`: the key of what its blocks list,
 * for a page that lists others: see listedKeys), when it resolved without a problem: the parse
 * cache keeps it by that key, and the next full build then finds its files made.
 */
export function keyAsBuilt(compiled: CompiledPage, resolved: string | undefined, sources: string, settings: SiteSettings, site = '') {
  if (resolved) compiled.key = compiledKey(sources, resolved, compiled, settingsKeyOf(settings), site);
}

/**
 * The hash of what a page compiled on its own resolved to (see keyAsBuilt): taken before its
 * data is read, which derives the blocks that list other pages in place.
 */
export const resolvedHashOf = (alone: PageAlone) => alone.needs && storedResolved(keptResolved(alone.page, alone.needs)).hash;

/**
 * After an edit of a plain page (`name`, compiled on its own: `edited`) that changes what other
 * outputs read of it (its title, description, preview fields or articles: its summary), what a
 * full build makes again from that summary: every page that lists others, compiled on its own
 * and derived from every page's summary with the new one (they are the pages the blog, the SEO
 * table, the gallery and the city list make), and llms.txt; when its title changed, the pages
 * below it too (their breadcrumbs name it), each compiled on its own. Undefined when the edit
 * changes more than that: the title a template below it or more than PAGES_ALONE pages below it
 * name, or when its title or description is now another page's (an error). A full build is
 * needed then.
 */
export function listingEdit(
  snapshot: Snapshot,
  build: { cacheDir: string; outDir: string; sources: string },
  context: AloneContext,
  name: string,
  edited: PageAlone,
  /** The page was added (see quick-add.ts). */
  added = false,
  summaries = readSummaries(build.cacheDir, build.outDir, snapshot),
): ListingEdit | undefined {
  if (!summaries) return undefined;
  const summary = edited.page.summary!;
  const { route } = summary;
  const before = summaries.pages.find((page) => page.route === route);
  const below = (other: { route: string }) => other.route.startsWith(`${route}/`);
  const renamed = added || before?.title !== summary.title;
  const named = renamed ? summaries.pages.filter(below) : [];
  if (
    (added ? before : !before) ||
    (added && named.length) ||
    named.length > PAGES_ALONE ||
    (renamed && summaries.templates.some(below)) ||
    takenByOthers(summaries, name, edited.outline)
  )
    return undefined;

  keepOwner(summaries.titles, name, edited.outline.title);
  keepOwner(summaries.descriptions, name, edited.outline.description);
  const last = lastBase(snapshot, context.settings, summaries);
  const base = added ? withAddedSummary(last, summary) : withSummary(last, summary, true);
  const listing = relisted(build.sources, context, summaries, base);
  const belowNow = listing && breadcrumbsNaming(build.sources, context, named, base);
  return belowNow && { ...listing, below: belowNow };
}

/**
 * The pages (`named`: their summaries) below a page whose title changed, each compiled on its own
 * and derived against `base`, which has the new title for their breadcrumbs; those that list
 * others are made with them (see relisted). Undefined when one has an error.
 */
function breadcrumbsNaming(sources: string, context: AloneContext, named: readonly PageSummary[], base: DeriveBase): CompiledPage[] | undefined {
  const fileOf = new Map(context.links.pages.map((page) => [page.route, page.file]));
  const made: CompiledPage[] = [];
  for (const { route } of named) {
    const name = nameIn(context.shownDir, fileOf.get(route)!);
    const alone = compilePageAlone(context, name, readFileSync(path.join(context.options.pagesDir, name), 'utf8'));
    if (!alone) return undefined;
    const compiled = derivePage(context.settings, alone.page, blocks, base);
    if (compiled.lists) continue;
    keyAsBuilt(compiled, resolvedHashOf(alone), sources, context.settings);
    made.push(compiled);
  }
  return made;
}

/** What the pages are derived against in the last build (with `summaries`, as they are now). */
export const lastBase = (snapshot: Snapshot, settings: SiteSettings, summaries: SiteSummaries): DeriveBase => ({
  context: { settings, pages: summaries.pages, templates: summaries.templates },
  titles: new Map(snapshot.parentTitles),
});

/**
 * What a full build makes from every page's summary, derived against `base`: every page that
 * lists others whose key changed (the part of the site its blocks list, or its breadcrumbs),
 * compiled on its own, and llms.txt; with the summaries as they are then, each listing page's
 * key among them. One whose key is the one it was made with is left as it is: a city page
 * retitled makes the SEO table and the city list again, not the blog index.
 */
export function relisted(sources: string, context: AloneContext, summaries: SiteSummaries, base: DeriveBase): ListingEdit | undefined {
  const { settings } = context;
  // Each type's part worked out once, for every page that lists others and their keys.
  const listed = listedParts(blocks, base.context);
  const listedKey = listedKeys(blocks, base.context, listed);
  const made: CompiledPage[] = [];
  const listing: SiteSummaries['listing'] = [];
  for (const [name, madeWith] of summaries.listing) {
    const alone = compilePageAlone(context, name, readFileSync(path.join(context.options.pagesDir, name), 'utf8'));
    if (!alone) return undefined;
    const compiled = derivePage(settings, alone.page, blocks, base, listed);
    keyAsBuilt(compiled, resolvedHashOf(alone), sources, settings, listedKey(alone.page));
    listing.push([name, compiled.key]);
    if (compiled.key === undefined || compiled.key !== madeWith) made.push(compiled);
  }
  const now: SiteSummaries = { ...summaries, pages: base.context.pages, listing };
  return {
    pages: made.filter((page) => !page.template),
    templates: made.filter((page) => page.template),
    summaries: now,
    below: [],
    llms: () => llmsIndex(settings, now.pages),
  };
}
