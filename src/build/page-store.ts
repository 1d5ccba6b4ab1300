import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keepAs } from './file-writer.ts';
import { folderLookup } from './folder-lookup.ts';
import type { OutputPlan } from './output-plan.ts';

/** Where pages' outputs are kept by key (see PageStore). */
export const pageStoreDir = (root: string) => path.join(root, 'node_modules', '.cache', 'build-pages');

/**
 * Every page's outputs (HTML, JSON data, Markdown) any build made, each by the key of
 * everything that goes into it (see outputKeys). An output folder's record says what that folder
 * holds; this, what was made anywhere: a build into an empty folder, or another one (`rm -rf
 * dist`, a second output folder, this cache restored in CI), links a page's files from here
 * instead of rendering them again. Each made file is kept here as a second name of itself (a hard
 * link, made by the worker that wrote it); where no link can be made (another file system) none is
 * kept and pages are rendered as before.
 */
export class PageStore {
  /** Whether it holds a file (see folderLookup): one removed since fails as it is staged (see reuse). */
  private readonly holds: (stored: string) => boolean;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.holds = folderLookup(dir);
  }

  /** Where an output made under `key` is kept. */
  stored(key: string, file: string): string {
    return storedPath(this.dir, key, file);
  }

  /** Stages a claimed output from the store, when it is there: true if so. */
  reuse(plan: OutputPlan, file: string, key: string): boolean {
    const stored = this.stored(key, file);
    // Most outputs a build renders are not there: looked for before trying (a failed link costs an error).
    if (!this.holds(stored)) return false;
    try {
      plan.stageCopy(file, stored);
      return true;
    } catch (error) {
      // Removed meanwhile by another build looking through the store: made anew.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** The text of an output kept under `key` (a page's Markdown, for llms-full.txt), staged as reuse does; undefined when it is not there. */
  reuseText(plan: OutputPlan, file: string, key: string): string | undefined {
    return this.reuse(plan, file, key) ? readFileSync(plan.staging(file), 'utf8') : undefined;
  }
}

/** Where an output made under `key` is kept in the store `dir`: the file's extension tells a page's HTML and Markdown apart. */
const storedPath = (dir: string, key: string, file: string) => path.join(dir, key + path.extname(file));

/** Files just made (those given), each kept in the store `dir` under its key: one another build kept first stays (the same bytes). */
export function keepInStore(dir: string, made: readonly (readonly [file: string, key: string] | undefined | '')[]) {
  for (const entry of made) if (entry) keepAs(entry[0], storedPath(dir, entry[1], entry[0]));
}
