import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { compileSiteContent } from './site-content.ts';
import { formatReport } from '../content/report.ts';
import { blockComponentError } from './block-component-check.ts';
import { ContentError } from './content-plugin.ts';
import { variantCache, writeImageVariants } from './image-variants.ts';
import { lastCommitDates } from './lastmod.ts';
import { prerender } from './prerender.ts';
import { siteIcons } from './site-icons.ts';
import { previewCache, writePreviews } from './social-previews.ts';
import { viteConfig } from './vite-config.ts';

export interface BuildOptions {
  root: string;
  pagesDir?: string;
  /** Static files copied into the site as they are (default public/). */
  publicDir?: string;
  outDir?: string;
  log?: (line: string) => void;
}

export interface BuildTimings {
  validateMs: number;
  viteMs: number;
  prerenderMs: number;
  /** Time spent rendering React, summed over the prerender workers (the rest is writing files). */
  renderMs: number;
  pages: number;
}

/**
 * The production build: validate all content, bundle the client and the prerender entry,
 * prerender every route, then swap the result into place. Everything happens in a temporary
 * folder, so a failed build leaves the previous dist/ exactly as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildTimings> {
  const log = options.log ?? console.log;
  const outDir = path.resolve(options.root, options.outDir ?? 'dist');
  let started = performance.now();
  const { site, problems } = compileSiteContent({ root: options.root, pagesDir: options.pagesDir, publicDir: options.publicDir });
  if (!site) throw new ContentError(problems);
  const publicDir = path.resolve(options.root, options.publicDir ?? 'public');
  if (problems.length) log(formatReport(problems));
  const validateMs = performance.now() - started;

  started = performance.now();
  // Beside the output folder, so the final rename never crosses file systems.
  const work = `${outDir}.build-${process.pid}-${Date.now()}`;
  // A production build even when started from a test runner (NODE_ENV=test): Vite and the
  // React plugin read NODE_ENV, and browser tests must exercise what visitors get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const clientDir = path.join(work, 'client');
  const serverDir = path.join(work, 'server');
  try {
    const config = viteConfig({ root: options.root, site, publicDir: options.publicDir });
    try {
      await viteBuild({ ...config, configFile: false, logLevel: 'warn', build: { ...config.build, outDir: clientDir, emptyOutDir: true } });
    } catch (error) {
      // Said plainly, without Vite's wrapping: the message names the file and the fix.
      throw blockComponentError(error) ?? error;
    }
    await viteBuild({
      ...config,
      configFile: false,
      logLevel: 'warn',
      build: {
        ...config.build,
        manifest: false,
        ssr: true,
        rollupOptions: { input: { 'prerender-worker': 'src/build/prerender-worker.ts' } },
        outDir: serverDir,
        emptyOutDir: true,
      },
      // Bundled rather than imported from node_modules: Node would load react-router's
      // development build and all of lucide's icons, which triples the prerender time.
      ssr: { noExternal: true },
    });
    const viteMs = performance.now() - started;

    started = performance.now();
    const lastmod = lastCommitDates(options.root, options.pagesDir ?? 'pages');
    // Articles report their last edit (dateModified) from the same dates as the sitemap.
    for (const page of site.pages) page.data.modified = lastmod.get(page.file);
    const { pages, renderMs } = await prerender(site, path.join(serverDir, 'prerender-worker.js'), clientDir, lastmod);
    const prerenderMs = performance.now() - started;
    await writeImageVariants(site.imageVariants, clientDir, variantCache(options.root));
    await writePreviews(site, publicDir, clientDir, previewCache(options.root));
    for (const [name, content] of Object.entries(await siteIcons(site.settings, publicDir))) writeFileSync(path.join(clientDir, name), content);

    const previous = `${outDir}.previous`;
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(outDir)) renameSync(outDir, previous);
    mkdirSync(path.dirname(outDir), { recursive: true });
    renameSync(clientDir, outDir);
    rmSync(previous, { recursive: true, force: true });
    return { validateMs, viteMs, prerenderMs, renderMs, pages };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(work, { recursive: true, force: true });
  }
}
