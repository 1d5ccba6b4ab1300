import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.ts';
import { BlockComponentError } from '../../src/build/block-component-check.ts';
import { startAppBundle } from '../../src/build/bundle-cache.ts';
import { ContentError } from '../../src/build/content-plugin.ts';
import { compileSiteContent, projectSettingsOnTheirOwn } from '../../src/build/site-content.ts';
import { ABOUT, HOME, writeSite } from '../content/fixture.ts';

const copies: string[] = [];
afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/**
 * A copy of this project's code, static files and scripts, with each installed package linked
 * (not node_modules whole: its build caches are its own), for a build to bundle code changed here.
 */
function projectCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'project-'));
  copies.push(copy);
  for (const entry of ['index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'src', 'blocks', 'scripts', 'public']) {
    cpSync(entry, path.join(copy, entry), { recursive: true });
  }
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync('node_modules')) {
    if (entry !== '.cache') symlinkSync(path.resolve('node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  return copy;
}

const bundlesOf = (root: string) => {
  const cache = path.join(root, 'node_modules/.cache/build-bundles');
  return existsSync(cache) ? readdirSync(cache) : [];
};

describe('the bundles, made by a process of their own while the content compiles', () => {
  it("stop the build when a block's component is not its default export, with the message that names the file", async () => {
    const root = projectCopy();
    const hero = path.join(root, 'blocks/hero/Hero.tsx');
    writeFileSync(hero, readFileSync(hero, 'utf8').replace('export default function Hero', 'export function Hero'));
    const site = writeSite({});
    const build = buildSite({ root, pagesDir: path.join(site, 'pages'), outDir: path.join(site, 'dist'), log: () => {} });

    await expect(build).rejects.toThrow(BlockComponentError);
    await expect(build).rejects.toThrow(
      `blocks/hero/Hero.tsx has no default export (it exports Hero by name). A block's component is the default export of blocks/<type>/<Type>.tsx: write "export default function Hero(props: HeroProps)", or add "export default Hero;".`,
    );
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
    expect(bundlesOf(root)).toEqual([]);
  });

  it('are reported by how their process stopped when it stopped as it started, given its job or not', async () => {
    // Node refuses this flag in NODE_OPTIONS and exits at once (code 9): the process may be gone
    // before the build sends it its job, or just after.
    const saved = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = '--optimize-for-size';
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        const pending = startAppBundle({ root: process.cwd(), sources: `start failure ${attempt} ${Date.now()}`, module: '', publicDir: 'public' });
        await expect(pending.ready()).rejects.toThrow('The bundling process stopped (exit code 9).');
      }
    } finally {
      if (saved === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = saved;
    }
  });

  it('are stopped, and nothing of them kept, when the content has an error', async () => {
    const root = projectCopy();
    const site = writeSite({ 'pages/index.yaml': HOME.replace('type: hero', 'type: heroo') });
    const build = buildSite({ root, pagesDir: path.join(site, 'pages'), outDir: path.join(site, 'dist'), log: () => {} });

    await expect(build).rejects.toThrow(ContentError);
    await expect(build).rejects.toThrow(/Unknown block type "heroo"/);
    expect(bundlesOf(root)).toEqual([]);
  });

  it('are made with the settings their file gives on its own, which are those the whole compile gives', () => {
    const withLinks = writeSite({ 'pages/about.yaml': ABOUT });
    const settingsFile = path.join(withLinks, 'pages/_site.yaml');
    writeFileSync(settingsFile, readFileSync(settingsFile, 'utf8').replace('    path: /\n', '    path: /\n  - name: About\n    path: /about\n'));
    for (const root of [process.cwd(), withLinks]) {
      const pagesDir = path.join(root, 'pages');
      const compiled = compileSiteContent({ root, pagesDir });
      expect(compiled.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      expect(projectSettingsOnTheirOwn({ pagesDir, publicDir: path.resolve('public') })).toEqual(compiled.site!.settings);
    }
  });
});
