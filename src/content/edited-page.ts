import type { CompiledPage, PageSummary } from '../../blocks/page.ts';
import type { CompileOptions } from './compile.ts';
import { Problems } from './problems.ts';
import type { ImageVariant } from './responsive-images.ts';
import { derivePage, placeInSiteOrder, summaryOf, type DeriveBase } from './stages/derive.ts';
import { addLinkedPaths, anchorsChanged, dependsOnRoute, keepsLinkedAnchors, type LinkTargets } from './stages/links.ts';
import { lintSite } from './stages/lint.ts';
import { parseContent, type Outline } from './stages/parse.ts';
import { plainUtf8, readsText } from './stages/read.ts';
import { routeFromFile } from './routes.ts';
import { resolveSite, type Dependencies } from './stages/resolve.ts';
import { sortFiles } from './stages/routes.ts';
import { validateSite, type Collection, type ValidatedPage } from './stages/validate.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import type { SearchFacts } from './stages/search-lint.ts';

/** What the rest of the site read of a page in the last compile. */
export interface KeptPage {
  outline: Outline;
  summary: PageSummary;
  /** What the search lint compared it by (indexable pages only). */
  search?: SearchFacts;
}

/** What a compile of a site with no errors keeps, to compile one of its pages again after an edit. */
export interface CompileState {
  options: CompileOptions & { pagesDir: string; publicDir: string; root: string };
  shownDir: string;
  settings: SiteSettings;
  rawSettings?: Record<string, unknown>;
  collections: Map<string, Collection>;
  links: LinkTargets;
  publicFiles: ReadonlySet<string>;
  base: DeriveBase;
  /**
   * Every path inside the site a link of the settings, a shared item or a page points at (see
   * linkedPaths): a page none points at can go without a link breaking. Pages compiled on their
   * own add theirs; those they no longer have stay until the whole compile.
   */
  linked: Set<string>;
  /** Each page (static or template) by its name inside pages/: what the rest of the site read of it. */
  pages: Map<string, KeptPage>;
  /** Which pages (names inside pages/, the 404 page's too) show each shared item ("testimonials/jane-builder"). */
  shows: Map<string, Set<string>>;
  /** Which documents (names inside pages/) show each photo (see photoUsers): a page compiled on its own leaves it as it was. */
  photos: Map<string, Set<string>>;
  /** Which page (name inside pages/) has each title, and each description, as the lint stage compares them (trimmed). */
  titles: Map<string, string>;
  descriptions: Map<string, string>;
}

/** A title or description as the lint stage compares them (trimmed; an empty one is none). */
const compared = (text: string | undefined) => text?.trim() || undefined;

/** Which page (name inside pages/) has each title (or description), as compared: once each in a site without errors. */
export const ownersOf = (pages: readonly ValidatedPage[], field: 'title' | 'description') =>
  new Map(
    pages.flatMap((page) => {
      const text = compared(page.file.outline[field]);
      return text ? [[text, page.file.name] as const] : [];
    }),
  );

/**
 * Whether links on other pages read the same of the outline of the page at `route`: its
 * template's values, and its anchors (it may gain some, and lose those no link points at: see
 * keepsLinkedAnchors; a template keeps them all, links name its pages).
 */
const keepsLinks = (state: CompileState, route: string, before: Outline, now: Outline) =>
  JSON.stringify(before.paths) === JSON.stringify(now.paths) && keepsLinkedAnchors(route, before.anchors, now.anchors, (target) => state.linked.has(target));

/** An edited page compiled on its own (see compileEditedPage). */
export interface EditedPage {
  page: CompiledPage;
  /** Resized copies of the raster images it shows. */
  variants: ImageVariant[];
  /** Its summary changed: pages that list it, and pages below it (their breadcrumbs), change too. */
  othersChanged: boolean;
}

/** What compiling one page on its own reads of the rest of the site (see compilePageAlone). */
export type AloneContext = Pick<CompileState, 'options' | 'shownDir' | 'settings' | 'rawSettings' | 'collections' | 'links' | 'publicFiles'>;

/** A page compiled on its own, without an error: its problems (warnings) as the whole compile reports them in it, but near-copies. */
export interface PageAlone {
  page: ValidatedPage;
  outline: Outline;
  /** What it depended on as resolved, when it resolved without a problem (see keptResolved). */
  needs?: Dependencies;
  /** What it depended on as resolved, problems or not: the paths its links point at, the shared items it shows. */
  found: Dependencies;
  variants: ImageVariant[];
  problems: Problems;
}

