// @ts-check
/**
 * node scripts/run-compiled.mjs <entry.ts> [arguments]: runs a TypeScript entry point compiled
 * to JavaScript (the project's own modules bundled, npm packages left as imports, modules that
 * are imported on demand kept as chunks of their own so that what they import loads only when
 * needed). The compiled files are kept under node_modules/.cache/compiled-scripts and made again
 * only when a file they were made from changed (sizes and modification times are compared).
 * Loading them saves about half a second against compiling every module as it is imported,
 * which is most of the time of a build that has little to do (`npm run build` after one edit).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('Usage: node scripts/run-compiled.mjs <entry.ts> [arguments]\n');
  process.exit(2);
}
const root = process.cwd();
const cacheDir = path.join(root, 'node_modules', '.cache', 'compiled-scripts');
const name = entry.replace(/\.ts$/, '').replace(/[^\w-]+/g, '_');
const recordFile = path.join(cacheDir, `${name}.json`);

/** @param {string} file */
const stamp = (file) => {
  try {
    const stats = statSync(path.resolve(root, file));
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return 'absent';
  }
};

/** @returns {string | undefined} the compiled entry, when every file it was made from is as it was then */
function compiledEntry() {
  try {
    /** @type {{ main: string, inputs: Record<string, string> }} */
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    const current = stamp(record.main) !== 'absent' && Object.entries(record.inputs).every(([file, recorded]) => stamp(file) === recorded);
    return current ? record.main : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Packages stay imports from node_modules, except those every run loads at once: zod and yaml
 * are about a hundred modules that Node resolves and compiles one by one (about 0.1 s of every
 * start), and one module of their code loads in half that time.
 */
const BUNDLED = new Set(['zod', 'yaml']);
/** @type {import('esbuild').Plugin} */
const packagesExceptBundled = {
  name: 'packages-except-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      return BUNDLED.has(name) ? undefined : { path: specifier, external: true };
    });
  },
};

/**
 * Each compilation goes into a folder of its own and the record is replaced in one rename, so a
 * build started meanwhile never loads half-written files. Folders of earlier compilations are
 * removed once they are an hour old (a build still running from one may load a chunk late).
 */
async function compile() {
  const { build } = await import('esbuild');
  const outdir = path.join(cacheDir, `${name}-${Date.now()}-${process.pid}`);
  const result = await build({
    entryPoints: { main: entry },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesExceptBundled],
    // yaml is CommonJS and requires Node's modules: an ES module has no require of its own.
    banner: { js: "import { createRequire as createRequireForBundled } from 'node:module'; const require = createRequireForBundled(import.meta.url);" },
    outdir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'warning',
  });
  /** @type {Record<string, string>} */
  const inputs = {};
  // This launcher too: how it compiles is part of what it made.
  for (const file of [...Object.keys(result.metafile.inputs), 'package-lock.json', fileURLToPath(import.meta.url)]) inputs[file] = stamp(file);
  const main = path.join(outdir, 'main.mjs');
  writeFileSync(`${recordFile}.${process.pid}`, JSON.stringify({ main, inputs }));
  renameSync(`${recordFile}.${process.pid}`, recordFile);
  const anHourAgo = Date.now() - 3_600_000;
  for (const folder of readdirSync(cacheDir)) {
    const full = path.join(cacheDir, folder);
    if (folder.startsWith(`${name}-`) && full !== outdir && statSync(full).mtimeMs < anHourAgo) rmSync(full, { recursive: true, force: true });
  }
  return main;
}

// Vite's bundler (rolldown) allocates with mimalloc, which backs its memory with transparent huge
// pages where the system allows them: a build that bundled this site then peaked at 500 to 540 MB
// instead of about 340 MB, and was no faster. And it gives memory it freed back to the system a
// second later by default: at once, a build that bundled and then rendered 10,039 pages peaked at
// 586 MB instead of 641 MB, in the same time. Set before anything loads the bundler: mimalloc
// reads its options once, as it starts. A value given in the environment is kept.
process.env.MIMALLOC_ALLOW_THP ??= '0';
process.env.MIMALLOC_PURGE_DELAY ??= '0';

mkdirSync(cacheDir, { recursive: true });
const main = compiledEntry() ?? (await compile());
process.argv = [process.argv[0] ?? 'node', main, ...rest];
await import(pathToFileURL(main).href);
