import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { CompiledSite } from '../content/types.ts';
import { blockComponentError } from './block-component-check.ts';
import { siteModule } from './content-plugin.ts';
import { contentHash, hashTree } from './content-hash.ts';
import { bundleCache, workerFileIn } from './worker-start.ts';

/** Bundles kept besides the one in use: enough to switch branches and back without a rebuild. */
const KEPT = 4;

/**
 * What the bundles are made of: the sources, the static files Vite copies, and the part of the
 * content compiled into them (settings and the route list of `virtual:content`). Page content
 * is not in any bundle, so editing a page keeps them.
 */
function bundleKey(sources: string, site: CompiledSite, publicDir: string): string {
  return contentHash('bundle v1', sources, hashTree(publicDir, ['.']), siteModule(site));
}

export interface AppBundle {
  /** The client build (assets, copied static files, the index.html template). */
  clientDir: string;
  /** The prerender worker, bundled for plain Node. */
  workerFile: string;
  key: string;
  /** False when it came from the cache. */
  built: boolean;
}

/**
 * The client bundle and the prerender bundle, from the cache when nothing they are made of has
 * changed, else built by Vite (loaded only then: it is most of a build's start-up time and memory).
 * A bundle is built in a folder of its own and renamed into the cache whole, so a build that
 * stops half-way never leaves a partial bundle to be reused.
 */
export async function appBundle(options: { root: string; sources: string; site: CompiledSite; publicDir: string }): Promise<AppBundle> {
  const cache = bundleCache(options.root);
  const key = bundleKey(options.sources, options.site, options.publicDir);
  const dir = path.join(cache, key);
  const bundle = { clientDir: path.join(dir, 'client'), workerFile: workerFileIn(dir), key };
  if (reuseBundle(bundle)) return { ...bundle, built: false };
  const partial = `${dir}.partial-${process.pid}`;
  try {
    await viteBundles(options.root, options.site, options.publicDir, partial);
    mkdirSync(cache, { recursive: true });
    // Another build may have finished the same bundle meanwhile: either copy is the same.
    if (!existsSync(dir)) renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  pruneBundles(cache, key);
  return { ...bundle, built: true };
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

async function viteBundles(root: string, site: CompiledSite, publicDir: string, outDir: string) {
  const [{ build }, { viteConfig }] = await Promise.all([import('vite'), import('./vite-config.ts')]);
  // A production build even when started from a test runner (NODE_ENV=test): Vite and the
  // React plugin read NODE_ENV, and browser tests must exercise what visitors get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const config = viteConfig({ root, site, publicDir });
    try {
      await build({ ...config, configFile: false, logLevel: 'warn', build: { ...config.build, outDir: path.join(outDir, 'client'), emptyOutDir: true } });
    } catch (error) {
      // Said plainly, without Vite's wrapping: the message names the file and the fix.
      throw blockComponentError(error) ?? error;
    }
    await build({
      ...config,
      configFile: false,
      logLevel: 'warn',
      build: {
        ...config.build,
        manifest: false,
        ssr: true,
        rollupOptions: { input: { 'prerender-worker': 'src/build/prerender-worker.ts' } },
        outDir: path.join(outDir, 'server'),
        emptyOutDir: true,
      },
      // Bundled rather than imported from node_modules: Node would load react-router's
      // development build and all of lucide's icons, which triples the prerender time. Not
      // sharp (the workers paint previews with it): a native module, loaded from node_modules
      // as the rest of the build loads it.
      ssr: { noExternal: true, external: ['sharp'] },
      // The workers run React's production builds: with NODE_ENV fixed here, the development
      // builds are left out of the bundle instead of being parsed by every worker as it starts.
      define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
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
