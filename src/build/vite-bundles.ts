import path from 'node:path';
import { blockComponentError } from './block-component-check.ts';
import { builtContent } from './virtual-content.ts';

/** What a build bundles: the app with the module of its settings (see siteModule), into outDir's client/ and server/. */
export interface BundleJob {
  root: string;
  module: string;
  publicDir: string;
  outDir: string;
}

/**
 * The client bundle and the prerender bundle, built by Vite (see bundleApart: a process of
 * its own runs this, and gives all the memory back when it exits).
 */
export async function viteBundles({ root, module, publicDir, outDir }: BundleJob) {
  const [{ build }, { viteConfig }] = await Promise.all([import('vite'), import('./vite-config.ts')]);
  const config = viteConfig({ root, publicDir }, builtContent(module));
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
      // One CommonJS script, which the worker runs from V8's code cache of it (see startWorker).
      rollupOptions: { input: { 'prerender-worker': 'src/build/prerender-worker.ts' }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      outDir: path.join(outDir, 'server'),
      emptyOutDir: true,
    },
    // Bundled rather than imported from node_modules: Node would load react-router's
    // development build and all of lucide's icons, which triples the prerender time. Not what
    // the workers paint previews with: sharp, a native module, and HarfBuzz, which reads its
    // WebAssembly beside its module, are loaded from node_modules as the rest of the build
    // loads them.
    ssr: { noExternal: true, external: ['sharp', 'harfbuzzjs'] },
    // The workers run React's production builds: with NODE_ENV fixed here, the development
    // builds are left out of the bundle instead of being parsed by every worker as it starts.
    define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') },
  });
}

/**
 * What the bundling process tells the build as it ends: the memory it held at most, and with the
 * build's where it could look at both (see jointPeak); or why it failed.
 */
export type BundlerAnswer = { peakKb: number; jointPeakKb?: number } | { error: string } | { blockComponent: { file: string; exported: readonly string[] } };
