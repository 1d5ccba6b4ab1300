/**
 * npm run bench:scale -- --pages N [--pages M ...] [--runs R]
 * Builds a throwaway copy of the site with N generated city pages, as `npm run build` does (a
 * process of its own: wall time and peak memory of the whole process), and prints the first
 * build with nothing cached (as on a fresh clone: see BUILD_CACHES), then the medians of R runs
 * (default 3) for eight builds: a full one into an empty folder, with the pages an
 * earlier build made (the first run's, linked from the store of pages' outputs), and one with
 * none (the store set aside first: every page rendered), an incremental one after editing one
 * page's text, one after editing its title (which other pages show: the SEO dashboard,
 * llms.txt), one after adding a city page, one after removing it, one after editing a
 * testimonial (the pages that show it, the home page among them), one after editing the
 * heading of the city list (a page that lists every city page) and one after editing a heading of
 * the city template (its JSON data, which the page of any other city is made from); and, for
 * comparison, the time this disk takes to write the same files with nothing else to do. Default
 * sizes: 100, 1000 and 10000.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchTownFile, cityPage, writeBenchSite } from './bench-city-page.ts';
import { median } from './median.ts';
import { pageStoreDir } from '../src/build/page-store.ts';

const args = process.argv.slice(2);
const counts = args.flatMap((arg, index) => (arg === '--pages' ? [Number(args[index + 1])] : []));
const sizes = counts.length ? counts : [100, 1000, 10000];
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;

interface Run {
  wallMs: number;
  peakMb: number;
  summary: string;
}

const root = process.cwd();

/** One `npm run build` (the command it runs, without npm's own start-up) into outDir: wall time, and the peak memory the build reports. */
function build(pagesDir: string, outDir: string): Run {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/run-compiled.cjs', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, PAGES_DIR: pagesDir, OUT_DIR: outDir },
    encoding: 'utf8',
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}${result.stderr}`);
  const summary = result.stdout.trim().split('\n').at(-1)!;
  const peak = /peak memory (\d+) MB/.exec(summary);
  if (!peak) throw new Error(`The build did not report its peak memory:\n${result.stdout}`);
  return { wallMs, peakMb: Number(peak[1]), summary };
}

/**
 * The floor the disk sets: the time to write the same files (folders, names, contents) as the
 * build wrote into outDir, with nothing else to do. The contents are read before the clock starts.
 */
function copyTime(fromDir: string, toDir: string): number {
  const files = readdirSync(fromDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const relative = path.relative(fromDir, path.join(entry.parentPath, entry.name));
      return { target: path.join(toDir, relative), contents: readFileSync(path.join(fromDir, relative)) };
    });
  const started = performance.now();
  for (const { target, contents } of files) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
  return performance.now() - started;
}

/**
 * The caches a build makes under node_modules/.cache: a fresh clone has none. This project's own
 * are set aside while the benchmark runs (and put back after), so that each size's first build
 * starts with none: it validates every file, bundles, renders every page and paints every
 * preview. The launcher's compiled scripts stay (the benchmark itself runs from them).
 */
const BUILD_CACHES = ['build-bundles', 'build-output', 'build-pages', 'content-parse', 'social-previews', 'site-icons', 'image-variants'];
const cacheRoot = path.join(root, 'node_modules', '.cache');
/**
 * Removes a folder of the benchmark's, or a cache. A build that wrote thousands of files leaves
 * their old versions to a process of its own (see src/build/stale-files.ts), which may still be
 * at work in it and write there (the time it looked through a cache): the folder is renamed
 * first, which leaves that process nothing to write into.
 */
function removeFolder(folder: string) {
  if (!existsSync(folder)) return;
  const removed = `${folder}.removed-${process.pid}`;
  renameSync(folder, removed);
  rmSync(removed, { recursive: true, force: true });
}
const removeBuildCaches = () => BUILD_CACHES.forEach((name) => removeFolder(path.join(cacheRoot, name)));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);
const megabytes = (mb: number) => `${mb} MB`.padStart(8);
const medianOf = (samples: Run[]) => ({ wallMs: median(samples.map((run) => run.wallMs)), peakMb: median(samples.map((run) => run.peakMb)) });

console.log(
  `Whole process: the first build, with nothing cached (every file validated, the bundles made, every page rendered and every preview painted); then medians of ${runs}: full build into an empty folder (bundles and previews from the cache) with the pages the first run made, and with none (every page rendered: the store of pages' outputs set aside first), and a rebuild after editing one page's text, then its title, then after adding a page, after removing it, after editing a testimonial, after editing the city list's heading and after editing a heading of the city template.`,
);
console.log(
  '  pages   first build   peak       full     peak      rendered     peak   incremental     peak    title edit     peak    page added     peak  page removed     peak   shared item     peak     city list     peak  city template     peak',
);
// One folder for every build, deleted at the end: deleting thousands of files just before the
// next build would make some file systems charge that build for the previous one's clean-up
// (ext4 without a journal passes over each inode freed in the last minute, or later while the
// kernel has not written it back, to create a file: see README).
const benchRoot = mkdtempSync(path.join(tmpdir(), 'bench-'));
// Beside the caches, so that setting them aside is a rename.
const setAside = mkdtempSync(path.join(cacheRoot, 'bench-set-aside-'));
let putAway = 0;
/** Moves a cache out of the way for the next build (the store, a smaller size's caches), into the set-aside folder: removed at the end, as the benchmark's folder is. */
function putAside(folder: string) {
  if (existsSync(folder)) renameSync(folder, path.join(setAside, `put-away-${putAway++}`));
}
for (const name of BUILD_CACHES) if (existsSync(path.join(cacheRoot, name))) renameSync(path.join(cacheRoot, name), path.join(setAside, name));
try {
  for (const extra of sizes) {
    const pagesDir = path.join(benchRoot, `pages-${extra}`);
    writeBenchSite(pagesDir, extra);
    // The first build makes this site's bundles and social previews, which the runs then reuse.
    BUILD_CACHES.forEach((name) => putAside(path.join(cacheRoot, name)));
    const first = build(pagesDir, path.join(benchRoot, `dist-${extra}-first`));
    const full = Array.from({ length: runs }, (_, run) => build(pagesDir, path.join(benchRoot, `dist-${extra}-${run}`)));
    const rendered = Array.from({ length: runs }, (_, run) => {
      putAside(pageStoreDir(root));
      return build(pagesDir, path.join(benchRoot, `dist-${extra}-rendered-${run}`));
    });
    const outDir = path.join(benchRoot, `dist-${extra}-0`);
    const rebuildsAfter = (file: string, edit: (text: string, run: number) => string) =>
      Array.from({ length: runs }, (_, run) => {
        writeFileSync(file, edit(readFileSync(file, 'utf8'), run));
        return build(pagesDir, outDir);
      });
    const edited = benchTownFile(pagesDir, 0);
    const incremental = rebuildsAfter(edited, (text, run) => text.replace(/^ {4}lead: .*$/m, () => `    lead: Edited page, version ${run + 1}.`));
    const titled = rebuildsAfter(edited, (text, run) => text.replace(/^title: .*$/m, () => `title: Builder Marketing, Bench Town 0 v${run + 1}`));
    // A new city page each run, numbered after the generated ones.
    const added = Array.from({ length: runs }, (_, run) => {
      writeFileSync(benchTownFile(pagesDir, extra + run), cityPage(extra + run));
      return build(pagesDir, outDir);
    });
    const removed = Array.from({ length: runs }, (_, run) => {
      rmSync(benchTownFile(pagesDir, extra + run));
      return build(pagesDir, outDir);
    });
    const testimonials = path.join(pagesDir, '_data', 'testimonials.core.yaml');
    const shared = rebuildsAfter(testimonials, (text, run) => text.replace(/^ {2}quote: .*$/m, () => `  quote: An edited testimonial, version ${run + 1}.`));
    const cityList = rebuildsAfter(path.join(pagesDir, 'locations', 'index.yaml'), (text, run) => {
      const heading = /^( {2}- type: cityList\n {4}heading: ).*$/m;
      if (!heading.test(text)) throw new Error('pages/locations/index.yaml has no cityList block with a heading to edit.');
      return text.replace(heading, (_, before: string) => `${before}Cities We Serve, version ${run + 1}`);
    });
    const cityTemplate = rebuildsAfter(path.join(pagesDir, 'locations', '[citySlug].yaml'), (text, run) => {
      // A heading on one line that does not name the city: one of its own words, not a placeholder's.
      const heading = /^( {4}heading: )([^{>|\n][^{\n]*)$/m;
      if (!heading.test(text)) throw new Error('pages/locations/[citySlug].yaml has no block heading without a placeholder to edit.');
      return text.replace(heading, (_, before: string, words: string) => `${before}${words.replace(/, version \d+$/, '')}, version ${run + 1}`);
    });
    const medians = [[first], full, rendered, incremental, titled, added, removed, shared, cityList, cityTemplate].map(medianOf);
    const writingMs = copyTime(outDir, path.join(benchRoot, `copy-${extra}`));
    const pages = /Built (\d+) pages/.exec(first.summary)?.[1] ?? String(extra);
    console.log(`${pages.padStart(7)} ${medians.map(({ wallMs, peakMb }) => `${seconds(wallMs)} ${megabytes(peakMb)}`).join('     ')}`);
    console.log(`          writing the same files with nothing else to do: ${seconds(writingMs).trim()}`);
    console.log(`          first build: ${first.summary}`);
    console.log(`          full build:  ${full.at(-1)!.summary}`);
    console.log(`          rendered:    ${rendered.at(-1)!.summary}`);
    console.log(`          incremental: ${incremental.at(-1)!.summary}`);
    console.log(`          title edit:  ${titled.at(-1)!.summary}`);
    console.log(`          page added:  ${added.at(-1)!.summary}`);
    console.log(`          removed:     ${removed.at(-1)!.summary}`);
    console.log(`          shared item: ${shared.at(-1)!.summary}`);
    console.log(`          city list:   ${cityList.at(-1)!.summary}`);
    console.log(`          template:    ${cityTemplate.at(-1)!.summary}`);
  }
} finally {
  removeFolder(benchRoot);
  removeBuildCaches();
  for (const name of BUILD_CACHES) if (existsSync(path.join(setAside, name))) renameSync(path.join(setAside, name), path.join(cacheRoot, name));
  removeFolder(setAside);
}
