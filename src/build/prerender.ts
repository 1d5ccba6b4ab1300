import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledSite, PageData } from '../content/types.ts';
import { dataFileFor } from '../lib/data-path.ts';
import { applyParam } from '../lib/placeholders.ts';
import { headersFile, securityHeaders } from '../lib/security-headers.ts';
import { crawlFiles } from './crawl-files.ts';

export type RenderFn = (pathname: string, page: PageData) => { html: string; head: string };

/**
 * The stylesheet goes inline: it is small (about 7 KB gzip) and render-blocking, so inlining
 * saves a round trip before the first paint. Block chunks are deliberately not preloaded: on
 * a slow phone connection they would compete with the HTML and delay the first paint, while
 * hydration can wait a moment (everything is already visible).
 */
function inlineStylesheet(template: string, outDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_, href: string) => {
    const css = readFileSync(path.join(outDir, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * React 19 writes a preload for each high-priority image (the hero's) where it renders it, in
 * the body. It belongs in <head>, ahead of the scripts, so the likely largest paint is
 * requested first.
 */
function hoistPreloads(html: string): { html: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = html.replace(/<link rel="preload" as="image"[^>]*\/>/g, (tag) => {
    preloads.push(tag);
    return '';
  });
  return { html: rest, preloads };
}

/** The page data, embedded as inert JSON ("<" escaped so it cannot end the script element). */
const embed = (page: PageData) =>
  `<script type="application/json" id="page-data">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;

/**
 * Writes dist/<route>/index.html for every static route and listed template value, the
 * designed 404.html, each route's JSON data, and the crawl files. Pure string work on top of
 * the server bundle's render(), so it stays fast at thousands of pages.
 */
export function prerender(
  site: CompiledSite,
  render: RenderFn,
  outDir: string,
  lastmod?: ReadonlyMap<string, string>,
): { pages: number; renderMs: number } {
  const template = inlineStylesheet(readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
  // Synchronous writes: on the build machine's disk they beat queued async writes, and the
  // directory cache saves a mkdir per file.
  const madeDirs = new Set<string>();
  const write = (file: string, content: string) => {
    const dir = path.dirname(file);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(file, content);
  };
  let renderMs = 0;
  const htmlFor = (pathname: string, page: PageData) => {
    const started = performance.now();
    const rendered = render(pathname, page);
    const { html, preloads } = hoistPreloads(rendered.html);
    renderMs += performance.now() - started;
    return template
      .replace('<!--app-head-->', [...preloads, rendered.head].join('\n    '))
      .replace('<!--app-html-->', html)
      .replace('</body>', `  ${embed(page)}\n  </body>`);
  };

  let pages = 0;
  for (const { data } of site.pages) {
    write(path.join(outDir, data.route, 'index.html'), htmlFor(data.route, data));
    pages++;
  }
  for (const { data, template: info } of site.templates) {
    for (const value of info?.values ?? []) {
      const pathname = data.route.replace(/\[\w+\]$/, value);
      write(path.join(outDir, pathname, 'index.html'), htmlFor(pathname, applyParam(data, info!.param, value)));
      pages++;
    }
  }
  write(path.join(outDir, '404.html'), htmlFor('/404', site.notFound.data));
  for (const { data } of [...site.pages, ...site.templates, site.notFound]) write(path.join(outDir, dataFileFor(data.route)), JSON.stringify(data));
  write(
    path.join(outDir, '_data/routes.json'),
    JSON.stringify({ routes: site.pages.map((page) => page.data.route), templates: site.templates.map((page) => page.data.route) }),
  );
  for (const [name, content] of Object.entries(crawlFiles(site, lastmod))) write(path.join(outDir, name), content);
  write(path.join(outDir, '_headers'), headersFile(securityHeaders(site.settings)));
  return { pages, renderMs };
}
