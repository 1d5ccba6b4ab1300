import path from 'node:path';
import type { BlockDefinition } from '../../blocks/define.ts';
import { listPublicFiles } from './public-files.ts';
import { messages } from './messages.ts';
import type { PageShell } from './page-schema.ts';
import { Problems } from './problems.ts';
import { photosAmong } from './responsive-images.ts';
import { deriveSite, summaryOf } from './stages/derive.ts';
import { addLinkedPaths, LinkTargets, linkedPage } from './stages/links.ts';
import { lintSite } from './stages/lint.ts';
import { parseContent, type ParsedTexts } from './stages/parse.ts';
import { nameIn, readContent, shownDirOf, type ContentFile } from './stages/read.ts';
import { resolveSite, type Dependencies, type ResolvedFacts } from './stages/resolve.ts';
import { NOT_FOUND_FILE, SETTINGS_FILE, sortFiles } from './stages/routes.ts';
import { everyPage, validateSite, type ValidatedPage } from './stages/validate.ts';
import type { CompiledSite, ContentProblem } from './types.ts';
import type { YamlSource } from './yaml-source.ts';
import { ownersOf, type CompileState } from './edited-page.ts';

export interface CompileOptions {
  /** The content folder (pages/). */
  pagesDir: string;
  /** Static files (default public/ under root): images are measured and links to files checked against it. */
  publicDir?: string;
  /** The block registry: the compiler knows blocks only through it. */
  blocks: readonly BlockDefinition[];
  /** Paths in messages are relative to this folder (default: the working directory). */
  root?: string;
  /** Check that each file's first line names its JSON Schema (where schema/ sits beside pages/). */
  schemaLines?: boolean;
  /** Data of documents parsed before (the build keeps them between builds). */
  parsedTexts?: ParsedTexts;
  /** Content files read before and unchanged since, by name inside pages/ (see readContent). */
  knownFiles?: Map<string, ContentFile>;
  /** Give each page kept in `parsedTexts` the key of its data (CompiledPage.key), for the build to compare: the hash of the sources it is made with. */
  pageKeys?: string;
  /** Keep what an edited page is compiled against (CompileResult.state), when the site compiles. */
  keepState?: boolean;
}

export interface CompileResult {
  /** The compiled site, when no problem is an error. */
  site?: CompiledSite;
  problems: ContentProblem[];
  /** With keepState: what compileEditedPage compiles an edited page of this site against. */
  state?: CompileState;
}

/**
 * Every path inside the site that a link of the settings, a shared item or a page points at
 * (`found`: what each document resolved now depended on, problems or not; a page resolved before,
 * with the links it had then): a page no link points at can go without a link breaking.
 */
function linkedPaths(pages: readonly ValidatedPage[], found: ReadonlyMap<unknown, Dependencies>): Set<string> {
  const paths = new Set<string>();
  for (const needs of found.values()) addLinkedPaths(paths, needs.links);
  for (const page of pages) if (page.resolvedBefore) addLinkedPaths(paths, page.resolvedBefore.links);
  return paths;
}

/** Which pages (names inside pages/) show each shared item ("testimonials/jane-builder"), by what each depended on as resolved (see linkedPaths). */
function shownOn(pages: readonly ValidatedPage[], found: ReadonlyMap<unknown, Dependencies>): Map<string, Set<string>> {
  const shows = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const ref of Object.keys((found.get(page.file.source) ?? page.resolvedBefore)?.refs ?? {})) {
      const on = shows.get(ref) ?? new Set<string>();
      shows.set(ref, on.add(page.file.name));
    }
  }
  return shows;
}

/**
 * Which documents (names inside pages/: pages, shared files, the settings) show each photo (a
 * raster image: its resized copies are in the site while one does), by what each depended on as
 * resolved (see linkedPaths).
 */
