/**
 * npm run bench:size: first-load JavaScript and CSS (gzip) of every prerendered route of dist/,
 * i.e. what it loads before it is interactive (entry, its block chunks, inline stylesheet). Writes
 * reports/size.md and fails when the home page exceeds its JavaScript budget.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { blocks } from '../blocks/index.ts';
import { componentPath } from '../src/app/block-components.ts';

const dist = path.resolve('dist');
const HOME_JS_BUDGET_KB = 110;
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first.');
  process.exit(1);
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' || name === '_data' ? [] : htmlFiles(full);
    return name === 'index.html' ? [full] : [];
  });

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
/** A chunk and everything it imports statically. */
function closure(keys: string[], files = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    closure(chunk.imports ?? [], files);
  }
  return files;
}

// First load = the entry, the app it imports after the first paint (src/app/start.tsx) with the
// renderer that imports, and the chunks of the page's interactive blocks (the others stay
// static HTML: see BlockRenderer). The stylesheet is inlined in the HTML.
const START = 'src/app/start.tsx';
if (!manifest[START] || !manifest['index.html']?.dynamicImports?.includes(START)) throw new Error(`The entry no longer imports ${START}: update this script.`);
const renderer = (manifest[START].dynamicImports ?? []).filter((key) => key.includes('react-dom'));
const interactive = new Set<string>(blocks.filter((block) => block.interactive).map((block) => block.type));
const rows = htmlFiles(dist)
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const route = '/' + path.relative(dist, path.dirname(file)).split(path.sep).join('/');
    const page = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!) as { blocks: { type: string }[] };
    const blockKeys = page.blocks.filter((block) => interactive.has(block.type)).map((block) => componentPath(block.type).slice(1));
    const js = [...closure(['index.html', START, ...renderer, ...blockKeys])].reduce((sum, chunk) => sum + gzipKb(chunk), 0);
    const css = gzipSync(/<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '').length / 1024;
    const htmlKb = gzipSync(html).length / 1024;
    return { route: route === '/.' ? '/' : route, js, css, html: htmlKb };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const table = [
  '| route | JS (KB gzip) | CSS, inline (KB gzip) | HTML incl. CSS and data (KB gzip) |',
  '|---|---:|---:|---:|',
  ...rows.map((row) => `| ${row.route} | ${row.js.toFixed(1)} | ${row.css.toFixed(1)} | ${row.html.toFixed(1)} |`),
].join('\n');
console.log(table);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/size.md',
  `# First-load size per route\n\nProduced by \`npm run build && npm run bench:size\`. Budget: home page JavaScript <= ${HOME_JS_BUDGET_KB} KB gzip.\n\n${table}\n`,
);
const home = rows.find((row) => row.route === '/');
if (!home || home.js > HOME_JS_BUDGET_KB) {
  console.error(`Home page JavaScript is ${home?.js.toFixed(1)} KB gzip, over the ${HOME_JS_BUDGET_KB} KB budget.`);
  process.exit(1);
}
