/**
 * npm run bench:size: first-load JavaScript and CSS (gzip) of every prerendered route of dist/,
 * i.e. what its HTML loads up front (entry, preloaded block chunks, stylesheet). Writes
 * reports/size.md and fails when the home page exceeds its JavaScript budget.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const rows = htmlFiles(dist)
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const route = '/' + path.relative(dist, path.dirname(file)).split(path.sep).join('/');
    const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
    const js = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
    const css = styles.reduce((sum, file) => sum + gzipKb(file), 0);
    const htmlKb = gzipSync(html).length / 1024;
    return { route: route === '/.' ? '/' : route.replace(/\/\.$/, '/'), js, css, html: htmlKb };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const table = [
  '| route | JS (KB gzip) | CSS (KB gzip) | HTML (KB gzip) |',
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
