// @ts-check
/**
 * node scripts/run-compiled.cjs <entry.ts> [arguments]: runs a TypeScript entry point compiled
 * to JavaScript. The compiled files are kept under node_modules/.cache/compiled-scripts and made
 * again only when a file they were made from changed (sizes and modification times are
 * compared). Loading them saves about half a second against compiling every module as it is
 * imported, which is most of the time of a build that has little to do (`npm run build` after
 * one edit).
 *
 * An entry that can be one CommonJS script (no top-level await, and every package it imports
 * loaded with require: see scriptPackages) is compiled so, and run from V8's code cache of it:
 * the machine code of every function its first run compiled, kept beside it. Node keeps no such
 * cache of ES modules: `npm run build` and `npm run validate` loaded their modules in 90 to 125
 * ms at 10,000 pages, 50 to 85 ms from the cache. Other entries (the dev server, the bundler's
 * process: Vite and its plugins are ES modules only) are ES modules, the project's own modules
 * bundled, npm packages left as imports, modules that are imported on demand kept as chunks of
 * their own so that what they import loads only when needed.
 *
 * The launcher and the runner it runs scripts with (run-script.cjs) are CommonJS themselves, so
 * that a run that is one script never starts Node's ES module loader: as ES modules, they took
 * 12 to 15 ms more of every start (the prerender workers' too).
 */
const { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { createRequire, isBuiltin } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { runScript } = require('./run-script.cjs');

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('Usage: node scripts/run-compiled.cjs <entry.ts> [arguments]\n');
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
    return current ? path.resolve(root, record.main) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Packages stay imports from node_modules, except those every run loads at once: zod and yaml
 * are about a hundred modules that Node resolves and compiles one by one (about 0.1 s of every
 * start), and one module of their code loads in half that time. js-yaml (the quick reader of
 * content files) is one module, but Node compiles it on every run, in about 20 ms: bundled, it
 * is in the script's code cache.
 */
const BUNDLED = new Set(['zod', 'yaml', 'js-yaml']);
/** @param {string} specifier */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @type {import('esbuild').Plugin} */
const packagesExceptBundled = {
  name: 'packages-except-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (BUNDLED.has(packageOf(specifier)) ? undefined : { path: specifier, external: true }));
  },
};

/** @param {string} file a module's file: whether Node loads it as CommonJS (by its extension, or its package's type). */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module';
    if (path.dirname(folder) === folder) return true;
  }
}

/**
 * As packagesExceptBundled, for an entry compiled to one CommonJS script: a package left as an
 * import must load with require, where it is imported. One that is an ES module only would be
 * loaded by require as its namespace (its default export lost) or not at all (top-level await),
 * and a script run from its code cache has no import() (Node lends it only to the modules it
 * loads itself): such an entry fails this compile, and is compiled to ES modules instead.
 */
/** @type {import('esbuild').Plugin} */
const scriptPackages = {
  name: 'packages-a-script-requires',
  setup(build) {
    const resolve = createRequire(path.join(root, 'package.json')).resolve;
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, kind }) => {
      if (BUNDLED.has(packageOf(specifier))) return undefined;
      const requirable = isBuiltin(specifier) || (kind !== 'dynamic-import' && isCommonJs(resolve(specifier)));
      return requirable ? { path: specifier, external: true } : { errors: [{ text: `${specifier} is not loaded with require here` }] };
    });
  },
};

/**
 * Each compilation goes into a folder of its own and the record is replaced in one rename, so a
 * build started meanwhile never loads half-written files. Folders of earlier compilations are
 * removed once they are an hour old (a build still running from one may load a chunk late).
 */
async function compile() {
  const { build, formatMessages, stop } = require('esbuild');
  const outdir = path.join(cacheDir, `${name}-${Date.now()}-${process.pid}`);
  /** @type {import('esbuild').BuildOptions} */
  const options = { entryPoints: { main: entry }, absWorkingDir: root, bundle: true, platform: 'node', target: 'node20', outdir, metafile: true };
  // The script's errors say why it cannot be one (top-level await, a package): the modules' compile reports any other.
  const asScript = await build({
    ...options,
    format: 'cjs',
    plugins: [scriptPackages],
    // Where a module asks for its own address (to require a package from it, as sharp is).
    define: { 'import.meta.url': '__compiledScriptUrl' },
    // Strict first, as ES modules are: esbuild's own "use strict" comes after a banner, where it is no directive.
    banner: { js: "'use strict';\nconst __compiledScriptUrl = require('node:url').pathToFileURL(__filename).href;" },
    outExtension: { '.js': '.cjs' },
    logLevel: 'silent',
  }).catch(() => undefined);
  if (asScript?.warnings.length) for (const text of await formatMessages(asScript.warnings, { kind: 'warning' })) process.stderr.write(text);
  const result =
    asScript ??
    (await build({
      ...options,
      splitting: true,
      format: 'esm',
      plugins: [packagesExceptBundled],
      // yaml is CommonJS and requires Node's modules: an ES module has no require of its own.
      banner: { js: "import { createRequire as createRequireForBundled } from 'node:module'; const require = createRequireForBundled(import.meta.url);" },
      outExtension: { '.js': '.mjs' },
      logLevel: 'warning',
    }));
  /** @type {Record<string, string>} */
  const inputs = {};
  // This launcher too: how it compiles is part of what it made.
  for (const file of [...Object.keys(result.metafile?.inputs ?? {}), 'package-lock.json', path.relative(root, __filename)]) inputs[file] = stamp(file);
  const main = path.join(outdir, asScript ? 'main.cjs' : 'main.mjs');
  // Inside the project, as every input is: a copy of the project (its caches and files' times
  // kept) runs its own compiled entry, which loads packages from its own node_modules.
  writeFileSync(`${recordFile}.${process.pid}`, JSON.stringify({ main: path.relative(root, main), inputs }));
  renameSync(`${recordFile}.${process.pid}`, recordFile);
  const anHourAgo = Date.now() - 3_600_000;
  for (const folder of readdirSync(cacheDir)) {
    const full = path.join(cacheDir, folder);
    if (folder.startsWith(`${name}-`) && full !== outdir && statSync(full).mtimeMs < anHourAgo) rmSync(full, { recursive: true, force: true });
  }
  // esbuild compiles in a process of its own, which stays until this one ends otherwise: about
  // 60 MB that the build or the dev server held for nothing (a fresh clone's first build).
  await stop();
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
void (async () => {
  const main = compiledEntry() ?? (await compile());
  process.argv = [process.argv[0] ?? 'node', main, ...rest];
  // The script's code cache holds every function this run compiled (see run-script.cjs).
  if (main.endsWith('.cjs')) process.once('exit', runScript(main));
  else await import(pathToFileURL(main).href);
})();
