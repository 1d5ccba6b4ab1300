import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledSite, PageData } from '../content/types.ts';
import { dataFileFor } from '../lib/data-path.ts';
import { applyParam } from '../lib/placeholders.ts';
import { headersFile, securityHeaders } from '../lib/security-headers.ts';
import { crawlFiles } from './crawl-files.ts';

export type RenderFn = (pathname: string, page: PageData) => { html: string; head: string };

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const componentKey = (type: string) => `blocks/${type}/${type.charAt(0).toUpperCase()}${type.slice(1)}.tsx`;

/** Chunks a page's blocks need, so the browser fetches them in parallel with the entry. */
function preloadsFor(page: PageData, manifest: Manifest, entryFiles: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  page.blocks.forEach((block) => visit(componentKey(block.type)));
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  return files;
}

/** The page data, embedded as inert JSON ("<" escaped so it cannot end the script element). */
const embed = (page: PageData) =>
  `<script type="application/json" id="page-data">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;

/**
 * Writes dist/<route>/index.html for every static route and listed template value, the
 * designed 404.html, each route's JSON data, and the crawl files. Pure string work on top of
 * the server bundle's render(), so it stays fast at thousands of pages.
 */
export function prerender(site: CompiledSite, render: RenderFn, outDir: string, lastmod?: ReadonlyMap<string, string>): { pages: number } {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryFiles(manifest);
  const madeDirs = new Set<string>();
  const write = (file: string, content: string) => {
    const dir = path.dirname(file);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(file, content);
  };
  const htmlFor = (pathname: string, page: PageData) => {
    const { html, head } = render(pathname, page);
    return template
      .replace('<!--app-head-->', [head, ...preloadsFor(page, manifest, entry)].join('\n    '))
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
  return { pages };
}
