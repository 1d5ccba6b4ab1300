import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const launcher = path.resolve('scripts/run-compiled.cjs');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A project folder with an entry point that imports a module of its own. */
function project(greeting: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'run-compiled-'));
  folders.push(root);
  writeFileSync(path.join(root, 'greeting.ts'), `export const greeting: string = ${JSON.stringify(greeting)};\n`);
  writeFileSync(path.join(root, 'entry.ts'), `import { greeting } from './greeting.ts';\nconsole.log(greeting, process.argv.slice(2).join(' '));\n`);
  return root;
}

const run = (root: string, ...args: string[]) => execFileSync(process.execPath, [launcher, 'entry.ts', ...args], { cwd: root, encoding: 'utf8' }).trim();
const record = (root: string) => readFileSync(path.join(root, 'node_modules', '.cache', 'compiled-scripts', 'entry.json'), 'utf8');
/** The compiled entry the launcher runs: main.cjs for one script, main.mjs for ES modules. */
const compiledMain = (root: string) => path.resolve(root, (JSON.parse(record(root)) as { main: string }).main);

/** A package in the project's node_modules, with the files given. */
function installPackage(root: string, name: string, files: Record<string, string>) {
  const folder = path.join(root, 'node_modules', name);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
}

/** The package "shout" in the project's node_modules: one CommonJS module, which exports `exported`. */
const installShout = (root: string, exported: string) =>
  installPackage(root, 'shout', { 'package.json': '{ "name": "shout", "main": "index.js" }', 'index.js': `module.exports = ${exported};\n` });

/** A script's code cache, made by its first run: kept by the next (`runAgain`), and made again by one after it was spoilt. */
function expectCodeCacheKept(cache: string, runAgain: () => void) {
  const made = readFileSync(cache);
  expect(made.length).toBeGreaterThan(0);
  runAgain();
  expect(readFileSync(cache).equals(made)).toBe(true);

  writeFileSync(cache, 'not a code cache');
  runAgain();
  expect(readFileSync(cache, 'latin1')).not.toBe('not a code cache');
}