function photoUsers(pages: readonly ValidatedPage[], found: ReadonlyMap<YamlSource, Dependencies>, shownDir: string): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const add = (name: string, images: Record<string, string>) => {
    for (const src of photosAmong(Object.keys(images))) users.set(src, (users.get(src) ?? new Set<string>()).add(name));
  };
  for (const [source, needs] of found) add(nameIn(shownDir, source.file), needs.images);
  for (const page of pages) if (page.resolvedBefore) add(page.file.name, page.resolvedBefore.images);
  return users;
}

/**
 * What the parse cache keeps of a page that resolved without a problem (with what it depended
 * on): its own fields without its blocks as written, its search facts, what other pages list of
 * it, and its blocks as resolved.
 */
export function keptResolved(page: ValidatedPage, needs: Dependencies): { facts: ResolvedFacts; blocks: unknown } {
  page.summary = summaryOf(page);
  const { blocks: _, ...shell } = page.shell as PageShell;
  const { articles, images } = page.summary;
  return { facts: { shell, search: page.search, listed: { articles, images }, ...needs }, blocks: page.blocks };
}

/**
 * The content compiler, in stages that each report to one problem list and pass on what is
 * valid: read → parse → routes (from file names) → validate → resolve → lint → derive. Every
 * stage runs on every part that is valid, so one run reports everything that can be known, and
 * one mistake is reported once, where it is.
 */
export function compileContent(options: CompileOptions): CompileResult {
  const root = options.root ?? process.cwd();
  const pagesDir = path.resolve(root, options.pagesDir);
  const publicDir = path.resolve(root, options.publicDir ?? 'public');
  const shownDir = shownDirOf(root, pagesDir);
  const problems = new Problems();

  const files = sortFiles(
    parseContent(
      readContent(pagesDir, shownDir, problems, { known: options.knownFiles, unchangedFile: options.parsedTexts?.unchangedFile?.bind(options.parsedTexts) }),
      problems,
      {
        schemaLines: options.schemaLines ?? false,
        parsedTexts: options.parsedTexts,
      },
    ),
    problems,
  );
  if (!files.settings) problems.inFile(`${shownDir}/${SETTINGS_FILE}`, messages.missingSettings());
  if (!files.notFound) problems.inFile(`${shownDir}/${NOT_FOUND_FILE}`, messages.missingNotFound());
  const site = validateSite(files, options.blocks, problems);
  const publicFiles = listPublicFiles(publicDir);
  const links = new LinkTargets(site.pages.map(linkedPage), publicFiles);
  const { variants, dependencies, found } = resolveSite(site, links, publicDir, publicFiles, problems);
  lintSite(site, options.blocks, problems);
  const allPages = everyPage(site);
  // Before derive adds what pages read from the rest of the site: that is not theirs to keep.
  for (const page of allPages) {
    if (page.resolvedBefore || !page.file.keepResolved) continue;
    const needs = page.valid ? dependencies.get(page.file.source) : undefined;
    if (!needs) {
      page.file.keepResolved(undefined);
      continue;
    }
    page.resolvedHash = page.file.keepResolved(keptResolved(page, needs));
  }

  if (problems.hasErrors || !site.settings || !site.notFound) return { problems: problems.list() };
  const { base, ...derived } = deriveSite(site.settings, site.pages, site.notFound, options.blocks, options.parsedTexts && options.pageKeys);
  const state: CompileState | undefined = options.keepState
    ? {
        options: { ...options, pagesDir, publicDir, root },
        shownDir,
        settings: site.settings,
        rawSettings: site.rawSettings,
        collections: site.collections,
        links,
        publicFiles,
        base,
        pages: new Map(site.pages.map((page) => [page.file.name, { outline: page.file.outline, summary: page.summary!, search: page.search }])),
        linked: linkedPaths(allPages, found),
        shows: shownOn(allPages, found),
        photos: photoUsers(allPages, found, shownDir),
        titles: ownersOf(allPages, 'title'),
        descriptions: ownersOf(allPages, 'description'),
      }
    : undefined;
  return { site: { ...derived, publicFiles, imageVariants: [...variants.values()].flat() }, problems: problems.list(), state };
}
