import path from 'node:path';
import type { CompiledPage, PageSummary } from '../../blocks/page.ts';
import type { CompileOptions } from './compile.ts';
import { Problems } from './problems.ts';
import { derivePage, summaryOf, type DeriveBase } from './stages/derive.ts';
import type { LinkTargets } from './stages/links.ts';
import { lintSite } from './stages/lint.ts';
import { parseContent, type Outline } from './stages/parse.ts';
import { readText } from './stages/read.ts';
import { resolveSite } from './stages/resolve.ts';
import { sortFiles } from './stages/routes.ts';
import { validateSite, type Collection } from './stages/validate.ts';
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
}

/** A file's text (see readText); undefined when it is gone (a deleted page is the whole compile's to report). */
function textOf(fullPath: string, file: string, problems: Problems): string | undefined {
  try {
    return readText(fullPath, file, problems);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** What links on other pages read of a page's outline: its anchors and its template's values (its title and description are in its summary). */
const readByOthers = ({ anchors, paths }: Outline) => JSON.stringify([anchors, paths]);

/**
 * An edited page compiled on its own against the compile that kept `state`: the same page a
 * compile of the whole site makes, when the edit changes nothing another page reads of it and
 * the page has no error. That is known from the page alone: what links on other pages read of
 * it (its anchors, its template's values) and its summary (its title and description, which
 * other pages must not repeat and breadcrumbs show, and what lists of pages show: its images
 * among them, so it needs no resized copy the site lacks) are as they were. No other page's
 * data or errors can change then; only the warnings that compare pages (near-copies) can, and
 * the whole compile finds those. Undefined otherwise: only the whole compile can say then.
 */
export function compileEditedPage(state: CompileState, name: string): CompiledPage | undefined {
  const before = state.pages.get(name);
  if (!before) return undefined;
  const { options } = state;
  const problems = new Problems();
  const file = `${state.shownDir}/${name}`;
  const text = textOf(path.join(options.pagesDir, name), file, problems);
  if (text === undefined) return undefined;
  const [parsed] = parseContent([{ name, file, text }], problems, { schemaLines: options.schemaLines ?? false });
  if (!parsed || readByOthers(parsed.outline) !== readByOthers(before.outline)) return undefined;
  const files = sortFiles([parsed], problems);
  const site = { ...validateSite(files, options.blocks, problems), settings: state.settings, rawSettings: state.rawSettings, collections: state.collections };
  resolveSite(site, state.links, options.publicDir, state.publicFiles, problems);
  lintSite(site, options.blocks, problems);
  const [page] = site.pages;
  if (problems.hasErrors || !page?.valid) return undefined;
  page.summary = summaryOf(page);
  if (JSON.stringify(page.summary) !== JSON.stringify(before.summary)) return undefined;
  return derivePage(state.settings, page, options.blocks, state.base);
}
