/**
 * Starting the prerender worker: apart from the rest of the build, so that `npm run build` starts
 * it before loading the build's own modules (see scripts/build.ts). Loading the renderer takes a
 * worker about as long as finding what to render, and longer than a one-page rebuild's compile.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { scriptRunner } from './script-runner.ts';

/** Where built bundles are kept between builds, one folder per input hash. */
export const bundleCache = (root: string) => path.join(root, 'node_modules', '.cache', 'build-bundles');

export const workerFileIn = (dir: string) => path.join(dir, 'server', 'prerender-worker.cjs');

/**
 * The prerender worker of the bundle the last build used (the most recently used in the cache),
 * if it is there: the bundle of the next build too, unless the sources, the settings or the routes changed.
 */
export function lastUsedWorkerFile(root: string): string | undefined {
  const cache = bundleCache(root);
  if (!existsSync(cache)) return undefined;
  const last = readdirSync(cache)
    .filter((name) => !name.includes('.partial-'))
    .map((name) => ({ name, used: statSync(path.join(cache, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.used - a.used)[0];
  const workerFile = last && workerFileIn(path.join(cache, last.name));
  return workerFile && existsSync(workerFile) ? workerFile : undefined;
}

/** A prerender worker, loading the renderer until it is given work; `stopped` rejects if it fails or stops. */
export interface StartedWorker {
  /** The bundle's renderer it loads. */
  workerFile: string;
  worker: Worker;
  stopped: Promise<never>;
}

/** A worker's first code: it runs the script it is given with the runner it is given (see scripts/run-script.cjs). */
const RUN_SCRIPT = "const { workerData } = require('node:worker_threads'); require(workerData.runner).runScript(workerData.script);";

export function startWorker(workerFile: string): StartedWorker {
  // React and react-router, bundled into the worker, choose their production builds by
  // NODE_ENV at run time; their development builds render about three times slower.
  const env = { ...process.env, NODE_ENV: 'production' };
  // The bundled renderer is one CommonJS script: run as the build is run (from V8's code cache
  // of it, which takes a worker about half the time to load), or as a module where the build
  // runs as modules (a test).
  const worker =
    scriptRunner && workerFile.endsWith('.cjs')
      ? new Worker(RUN_SCRIPT, { eval: true, env, workerData: { runner: scriptRunner.file, script: workerFile } })
      : new Worker(workerFile, { env });
  const stopped = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`A prerender worker stopped with exit code ${code}.`)));
  });
  // Settled by whoever awaits it; a worker stopped once its work is done is no failure.
  stopped.catch(() => {});
  return { workerFile, worker, stopped };
}

/**
 * A worker on the bundle the last build used, if there is one: the next build's too, unless the
 * sources, settings or routes changed. Started before the build knows what it renders: at 10,000
 * pages a one-page rebuild gives it its pages about 0.3 s later.
 */
export function startLastUsedWorker(root: string): StartedWorker | undefined {
  const workerFile = lastUsedWorkerFile(root);
  return workerFile ? startWorker(workerFile) : undefined;
}