/**
 * The read, parse, validate, resolve and lint stages on one page's text, against the rest of the
 * site as `context` holds it: the checks of the page itself as the whole compile makes them, and
 * its links checked against every page. Undefined when the page has an error (or is not UTF-8):
 * only the whole compile can say then what else it changes. `early` may turn it down once its
 * outline is known, before the rest is done. The page's problems go to `problems`, found so far
 * when it was turned down.
 */
export function compilePageAlone(
  context: AloneContext,
  name: string,
  written: string,
  early?: (outline: Outline) => boolean,
  problems = new Problems(),
): PageAlone | undefined {
  const text = plainUtf8(written);
  if (text === undefined) return undefined;
  const { options } = context;
  const file = `${context.shownDir}/${name}`;
  const [parsed] = parseContent([{ name, file, text }], problems, { schemaLines: options.schemaLines ?? false });
  if (!parsed || early?.(parsed.outline) === false) return undefined;
  const files = sortFiles([parsed], problems);
  const site = {
    ...validateSite(files, options.blocks, problems),
    settings: context.settings,
    rawSettings: context.rawSettings,
    collections: context.collections,
  };
  const { variants, dependencies, found } = resolveSite(site, context.links, options.publicDir, context.publicFiles, problems);
  lintSite(site, options.blocks, problems);
  const [page] = site.pages;
  if (problems.hasErrors || !page?.valid) return undefined;
  page.summary = summaryOf(page);
  const source = page.file.source;
  return { page, outline: parsed.outline, needs: dependencies.get(source), found: found.get(source)!, variants: [...variants.values()].flat(), problems };
}

/**
 * An edited page compiled on its own against the compile that kept `state` (and the edits
 * compiled so since): the same page a compile of the whole site makes, when the edit leaves
 * links to it as they were (its template's values, the anchors links point at: the ones it gains
 * are checked from then on), its title and description are no other page's (a repeated one is
 * an error), and the page has no error of its own. Other
 * pages' errors cannot change then; their warnings that compare pages (near-copies), and, when
 * `othersChanged`, their data, are the whole compile's to make. The state then holds the page as
 * it is now, for the next edit. Undefined otherwise: only the whole compile can say then, and
 * the state is as it was. The page's own problems go to `problems` (those found before it was
 * turned down): each is one the whole compile of the site with this edit reports too.
 */
export function compileEditedPage(state: CompileState, name: string, written: string | undefined, problems?: Problems): EditedPage | undefined {
  const before = state.pages.get(name);
  // A deleted page is the whole compile's to report.
  if (!before || written === undefined) return undefined;
  const context = { ...state };
  const alone = compilePageAlone(
    context,
    name,
    written,
    (outline) => {
      const { route } = before.summary;
      if (!keepsLinks(state, route, before.outline, outline) || takenByOthers(state, name, outline)) return false;
      // Its own links to its anchors are checked against them as they are now.
      if (anchorsChanged(before.outline.anchors, outline.anchors)) context.links = state.links.withAnchors(route, outline.anchors);
      return true;
    },
    problems,
  );
  if (!alone) return undefined;
  state.links = context.links;
  const summary = alone.page.summary!;
  const othersChanged = JSON.stringify(summary) !== JSON.stringify(before.summary);
  if (othersChanged) state.base = withSummary(state.base, summary, alone.page.file.param === undefined);
  return keptInState(state, name, alone, othersChanged);
}

/**
 * A page file added since the compile that kept `state` (and the edits compiled so since),
 * compiled on its own: the same page the whole compile makes, when it is a page of its own (not a
 * template, the settings or a shared item) at an address no page has (nor a template beside it
 * among its values) with no page below it, its title and description are no other page's, and it
 * has no error. Links to it were errors before, and there were none: no other page's problems
 * change, and the pages that list others follow with the whole compile (othersChanged). The
 * state then holds it, for the next edit. Undefined otherwise; its own problems go to `problems`
 * as compileEditedPage's do.
 */
