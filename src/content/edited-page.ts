import type { CompiledPage, PageSummary } from '../../blocks/page.ts';
import type { CompileOptions } from './compile.ts';
import { Problems } from './problems.ts';
import type { ImageVariant } from './responsive-images.ts';
import { derivePage, summaryOf, type DeriveBase } from './stages/derive.ts';
import type { LinkTargets } from './stages/links.ts';
import { lintSite } from './stages/lint.ts';
import { parseContent, type Outline } from './stages/parse.ts';
import { plainUtf8 } from './stages/read.ts';
import { resolveSite } from './stages/resolve.ts';
import { sortFiles } from './stages/routes.ts';
import { validateSite, type Collection, type ValidatedPage } from './stages/validate.ts';
import type { SiteSettings } from '../shared/site-schema.ts';

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
  /** Each page (static or template) by its name inside pages/: what the rest of the site read of it. */
  pages: Map<string, { outline: Outline; summary: PageSummary }>;
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

/** What links on other pages read of a page's outline: its anchors and its template's values. */
const readByOthers = ({ anchors, paths }: Outline) => JSON.stringify([anchors, paths]);

/** An edited page compiled on its own (see compileEditedPage). */
export interface EditedPage {
  page: CompiledPage;
  /** Resized copies of the raster images it shows. */
  variants: ImageVariant[];
  /** Its summary changed: pages that list it, and pages below it (their breadcrumbs), change too. */
  othersChanged: boolean;
}

/**
 * An edited page compiled on its own against the compile that kept `state` (and the edits
 * compiled so since): the same page a compile of the whole site makes, when the edit leaves
 * links to it as they were (its anchors, its template's values), its title and description are
 * no other page's (a repeated one is an error), and the page has no error of its own. Other
 * pages' errors cannot change then; their warnings that compare pages (near-copies), and, when
 * `othersChanged`, their data, are the whole compile's to make. The state then holds the page as
 * it is now, for the next edit. Undefined otherwise: only the whole compile can say then.
 */
export function compileEditedPage(state: CompileState, name: string, written: string | undefined): EditedPage | undefined {
  const before = state.pages.get(name);
  // A deleted page, or one in another encoding, is the whole compile's to report.
  const text = written === undefined ? undefined : plainUtf8(written);
  if (!before || text === undefined) return undefined;
  const { options } = state;
  const problems = new Problems();
  const file = `${state.shownDir}/${name}`;
  const [parsed] = parseContent([{ name, file, text }], problems, { schemaLines: options.schemaLines ?? false });
  if (!parsed || readByOthers(parsed.outline) !== readByOthers(before.outline)) return undefined;
  const takenBy = (owners: ReadonlyMap<string, string>, text: string | undefined) => {
    const key = compared(text);
    const owner = key && owners.get(key);
    return Boolean(owner) && owner !== name;
  };
  if (takenBy(state.titles, parsed.outline.title) || takenBy(state.descriptions, parsed.outline.description)) return undefined;
  const files = sortFiles([parsed], problems);
  const site = { ...validateSite(files, options.blocks, problems), settings: state.settings, rawSettings: state.rawSettings, collections: state.collections };
  const { variants } = resolveSite(site, state.links, options.publicDir, state.publicFiles, problems);
  lintSite(site, options.blocks, problems);
  const [page] = site.pages;
  if (problems.hasErrors || !page?.valid) return undefined;
  const summary = (page.summary = summaryOf(page));
  const othersChanged = JSON.stringify(summary) !== JSON.stringify(before.summary);
  if (othersChanged) keepSummary(state, summary, page.file.param === undefined);
  keepOwner(state.titles, name, before.outline.title, parsed.outline.title);
  keepOwner(state.descriptions, name, before.outline.description, parsed.outline.description);
  state.pages.set(name, { outline: parsed.outline, summary });
  return { page: derivePage(state.settings, page, options.blocks, state.base), variants: [...variants.values()].flat(), othersChanged };
}

/** A page's title (or description) moved from `before` to `now` in an owners map. */
function keepOwner(owners: Map<string, string>, name: string, before: string | undefined, now: string | undefined) {
  const [was, is] = [compared(before), compared(now)];
  if (was && owners.get(was) === name) owners.delete(was);
  if (is) owners.set(is, name);
}

/**
 * A page's new summary (and title) in what pages are derived against. Made anew, not changed
 * in place: the pages already compiled keep reading what they were derived against.
 */
function keepSummary(state: CompileState, summary: PageSummary, isStatic: boolean) {
  const { context, titles } = state.base;
  const withSummary = (summaries: readonly PageSummary[]) => summaries.map((other) => (other.route === summary.route ? summary : other));
  state.base = {
    context: { ...context, pages: withSummary(context.pages), templates: withSummary(context.templates) },
    titles: isStatic ? new Map(titles).set(summary.route, summary.title) : titles,
  };
}
