/**
 * What a build leaves that nothing needs any more: the output folder it replaced whole (renamed
 * aside: see OutputPlan.commit), and the files of the caches it links into output folders that no
 * output folder links to now. After a build that wrote thousands of files they are as many to
 * remove: at 10,039 pages, after a settings edit, removing the replaced folder took 1.3 to 1.5 s
 * and the store's replaced pages 0.8 to 3.5 s more, which `npm run build` waited for. Such a
 * build leaves them to a process of its own, which goes on once the build is done, as `git gc
 * --auto` does: the output folder is complete before it starts, and a build that needs a file it
 * removes meanwhile makes it again (see PageStore.reuse).
 */
import { rmSync } from 'node:fs';
import { pruneUnlinked } from './cache-prune.ts';
import { variantCache } from './image-variants.ts';
import { replacedFolders } from './output-plan.ts';
import { spawnScript } from './script-process.ts';
import { pageStoreDir } from './page-store.ts';
import { iconCache } from './site-icons.ts';
import { previewCache } from './social-previews.ts';

export interface StaleFiles {
  /** The project's folder: its caches are in its node_modules/.cache. */
  root: string;
  outDir: string;
  /** Whether the store of pages' outputs is looked through now (after a build that rendered many pages), not once a day. */
  storeNow: boolean;
}

/**
 * Removes every output folder replaced beside outDir (those of earlier builds too, should a
 * removal have been stopped), and the files of the linked caches no output folder links to (see
 * pruneUnlinked). A cache that cannot be looked through (a read-only node_modules) is left as it
 * is: the build has succeeded.
 */
export function removeStale({ root, outDir, storeNow }: StaleFiles) {
  for (const folder of replacedFolders(outDir)) rmSync(folder, { recursive: true, force: true });
  const caches: [string, Parameters<typeof pruneUnlinked>[1]][] = [
    [previewCache(root), {}],
    [variantCache(root), {}],
    [iconCache(root), {}],
    // The pages' outputs no output folder links to are removed whatever their age: they are many, and large.
    [pageStoreDir(root), { now: storeNow, keptForMs: 0 }],
  ];
  for (const [cache, options] of caches) {
    try {
      pruneUnlinked(cache, options);
    } catch (error) {
      // Anything but a file-system error is a bug: passed on.
      if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    }
  }
}

/** The same, in a process of its own that outlives the build's (scripts/remove-stale.ts, run as `npm run build` runs its script). */
export function removeStaleInBackground(stale: StaleFiles) {
  spawnScript(stale.root, 'scripts/remove-stale.ts', [JSON.stringify(stale)], { detached: true, stdio: 'ignore' }).unref();
}
