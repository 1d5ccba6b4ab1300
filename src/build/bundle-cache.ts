import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { BlockComponentError } from './block-component-check.ts';
import { contentHash, hashTree } from './content-hash.ts';
import { spawnScript } from './script-process.ts';
import type { BundleJob, BundlerAnswer } from './vite-bundles.ts';
import { bundleCache, workerFileIn } from './worker-start.ts';

/** Bundles kept besides the one in use: enough to switch branches and back without a rebuild. */
const KEPT = 4;

export interface AppBundle {
  /** The client build (assets, copied static files, the index.html template). */
  clientDir: string;
  /** The prerender worker, bundled for plain Node. */
  workerFile: string;
  key: string;
  /** False when it came from the cache. */
  built: boolean;
  /**
   * When built: the most memory this process and the bundling one held together, at most (this
   * process's peak until the bundling ended, and the bundling's own peak).
   */
  peakKbWithBundling?: number;
}

/** The bundles of one `virtual:content` module (see siteModule), from the cache or being made. */
export interface PendingBundle {
  module: string;
  ready(): Promise<AppBundle>;
  /** Stops the bundling if it still runs (the build stopped, or bundles other settings), and removes what it left. */
  stop(): Promise<void>;
}

/**
 * The client bundle and the prerender bundle, from the cache when nothing they are made of has
 * changed (the sources, the static files Vite copies, the module of the settings: page content
 * is in no bundle, so editing a page keeps them), else started at once in a process of their own:
 * the build compiles the content meanwhile, and Vite's memory is all given back before the pages
 * render (in this process, it kept about 150 MB, most of it the bundler's, native). A bundle is
 * built in a folder of its own and renamed into the cache whole, so a build that stops half-way
 * never leaves a partial bundle to be reused.
 */
export function startAppBundle(options: { root: string; sources: string; module: string; publicDir: string }): PendingBundle {
  const { root, module, publicDir } = options;
  const cache = bundleCache(root);
  const key = contentHash('bundle v1', options.sources, hashTree(publicDir, ['.']), module);
  const dir = path.join(cache, key);
  const bundle = { clientDir: path.join(dir, 'client'), workerFile: workerFileIn(dir), key };
  if (reuseBundle(bundle)) return { module, ready: async () => ({ ...bundle, built: false }), stop: async () => {} };
  const partial = `${dir}.partial-${process.pid}`;
  const bundling = bundleApart({ root, module, publicDir, outDir: partial });
  return {
    module,
    async ready() {
      try {
        const { peakKb, jointPeakKb } = await bundling.done;
        const peakKbWithBundling = jointPeakKb ?? process.resourceUsage().maxRSS + peakKb;
        mkdirSync(cache, { recursive: true });
        // Another build may have finished the same bundle meanwhile: either copy is the same.
        if (!existsSync(dir)) renameSync(partial, dir);
        pruneBundles(cache, key);
        return { ...bundle, built: true, peakKbWithBundling };
      } finally {
        rmSync(partial, { recursive: true, force: true });
      }
    },
    async stop() {
      await bundling.stop();
      rmSync(partial, { recursive: true, force: true });
    },
  };
}

/** Vite run by a process of its own (scripts/bundle-app.ts), on this job: `done` gives the memory it held at most (with the build's, see jointPeak). */
function bundleApart(job: BundleJob) {
  const child = spawnScript(job.root, 'scripts/bundle-app.ts', [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // A production build even when started from a test runner (NODE_ENV=test): Vite and the
    // React plugin read NODE_ENV, and browser tests must exercise what visitors get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let answer: BundlerAnswer | undefined;
  child.on('message', (message) => (answer = message as BundlerAnswer));
  // A process that stopped as it started cannot be sent its job: how it stopped is what to tell
  // (see 'exit'), not that the message found no one to read it.
  child.send(job, (error) => error && child.kill());
  const done = new Promise<{ peakKb: number; jointPeakKb?: number }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (answer && 'peakKb' in answer) resolve(answer);
      else if (answer && 'blockComponent' in answer) reject(new BlockComponentError(answer.blockComponent.file, answer.blockComponent.exported));
      else reject(new Error(answer && 'error' in answer ? answer.error : `The bundling process stopped (${signal ?? `exit code ${code}`}).`));
    });
  });
  // Told to whoever waits for it; a bundling stopped is not waited for.
  done.catch(() => {});
  return {
    done,
    async stop() {
      child.kill();
      await done.catch(() => {});
    },
  };
}

/**
 * Whether a bundle is still in the cache (only the most recently used are kept): it is marked
 * used now if so.
 */
export function reuseBundle(bundle: Pick<AppBundle, 'clientDir' | 'workerFile'>): boolean {
  const dir = path.dirname(bundle.clientDir);
  if (!existsSync(bundle.workerFile) || !existsSync(path.join(bundle.clientDir, 'index.html'))) return false;
  const now = new Date();
  utimesSync(dir, now, now);
  return true;
}

/** Removes all but the most recently used bundles (and partial ones older than an hour, left by a stopped build). */
function pruneBundles(cache: string, current: string) {
  const entries = readdirSync(cache)
    .filter((name) => name !== current)
    .map((name) => ({ name, used: statSync(path.join(cache, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  const isPartial = (name: string) => name.includes('.partial-');
  const stale = [
    ...entries.filter(({ name }) => !isPartial(name)).slice(KEPT - 1),
    ...entries.filter(({ name, used }) => isPartial(name) && Date.now() - used > 3_600_000),
  ];
  for (const { name } of stale) rmSync(path.join(cache, name), { recursive: true, force: true });
}
