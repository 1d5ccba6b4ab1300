import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchTownFile, writeBenchSite } from '../../scripts/bench-city-page.ts';
import { buildSite } from '../../src/build/build.ts';
import { outputTree } from './output-tree.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('a build with many files new to the parse cache', () => {
  it(
    'parses them in two threads (npm run build, npm run validate) and makes the site, and the report, a build parsing them in one makes',
    { timeout: 180_000 },
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'parse-ahead-'));
      folders.push(root);
      const [twoThreads, oneThread, validated] = [path.join(root, 'pages-a'), path.join(root, 'pages-b'), path.join(root, 'pages-c')];
      writeBenchSite(twoThreads, 1000);
      // A "#" read as a comment: a warning, so the parse left that page to the compile.
      const warned = benchTownFile(twoThreads, 7);
      writeFileSync(
        warned,
        readFileSync(warned, 'utf8').replace('    heading: Marketing for builders in Bench Town 7', '    heading: We Rank #1 in Bench Town 7'),
      );
      cpSync(twoThreads, oneThread, { recursive: true });
      cpSync(twoThreads, validated, { recursive: true });

      // As README runs it: compiled to JavaScript, where the parse worker can load the parse stage.
      const printed = execFileSync(process.execPath, ['scripts/run-compiled.mjs', 'scripts/build.ts'], {
        env: { ...process.env, PAGES_DIR: twoThreads, OUT_DIR: path.join(root, 'dist-a') },
        encoding: 'utf8',
      });
      expect(printed).toMatch(/validate \d+ ms with 10\d\d files parsed in two threads/);

      // From the TypeScript source (as tests run it) the compile parses every file itself.
      const logged: string[] = [];
      const oneThreaded = await buildSite({ root: process.cwd(), pagesDir: oneThread, outDir: path.join(root, 'dist-b'), log: (line) => logged.push(line) });
      expect(oneThreaded.parsedAhead).toBe(0);

      expect(outputTree(path.join(root, 'dist-a'))).toEqual(outputTree(path.join(root, 'dist-b')));
      const report = logged.join('\n');
      expect(report).toContain('"#1 in Bench Town 7" is dropped');
      expect(printed).toContain(report.split('pages-b/').join('pages-a/'));

      // npm run validate parses ahead as the build does, and reports the same.
      const checked = execFileSync(process.execPath, ['scripts/run-compiled.mjs', 'scripts/validate.ts'], {
        env: { ...process.env, PAGES_DIR: validated },
        encoding: 'utf8',
      });
      expect(checked).toContain(report.split('pages-b/').join('pages-c/'));
      expect(checked).toMatch(/routes checked in \d+ ms \(10\d\d files parsed in two threads\)\./);
    },
  );
});