describe('npm run build’s launcher (scripts/run-compiled.cjs)', () => {
  it('runs the entry with its arguments, compiles once, and again only after a file it is made from changed', () => {
    const root = project('Hello');
    expect(run(root, 'to', 'you')).toBe('Hello to you');
    const first = record(root);
    expect(run(root, 'again')).toBe('Hello again');
    expect(record(root)).toBe(first);

    writeFileSync(path.join(root, 'greeting.ts'), `export const greeting: string = 'Good morning';\n`);
    expect(run(root)).toBe('Good morning');
    expect(record(root)).not.toBe(first);
  });

  it('runs a copied project from its own compiled entry, with its own packages, not from the folder it was copied from', () => {
    const original = project('Hello');
    installShout(original, '(text) => text.toUpperCase()');
    // A package required from the module's own address, as the build requires sharp.
    writeFileSync(
      path.join(original, 'entry.ts'),
      "import { createRequire } from 'node:module';\nimport { greeting } from './greeting.ts';\nconsole.log((createRequire(import.meta.url)('shout') as (text: string) => string)(greeting));\n",
    );
    expect(run(original)).toBe('HELLO');
    // Copied with its caches and its files' times (a site started from another), then given a package of its own.
    const copy = mkdtempSync(path.join(tmpdir(), 'run-compiled-copy-'));
    folders.push(copy);
    execFileSync('cp', ['-a', `${original}/.`, copy]);
    writeFileSync(path.join(copy, 'node_modules', 'shout', 'index.js'), 'module.exports = (text) => `${text}!`;\n');
    expect(run(copy)).toBe('Hello!');
    expect(compiledMain(copy).startsWith(copy)).toBe(true);
  });

  it('starts the entry with the bundler’s allocator set to hold less memory, unless the environment says otherwise', () => {
    const root = project('Hello');
    writeFileSync(path.join(root, 'entry.ts'), 'console.log(process.env.MIMALLOC_ALLOW_THP, process.env.MIMALLOC_PURGE_DELAY);\n');
    const { MIMALLOC_ALLOW_THP: _huge, MIMALLOC_PURGE_DELAY: _delay, ...environment } = process.env;
    const runWith = (env: NodeJS.ProcessEnv) => execFileSync(process.execPath, [launcher, 'entry.ts'], { cwd: root, env, encoding: 'utf8' }).trim();
    expect(runWith(environment)).toBe('0 0');
    expect(runWith({ ...environment, MIMALLOC_ALLOW_THP: '1', MIMALLOC_PURGE_DELAY: '10' })).toBe('1 10');
  });

  it('leaves no compiler process running beside the entry it compiled', () => {
    const root = project('Hello');
    // The entry names the processes its own process started (their command lines, from /proc).
    writeFileSync(
      path.join(root, 'entry.ts'),
      "import { readdirSync, readFileSync } from 'node:fs';\n" +
        "const parentOf = (pid: string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];\n" +
        "const children = readdirSync('/proc').filter((pid) => /^\\d+$/.test(pid)).filter((pid) => { try { return parentOf(pid) === String(process.pid); } catch { return false; } });\n" +
        "console.log(JSON.stringify(children.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\\0')[0])));\n",
    );
    const compiledRun = JSON.parse(run(root)) as string[];
    expect(record(root)).toContain('entry.ts');
    expect(compiledRun.filter((command) => command.includes('esbuild'))).toEqual([]);
  });

  it('compiles again after the launcher itself changed', () => {
    const root = project('Hello');
    // A copy of the launcher in the project, with the module it runs scripts with and the one package it loads to compile.
    const copy = path.join(root, 'run-compiled.cjs');
    copyFileSync(launcher, copy);
    copyFileSync(path.resolve('scripts/run-script.cjs'), path.join(root, 'run-script.cjs'));
    mkdirSync(path.join(root, 'node_modules'));
    symlinkSync(path.resolve('node_modules/esbuild'), path.join(root, 'node_modules', 'esbuild'));
    const runCopy = () => execFileSync(process.execPath, [copy, 'entry.ts'], { cwd: root, encoding: 'utf8' }).trim();
    expect(runCopy()).toBe('Hello');
    const first = record(root);
    expect(runCopy()).toBe('Hello');
    expect(record(root)).toBe(first);

    appendFileSync(copy, '// How it compiles changed.\n');
    expect(runCopy()).toBe('Hello');
    expect(record(root)).not.toBe(first);
  });

  it('runs an entry that can be one CommonJS script from V8’s code cache, made as its first run ends and made again when V8 turns it down', () => {
    const root = project('Hello');
    installShout(root, '{ shout: (text) => text.toUpperCase() }');
    // A package required from the module's own address, as the build requires sharp.
    writeFileSync(
      path.join(root, 'entry.ts'),
      "import { createRequire } from 'node:module';\nimport { shout } from 'shout';\nimport { greeting } from './greeting.ts';\n" +
        "const { shout: again } = createRequire(import.meta.url)('shout') as { shout: (text: string) => string };\nconst strict = (function (this: unknown) { return this === undefined; })();\n" +
        "console.log(shout(greeting), again('twice'), strict ? 'strictly' : 'loosely');\n",
    );
    expect(run(root)).toBe('HELLO TWICE strictly');
    expect(path.basename(compiledMain(root))).toBe('main.cjs');
    expectCodeCacheKept(path.join(path.dirname(compiledMain(root)), 'main.code-cache'), () => expect(run(root)).toBe('HELLO TWICE strictly'));
  });

  it('starts a worker on a CommonJS script as it runs itself: from the script’s code cache, with an import() of ES-module-only packages', () => {
    const root = project('Hello');
    // What the prerender worker does: an ES-module-only package imported (HarfBuzz), the cache made once its code ran.
    const workerFile = path.join(root, 'worker.cjs');
    writeFileSync(
      workerFile,
      "const { parentPort } = require('node:worker_threads');\nconst runner = globalThis[Symbol.for('groundwork.script-runner')];\n" +
        "runner.import('harfbuzzjs').then((hb) => { runner.keepCodeCache(); parentPort.postMessage(`shaper ${typeof hb.Font}`); });\n",
    );
    writeFileSync(
      path.join(root, 'entry.ts'),
      `import { startWorker } from ${JSON.stringify(path.resolve('src/build/worker-start.ts'))};\n` +
        `const { worker } = startWorker(${JSON.stringify(workerFile)});\nworker.once('message', (message) => { console.log(message); void worker.terminate(); });\n`,
    );
    expect(run(root)).toBe('shaper function');
    expect(path.basename(compiledMain(root))).toBe('main.cjs');
    expectCodeCacheKept(path.join(root, 'worker.code-cache'), () => expect(run(root)).toBe('shaper function'));
  });

  it('runs an entry as ES modules when it awaits at its top level or imports an ES-module-only package, default exports kept', () => {
    const root = project('Hello');
    writeFileSync(path.join(root, 'entry.ts'), "import { greeting } from './greeting.ts';\nconsole.log(await Promise.resolve(greeting));\n");
    expect(run(root)).toBe('Hello');
    expect(path.basename(compiledMain(root))).toBe('main.mjs');

    installPackage(root, 'wave', {
      'package.json': '{ "name": "wave", "type": "module", "exports": "./index.js" }',
      'index.js': 'export default (name) => `Hi, ${name}`;\n',
    });
    writeFileSync(path.join(root, 'entry.ts'), "import wave from 'wave';\nimport { greeting } from './greeting.ts';\nconsole.log(wave(greeting));\n");
    expect(run(root)).toBe('Hi, Hello');
    expect(path.basename(compiledMain(root))).toBe('main.mjs');
  });
});
