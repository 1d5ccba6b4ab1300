import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const launcher = path.resolve('scripts/run-compiled.mjs');
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

describe('npm run build’s launcher (scripts/run-compiled.mjs)', () => {
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

  it('starts the entry with the bundler’s allocator set to hold less memory, unless the environment says otherwise', () => {
    const root = project('Hello');
    writeFileSync(path.join(root, 'entry.ts'), 'console.log(process.env.MIMALLOC_ALLOW_THP, process.env.MIMALLOC_PURGE_DELAY);\n');
    const { MIMALLOC_ALLOW_THP: _huge, MIMALLOC_PURGE_DELAY: _delay, ...environment } = process.env;
    const runWith = (env: NodeJS.ProcessEnv) => execFileSync(process.execPath, [launcher, 'entry.ts'], { cwd: root, env, encoding: 'utf8' }).trim();
    expect(runWith(environment)).toBe('0 0');
    expect(runWith({ ...environment, MIMALLOC_ALLOW_THP: '1', MIMALLOC_PURGE_DELAY: '10' })).toBe('1 10');
  });

  it('compiles again after the launcher itself changed', () => {
    const root = project('Hello');
    // A copy of the launcher in the project, with the one package it loads to compile.
    const copy = path.join(root, 'run-compiled.mjs');
    copyFileSync(launcher, copy);
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
});