export function compileAddedPage(state: CompileState, name: string, written: string | undefined, problems?: Problems): EditedPage | undefined {
  const route = routeFromFile(name);
  if (written === undefined || state.pages.has(name) || !readsText(name) || name.split('/').some((part) => part.startsWith('_'))) return undefined;
  if (!route.ok || route.param !== undefined) return undefined;
  if (state.links.pages.some((page) => page.route === route.route || dependsOnRoute(route.route, page))) return undefined;
  const context = { ...state, links: state.links.withPage({ route: route.route, file: `${state.shownDir}/${name}`, anchors: [] }) };
  const alone = compilePageAlone(
    context,
    name,
    written,
    (outline) => {
      if (takenByOthers(state, name, outline)) return false;
      // Its own links to its anchors are checked against them.
      context.links = context.links.withAnchors(route.route, outline.anchors);
      return true;
    },
    problems,
  );
  if (!alone) return undefined;
  state.links = context.links;
  state.base = withAddedSummary(state.base, alone.page.summary!);
  return keptInState(state, name, alone, true);
}

/**
 * A page file deleted since the compile that kept `state`, taken out of it: when it is a page of
 * its own (not a template), no link points at it, no page is below it (their breadcrumbs name
 * it) and no template beside it lists its address among its values. No other page's errors can
 * change then; the warnings that compare pages, and the pages that list others, follow with the
 * whole compile. Gives its route; undefined otherwise (the whole compile's to say).
 */
export function removedFromState(state: CompileState, name: string): string | undefined {
  const route = state.pages.get(name)?.summary.route;
  const linked = state.links.pages.find((page) => page.route === route);
  if (route === undefined || route === '/' || !linked || linked.values || state.linked.has(route)) return undefined;
  if (state.links.pages.some((page) => dependsOnRoute(route, page))) return undefined;
  state.pages.delete(name);
  state.links = state.links.withoutPage(route);
  keepOwner(state.titles, name, undefined);
  keepOwner(state.descriptions, name, undefined);
  const { context, titles } = state.base;
  const others = new Map(titles);
  others.delete(route);
  state.base = { context: { ...context, pages: context.pages.filter((page) => page.route !== route) }, titles: others };
  return route;
}

/**
 * A page compiled on its own, kept in the state for the next edit (its outline, summary, search
 * facts, links and the shared items it shows; who has its title and description), and derived.
 */
export function keptInState(state: CompileState, name: string, alone: PageAlone, othersChanged: boolean): EditedPage {
  const { page, outline } = alone;
  keepOwner(state.titles, name, outline.title);
  keepOwner(state.descriptions, name, outline.description);
  addLinkedPaths(state.linked, alone.found.links);
  // Those it no longer shows stay until the whole compile: one more page compiled after an item's edit.
  for (const ref of Object.keys(alone.found.refs)) state.shows.set(ref, (state.shows.get(ref) ?? new Set()).add(name));
  state.pages.set(name, { outline, summary: page.summary!, search: page.search });
  return { page: derivePage(state.settings, page, state.options.blocks, state.base), variants: alone.variants, othersChanged };
}

/** Whether the page `name` now has a title or a description another page has (a repeated one is an error). */
export function takenByOthers(owners: Pick<CompileState, 'titles' | 'descriptions'>, name: string, outline: Outline): boolean {
  const taken = (byText: ReadonlyMap<string, string>, text: string | undefined) => {
    const key = compared(text);
    const owner = key && byText.get(key);
    return Boolean(owner) && owner !== name;
  };
  return taken(owners.titles, outline.title) || taken(owners.descriptions, outline.description);
}

/** A page's title (or description) in an owners map: what it had before is no longer its. */
export function keepOwner(owners: Map<string, string>, name: string, now: string | undefined) {
  for (const [text, owner] of owners) if (owner === name) owners.delete(text);
  const is = compared(now);
  if (is) owners.set(is, name);
}

/** What pages are derived against, with an added page's summary (and title) in the site's order of its static pages. */
export function withAddedSummary(base: DeriveBase, summary: PageSummary): DeriveBase {
  const pages = base.context.pages;
  return {
    context: {
      ...base.context,
      pages: pages.toSpliced(
        placeInSiteOrder(pages, (page) => page.route, summary.route),
        0,
        summary,
      ),
    },
    titles: new Map(base.titles).set(summary.route, summary.title),
  };
}

/**
 * A page's new summary (and title) in what pages are derived against. Made anew, not changed
 * in place: the pages already compiled keep reading what they were derived against.
 */
export function withSummary(base: DeriveBase, summary: PageSummary, isStatic: boolean): DeriveBase {
  const { context, titles } = base;
  const replaced = (summaries: readonly PageSummary[]) => summaries.map((other) => (other.route === summary.route ? summary : other));
  return {
    context: { ...context, pages: replaced(context.pages), templates: replaced(context.templates) },
    titles: isStatic ? new Map(titles).set(summary.route, summary.title) : titles,
  };
}
