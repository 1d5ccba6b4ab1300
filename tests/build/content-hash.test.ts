import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILER_ENTRIES, contentHash, hashTree, moduleGraph, sourcesHash } from '../../src/build/content-hash.ts';
import { fileStamp } from '../../src/build/file-stamp.ts';

/** The key as defined: SHA-256 of each part after its length and a colon, in base64url, cut to 32 characters. */
const defined = (...pieces: (string | Buffer)[]) =>
  createHash('sha256')
    .update(Buffer.concat(pieces.map((piece) => Buffer.from(piece))))
    .digest('base64url')
    .slice(0, 32);

describe('contentHash', () => {
  it('gives the same key for a text however long: short texts joined, long ones fed part by part', () => {
    const short = 'Builder Marketing in Tulsa — “quoted”';
    const long = `${'Every page of the site, in Markdown. '.repeat(4000)}Ünïcode at the end.`;
    expect(contentHash(short, 'b')).toBe(defined(`${short.length}:${short}`, '1:b'));
    expect(contentHash(long, 'b')).toBe(defined(`${long.length}:${long}`, '1:b'));
    // Parts cannot run together.
    expect(contentHash(long, 'b')).not.toBe(contentHash(`${long}b`));
  });

  it('counts the bytes of each part when any part is a buffer', () => {
    const logo = Buffer.from('<svg>ü</svg>');
    expect(contentHash('icons', logo)).toBe(defined('5:icons', `${logo.length}:`, logo));
    expect(contentHash('ü', logo)).toBe(defined('2:ü', `${logo.length}:`, logo));
  });
});

describe('the compiler the parse cache belongs to', () => {
  it('follows every way a module names another of the project: import, export … from, import(), a bare import', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'module-graph-'));
    try {
      const files: Record<string, string> = {
        'src/entry.ts': [
          "import { a } from './a.ts';",
          "export * from '../shared/b.ts';",
          "import './side-effect.ts';",
          "import { z } from 'zod';",
          "const later = () => import('./later.ts');",
          "// once: import { gone } from './gone.ts';",
        ].join('\n'),
        'src/a.ts': "export { c } from './deeper/c.ts';",
        'src/deeper/c.ts': "import type { A } from '../a.ts';",
        'shared/b.ts': 'export const b = 1;',
        'src/side-effect.ts': '',
        'src/later.ts': '',
        'src/unused.ts': '',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      expect(moduleGraph(root, ['src/entry.ts'])).toEqual(['shared/b.ts', 'src/a.ts', 'src/deeper/c.ts', 'src/entry.ts', 'src/later.ts', 'src/side-effect.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('covers every module of the project the compiler is bundled from, and no component', async () => {
    const { build } = await import('esbuild');
    const root = process.cwd();
    const result = await build({
      entryPoints: [...COMPILER_ENTRIES],
      absWorkingDir: root,
      bundle: true,
      write: false,
      outdir: 'out',
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    const bundled = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
    const graph = moduleGraph(root, COMPILER_ENTRIES);
    expect(bundled.filter((file) => !graph.includes(file))).toEqual([]);
    // A component's change starts no parse cache afresh.
    expect(graph.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});

describe('the hash of the project’s sources', () => {
  const SOURCES = ['src', 'blocks', 'index.html', 'package-lock.json', 'tsconfig.json'];

  it('takes a file’s hash kept with its stamp instead of reading it, and reads it again once it changed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sources-hash-'));
    try {
      const module = path.join(root, 'src', 'a.ts');
      mkdirSync(path.dirname(module), { recursive: true });
      writeFileSync(module, 'export const a = 1;\n');
      writeFileSync(path.join(root, 'package-lock.json'), '{}');
      const read = hashTree(root, SOURCES);
      // A hash kept for the file as it is now: taken as the file's, so the file is not read.
      mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
      const kept = [[module, [fileStamp(module)!.stamp, contentHash('another text')]]];
      writeFileSync(path.join(root, 'node_modules', '.cache', 'file-hashes.json'), JSON.stringify(kept));
      expect(sourcesHash(root)).not.toBe(read);
      // Rewritten (the same size): its stamp changed, so it is read again.
      writeFileSync(module, 'export const a = 2;\n');
      expect(sourcesHash(root)).toBe(hashTree(root, SOURCES));
      expect(sourcesHash(root)).not.toBe(read);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is the hash of every file read, with the hashes kept or without', () => {
    const root = process.cwd();
    expect(sourcesHash(root)).toBe(hashTree(root, SOURCES));
    expect(sourcesHash(root)).toBe(hashTree(root, SOURCES));
  });
});
