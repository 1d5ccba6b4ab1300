import { compilePageAlone, keptInState, type CompileState, type EditedPage, type PageAlone } from './edited-page.ts';
import { Problems } from './problems.ts';
import { parseContent } from './stages/parse.ts';
import { plainUtf8 } from './stages/read.ts';
import { collectionOf, validateData, type Collection, type ValidatedSite } from './stages/validate.ts';

/**
 * At most this many pages an edit changes (those that show an edited shared file's items; in a
 * build, those below a page whose title changed) are compiled on their own: at 10,000 pages the
 * whole compile takes about as long as compiling a few hundred pages one by one.
 */
export const PAGES_ALONE = 100;

/** A shared collection's file as it is now (see editedCollection). */
export interface EditedCollection {
  collection: string;
  /** The collections with the file's items as they are now. */
  collections: Map<string, Collection>;
  /** The refs ("testimonials/jane-builder") of the items whose data changed, added or removed. */
  changed: string[];
  /** The file's parts, for the resolve stage (its links and images). */
  parts: ValidatedSite['parts'];
}

/**
 * A shared collection's file (pages/_data/testimonials.core.yaml, by its name inside pages/)
 * edited: its items validated as the whole compile validates them (ids unique across the
 * collection's files), and which of them changed. Undefined when it has an error, or is not a
 * file the collection had (new, deleted, another's): only the whole compile can say then. Its
 * problems go to `problems`.
 */
export function editedCollection(
  collections: ReadonlyMap<string, Collection>,
  where: { shownDir: string; schemaLines: boolean },
  name: string,
  written: string | undefined,
  problems: Problems,
): EditedCollection | undefined {
  const collection = collectionOf(name);
  const before = collection === undefined ? undefined : collections.get(collection);
  const file = `${where.shownDir}/${name}`;
  const text = written === undefined ? undefined : plainUtf8(written);
  if (!before?.files.includes(file) || text === undefined) return undefined;
  const [parsed] = parseContent([{ name, file, text }], problems, { schemaLines: where.schemaLines });
  if (!parsed) return undefined;
  const now: Collection = { items: new Map([...before.items].filter(([, item]) => item.file !== file)), broken: new Set(), files: [], incomplete: false };
  const site: ValidatedSite = { collections: new Map(collections).set(collection!, now), pages: [], parts: [] };
  validateData(parsed, site, problems);
  // In the order the whole compile lists them, for its messages.
  now.files = before.files;
  if (problems.hasErrors) return undefined;
  const itemData = (items: Collection['items'], id: string) => JSON.stringify(items.get(id)?.value);
  const changed = [...new Set([...before.items.keys(), ...now.items.keys()])].filter((id) => itemData(before.items, id) !== itemData(now.items, id));
  return { collection: collection!, collections: site.collections, changed: changed.map((id) => `${collection}/${id}`), parts: site.parts };
}

/** The pages that show any of these shared items. */
export const pagesShowing = (shows: ReadonlyMap<string, Iterable<string>>, refs: readonly string[]) =>
  new Set(refs.flatMap((ref) => [...(shows.get(ref) ?? [])]));

/**
 * A shared collection's file edited since the compile that kept `state` (and the edits compiled so
 * since; see editedCollection): every page that shows an item whose data changed compiled on its
 * own against the collection as it is now, from its text as `textOf` reads it. Those are the pages
 * the whole compile makes (the others show nothing of the file), when the file and each page have
 * no error and each page reads as the state has it (its outline and summary unchanged): they are
 * given, and the state holds them and the items. Undefined otherwise (see editedCollection, or
 * more than PAGES_ALONE pages show its items): only the whole compile can say then, and the
 * state is as it was. The file's and the pages' own problems go to `problems`, as
 * compileEditedPage's do.
 */
export function compileEditedItems(
  state: CompileState,
  name: string,
  written: string | undefined,
  textOf: (page: string) => string | undefined,
  problems = new Problems(),
): EditedPage[] | undefined {
  const edited = editedCollection(state.collections, { shownDir: state.shownDir, schemaLines: state.options.schemaLines ?? false }, name, written, problems);
  if (!edited) return undefined;
  const pages = pagesShowing(state.shows, edited.changed);
  if (pages.size > PAGES_ALONE) return undefined;
  const context = { ...state, collections: edited.collections };
  const made: [page: string, alone: PageAlone][] = [];
  for (const page of pages) {
    const kept = state.pages.get(page);
    const pageText = textOf(page);
    // The 404 page (compiled with the whole site), or a page whose file changed meanwhile.
    if (!kept || pageText === undefined) return undefined;
    const alone = compilePageAlone(context, page, pageText, (outline) => JSON.stringify(outline) === JSON.stringify(kept.outline), problems);
    if (!alone || JSON.stringify(alone.page.summary) !== JSON.stringify(kept.summary)) return undefined;
    made.push([page, alone]);
  }
  state.collections = edited.collections;
  return made.map(([page, alone]) => keptInState(state, page, alone, false));
}
