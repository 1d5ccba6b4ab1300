import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { keepAs, linkOrCopyIfThere } from './file-writer.ts';
import { folderLookup } from './folder-lookup.ts';
import type { PrerenderJob } from './prerender-worker.ts';
import type { PreviewToPaint } from './social-previews.ts';

/** Where a page's files go. */
export interface PageFiles {
  /** Its HTML. */
  file?: string;
  /** Its JSON data, for the routes the browser navigates to by their own data. */
  dataFile?: string;
  /** Indexable pages only: its Markdown version (/about.md). */
  markdownFile?: string;
}

/** The keys a page's HTML and Markdown (page) and its data are kept under in the store of pages' outputs (see PageStore). */
export type StoreKeys = { page: string; data: string };

/** A page's files given, each with the key it is kept under in the store. */
export const keyedFiles = ({ file, dataFile, markdownFile }: PageFiles, keys: StoreKeys) =>
  (
    [
      [file, keys.page],
      [dataFile, keys.data],
      [markdownFile, keys.page],
    ] as const
  ).filter((entry): entry is [string, string] => entry[0] !== undefined);

/** Where pages' outputs are kept by key (see PageStore). */
export const pageStoreDir = (root: string) => path.join(root, 'node_modules', '.cache', 'build-pages');

/**
 * Every page's outputs (HTML, JSON data, Markdown) any build made, each by the key of
 * everything that goes into it (see outputKeys). An output folder's record says what that folder
 * holds; this, what was made anywhere: a build into an empty folder, or another one (`rm -rf
 * dist`, a second output folder, this cache restored in CI), links a page's files from here
 * instead of rendering them again (a prerender worker stages them: see stageFromStores). Each made
 * file is kept here as a second name of itself (a hard link, made by the worker that wrote it);
 * where no link can be made (another file system) none is kept and pages are rendered as before.
 */
export class PageStore {
  /** Whether it holds a file of a name (see folderLookup). */
  private readonly holds: (name: string) => boolean;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.holds = folderLookup(dir);
  }

  /** Where an output made under `key` is kept. */
  stored(key: string, file: string): string {
    return storedPath(this.dir, key, file);
  }

  /** Whether it holds an output made under `key`: one removed since is made anew where it is staged (see stageFromStores). */
  has(key: string, file: string): boolean {
    return this.holds(storedName(key, file));
  }
}

/** The name an output made under `key` is kept under: the file's extension tells a page's HTML and Markdown apart. */
const storedName = (key: string, file: string) => key + path.extname(file);
/** Where an output made under `key` is kept in the store `dir`. */
const storedPath = (dir: string, key: string, file: string) => path.join(dir, storedName(key, file));

/** Files just made (those given), each kept in the store `dir` under its key: one another build kept first stays (the same bytes). */
export function keepInStore(dir: string, made: readonly (readonly [file: string, key: string])[]) {
  for (const [file, key] of made) keepAs(file, storedPath(dir, key, file));
}

/**
 * Stages a page's outputs from the store `dir` (each given where it is staged, with the key it is
 * kept under), each a second name of its kept file, in folders `makeFolder` makes. False, with
 * none of them left staged, when one is gone: removed since the build looked (by another build
 * looking through the store), the page is made anew.
 */
function stageStored(dir: string, outputs: readonly (readonly [staged: string, key: string])[], makeFolder: (file: string) => void): boolean {
  for (const [at, [staged, key]] of outputs.entries()) {
    makeFolder(staged);
    if (linkOrCopyIfThere(storedPath(dir, key, staged), staged)) continue;
    for (const [made] of outputs.slice(0, at)) rmSync(made);
    return false;
  }
  return true;
}

/**
 * Stages what a prerender job's page has in the stores, in folders `makeFolder` makes: its files
 * the store of pages' outputs (`store`) holds (see PrerenderJob.stored), and its preview painted
 * before (see PreviewToPaint.paintedBefore). `unstored` when its stored files were gone: none is
 * left staged, and the page is to be made. Its Markdown when staged (for llms-full.txt), and its
 * preview when it is to be painted (never painted, or gone from the cache meanwhile).
 */
export function stageFromStores(
  { stored, keys, preview }: Pick<PrerenderJob, 'stored' | 'keys' | 'preview'>,
  store: string | undefined,
  makeFolder: (file: string) => void,
): { unstored: boolean; markdown?: string; toPaint?: PreviewToPaint } {
  const toPaint = preview && (!preview.paintedBefore || !stagedPreview(preview, makeFolder)) ? preview : undefined;
  if (stored && !stageStored(store!, keyedFiles(stored, keys!), makeFolder)) return { unstored: true, toPaint };
  return { unstored: false, toPaint, ...(stored?.markdownFile && { markdown: readFileSync(stored.markdownFile, 'utf8') }) };
}

/** Stages a preview an earlier build painted, as a second name of its cached file: false when that is gone. */
function stagedPreview({ file, staged }: PreviewToPaint, makeFolder: (file: string) => void): boolean {
  makeFolder(staged!);
  return linkOrCopyIfThere(file, staged!);
}
