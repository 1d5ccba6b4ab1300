import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { blockComponentCheck } from './block-component-check.ts';
import { bootstrapScriptPlugin } from './bootstrap-script.ts';

/**
 * What the build writes beside the sources: dist/, its work folders (dist.build-*) and the
 * previous dist/ the swap replaced, until it is removed (dist.previous-…). The dev server must not watch them: every
 * HTML file the build writes would otherwise reach the browser as a page reload.
 */
const buildOutput = (root: string) => (file: string) => /^dist(\.[^/]*)?(\/|$)/.test(path.relative(root, file).split(path.sep).join('/'));

/** The content folder: the content plugin watches it itself (see src/build/content-watcher.ts). */
const contentFolder = (pagesDir: string) => (file: string) => {
  const relative = path.relative(pagesDir, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/**
 * The one Vite configuration, shared by the dev server, the build's bundling and vite.config.ts
 * (tests), with the plugin that gives `virtual:content` (see virtual-content.ts).
 */
export function viteConfig(options: { root: string; pagesDir?: string; publicDir?: string }, content: Plugin): UserConfig {
  return {
    root: options.root,
    ...(options.publicDir && { publicDir: options.publicDir }),
    plugins: [react(), tailwindcss(), content, bootstrapScriptPlugin(), blockComponentCheck(options.root)],
    server: { watch: { ignored: [buildOutput(options.root), contentFolder(path.resolve(options.pagesDir ?? path.join(options.root, 'pages')))] } },
    // No modulepreload links: the app starts after the first paint, and inserting a link per chunk
    // into <head> cost the phone's main thread more (Lighthouse's blocking time) than the round
    // trip the links would save on chunks the page does not wait for.
    build: { manifest: true, target: 'es2022', modulePreload: false },
  };
}
