import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import type { CompiledPage } from '../../blocks/page.ts';
import { compilePageAlone, type AloneContext } from '../content/edited-page.ts';
import { editedCollection, PAGES_ALONE, pagesShowing } from '../content/edited-items.ts';
import { byPlace, Problems } from '../content/problems.ts';
import { derivePage } from '../content/stages/derive.ts';
import { resolveSite } from '../content/stages/resolve.ts';
import type { Collection } from '../content/stages/validate.ts';
import { keyAt, nearCopyCheck, NONE, outsideKey, type Snapshot } from './build-snapshot.ts';
import { keyAsBuilt, resolvedHashOf } from './listing-edit.ts';
import type { QuickEdit } from './quick-rebuild.ts';

/**
 * Every image a collection file's items name (their `src`), sorted: the resized copies the build
 * makes follow them, and are a full build's to change (no collection's items hold an image today;
 * a schema may give them one).
 */
function imagesOf(collection: Collection | undefined, file: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        if (key === 'src' && typeof field === 'string') found.push(field);
        else visit(field);
      }
    }
  };
  for (const item of collection?.items.values() ?? []) if (item.file === file) visit(item.value);
  return found.sort();
}

/**
 * `npm run build` after editing one shared file (pages/_data/testimonials.core.yaml, file `at`
 * among `names`): its items validated and resolved as the whole compile does it (ids unique across
 * the collection's files, links and images checked even for an item no page shows), and every page
 * that shows an item whose data changed compiled on its own against the collection as it is now,
 * with its near-copy check (the folders' sentences updated as each page is checked, in the
 * folder's order). Undefined when a full build is needed: the file has an error or is not one the
 * collection had, names other images (their copies), more than PAGES_ALONE pages or one that is
 * not a plain page (the 404 page, a template, a page that lists others) show its changed items,
 * or a page's summary changes (its images: the pages that list it).
 */
export function compileItemsEdit(
  snapshot: Snapshot,
  sources: string,
  context: AloneContext,
  names: readonly string[],
  edit: { at: number; text: string },
): QuickEdit | undefined {
  const { shownDir, settings, schemaLines } = snapshot.context;
  const name = names[edit.at]!;
  const file = `${shownDir}/${name}`;
  const own = new Problems();
  const edited = editedCollection(snapshot.context.collections, { shownDir, schemaLines }, name, edit.text, own);
  if (
    !edited ||
    imagesOf(snapshot.context.collections.get(edited.collection), file).join('\n') !== imagesOf(edited.collections.get(edited.collection), file).join('\n')
  ) {
    return undefined;
  }
  const resolved = resolveSite(
    { collections: edited.collections, pages: [], parts: edited.parts },
    context.links,
    context.options.publicDir,
    context.publicFiles,
    own,
  );
  if (own.hasErrors) return undefined;

  const pages = [...pagesShowing(snapshot.shows, edited.changed)].map((page) => ({ page, at: names.indexOf(page) }));
  if (pages.length > PAGES_ALONE || pages.some(({ at }) => at < 0 || keyAt(snapshot.files.outside, at) === NONE)) return undefined;
  const itemsContext = { ...context, collections: edited.collections };
  const base = { context: { settings, pages: [], templates: [] }, titles: new Map(snapshot.parentTitles) };
  const made: { page: string; compiled: CompiledPage; problems: Problems }[] = [];
  // In file order: a folder's later page is checked against the sentences of its earlier ones as they are now.
  for (const { page, at } of pages.sort((a, b) => a.at - b.at)) {
    const alone = compilePageAlone(itemsContext, page, readFileSync(path.join(context.options.pagesDir, page), 'utf8'));
    if (!alone) return undefined;
    const compiled = derivePage(settings, alone.page, blocks, base);
    if (compiled.lists || compiled.template || outsideKey(alone.outline, alone.page.summary!, compiled.data.og) !== keyAt(snapshot.files.outside, at))
      return undefined;
    keyAsBuilt(compiled, resolvedHashOf(alone), sources, settings);
    if (!nearCopyCheck(snapshot, names, alone.page, at, alone.problems)) return undefined;
    made.push({ page, compiled, problems: alone.problems });
  }
  const remade = new Set([file, ...made.map(({ page }) => `${shownDir}/${page}`)]);
  return {
    compiled: made.map(({ compiled }) => compiled),
    problems: [...snapshot.problems.filter((problem) => !remade.has(problem.file)), ...own.list(), ...made.flatMap(({ problems }) => problems.list())].sort(
      byPlace,
    ),
    links: [...resolved.found.values()].flatMap((needs) => needs.links),
    // What a page shows comes from its own text, which is as it was.
    refs: [],
    collections: edited.collections,
  };
}
