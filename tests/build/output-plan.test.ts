import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../src/build/content-hash.ts';
import { OutputPlan, replacedFolders } from '../../src/build/output-plan.ts';

describe('an output plan', () => {
  const folders: string[] = [];
  const folder = () => folders[folders.push(mkdtempSync(path.join(tmpdir(), 'output-plan-'))) - 1]!;
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('puts a file made elsewhere into the output as a link, and replaces the link, not that file, when a later claim writes it', () => {
    const root = folder();
    const cached = path.join(root, 'cache.png');
    writeFileSync(cached, 'the cached preview');
    const plan = new OutputPlan(path.join(root, 'dist'), path.join(root, 'stage'), path.join(root, 'records'));

    expect(plan.claim('previews/home.png', 'key-1')).toBe(true);
    plan.stageCopy('previews/home.png', cached);
    expect(statSync(plan.staging('previews/home.png')).ino).toBe(statSync(cached).ino);

    expect(plan.claim('previews/home.png', 'key-2')).toBe(true);
    plan.stage('previews/home.png', 'a generated file of the same name');
    plan.commit();
    expect(readFileSync(path.join(root, 'dist/previews/home.png'), 'utf8')).toBe('a generated file of the same name');
    expect(readFileSync(cached, 'utf8')).toBe('the cached preview');
  });

  it("gives the next build each page's Markdown as kept, and none when what was kept beside the record is gone or cut short", () => {
    const root = folder();
    const [outDir, records] = [path.join(root, 'dist'), path.join(root, 'records')];
    const first = new OutputPlan(outDir, path.join(root, 'stage-1'), records);
    const texts = { '/about': '# About\n\nWe build websites — for builders.\n', '/contact': '# Contact\n\nCall us.\n' };
    for (const [route, text] of Object.entries(texts)) first.rememberMarkdown(route, text);
    first.commit();

    const next = () => new OutputPlan(outDir, path.join(root, 'stage-2'), records);
    expect(next().previousMarkdown('/about')).toBe(texts['/about']);
    expect(next().previousMarkdown('/contact')).toBe(texts['/contact']);

    const [kept] = readdirSync(records, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'));
    writeFileSync(path.join(records, kept!), texts['/about']);
    expect(next().previousMarkdown('/about')).toBeUndefined();
    rmSync(path.join(records, kept!));
    expect(next().previousMarkdown('/contact')).toBeUndefined();
  });

  it('changes only what changed in place, and swaps in a whole new folder, with the kept files moved into it, when most changed', () => {
    const root = folder();
    const [outDir, records] = [path.join(root, 'dist'), path.join(root, 'records')];
    const files = ['index.html', 'about/index.html', 'blog/index.html', 'images/logo.svg', 'robots.txt'];
    let stages = 0;
    /** A build of every file, with the ones named made anew; gives whether the folder stayed the same one. */
    const build = (changed: string[], version: string) => {
      const inode = statSync(outDir, { throwIfNoEntry: false })?.ino;
      const plan = new OutputPlan(outDir, path.join(root, `stage-${stages++}`), records);
      for (const file of files) plan.text(file, changed.includes(file) ? `${file}, ${version}` : `${file}, first`);
      plan.commit();
      return statSync(outDir).ino === inode;
    };
    const contents = (of = files) => of.map((file) => readFileSync(path.join(outDir, file), 'utf8'));

    build(files, 'first');
    expect(build(['about/index.html'], 'second')).toBe(true);
    expect(contents()).toEqual(['index.html, first', 'about/index.html, second', 'blog/index.html, first', 'images/logo.svg, first', 'robots.txt, first']);

    // A kept file removed by hand meanwhile stays missing, as an in-place build leaves it.
    rmSync(path.join(outDir, 'images/logo.svg'));
    expect(build(['index.html', 'about/index.html', 'blog/index.html'], 'third')).toBe(false);
    // The staged folder became the output folder; the old one is beside it, for the build to remove (see stale-files.ts).
    expect(existsSync(path.join(root, 'stage-2'))).toBe(false);
    expect(replacedFolders(outDir).map((folder) => path.basename(folder))).toEqual([expect.stringMatching(/^dist\.previous-/)]);
    expect(readFileSync(path.join(replacedFolders(outDir)[0]!, 'about/index.html'), 'utf8')).toBe('about/index.html, second');
    expect(existsSync(path.join(outDir, 'images/logo.svg'))).toBe(false);
    const kept = files.filter((file) => file !== 'images/logo.svg');
    expect(contents(kept)).toEqual(['index.html, third', 'about/index.html, third', 'blog/index.html, third', 'robots.txt, first']);
  });

  it('removes the record of an output folder that is gone when another is built, and keeps the others', () => {
    const root = folder();
    const records = path.join(root, 'records');
    const build = (outDir: string) => {
      const plan = new OutputPlan(path.join(root, outDir), path.join(root, `${outDir}.stage`), records);
      plan.text('index.html', `the home page of ${outDir}`);
      plan.commit();
    };
    build('kept');
    build('deleted');
    build('current');
    expect(readdirSync(records)).toHaveLength(3);
    rmSync(path.join(root, 'deleted'), { recursive: true });
    build('current');
    expect(readdirSync(records)).toHaveLength(2);
    // The folder still there keeps its record: its next build finds what it made unchanged.
    const again = new OutputPlan(path.join(root, 'kept'), path.join(root, 'kept.stage'), records);
    expect(again.claim('index.html', contentHash('the home page of kept'))).toBe(false);
  });
});
