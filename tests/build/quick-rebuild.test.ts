import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, type BuildTimings } from '../../src/build/build.ts';
import { ContentError } from '../../src/build/content-plugin.ts';
import { lastUsedWorkerFile } from '../../src/build/worker-start.ts';
import { writeSite } from '../content/fixture.ts';
import { outputTree } from './output-tree.ts';

/** Sentences of one town's page: each names the town, so no two towns' pages share them. */
const own = (town: string) =>
  [
    `Builders in ${town} answer their leads the same day with us.`,
    `Remodelers across ${town} fill their calendars with the jobs they want.`,
    `Every trade in ${town} gets a fast website and a clear plan.`,
  ].join(' ');

const CITY = (town: string, body: string) => `title: Marketing for builders in ${town}
description: Websites, search and follow-up for the home builders and remodelers of ${town}.
kind: city
blocks:
  - type: hero
    heading: Builder marketing in ${town}
    lead: One plan for the builders of ${town}.
  - type: richText
    body: <p>${body}</p>
`;

/**
 * A one-page rebuild (the edited page compiled on its own against the last build's snapshot)
 * must leave the same output folder, byte for byte, and report the same problems as a clean
 * build; edits it cannot make exactly so are left to a full build.
 */
describe('one-page rebuilds', () => {
  it('give what a clean build gives, report what it reports, and leave other edits to a full build', async () => {
    const root = writeSite({
      'pages/locations/ada.yaml': CITY('Ada', own('Ada')),
      'pages/locations/bly.yaml': CITY('Bly', own('Bly')),
      'pages/locations/cy.yaml': CITY('Cy', own('Cy')),
      'pages/thanks.yaml': `title: Thanks for your request
description: What happens after a builder asks for a quote, and when we call them back.
noindex: true
blocks:
  - type: hero
    heading: Thanks, we will call you today
`,
    });
    const pages = path.join(root, 'pages');
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(path.join(pages, file), change(readFileSync(path.join(pages, file), 'utf8')));
    const build = async (outDir: string) => {
      const lines: string[] = [];
      const timings = await buildSite({
        root: process.cwd(),
        pagesDir: pages,
        publicDir: path.resolve('public'),
        outDir: path.join(root, outDir),
        log: (line) => lines.push(line),
      });
      return { timings, report: lines.join('\n') };
    };
    let clean = 0;
    /** Builds into dist/ and afresh, and checks both give the same folder and report. */
    const rebuild = async (): Promise<BuildTimings & { report: string }> => {
      const { timings, report } = await build('dist');
      const fresh = `clean-${clean++}`;
      const full = await build(fresh);
      expect(full.timings.quick).toBe(false);
      expect(report).toBe(full.report);
      expect(outputTree(path.join(root, 'dist'))).toEqual(outputTree(path.join(root, fresh)));
      rmSync(path.join(root, fresh), { recursive: true });
      return { ...timings, report };
    };

    const first = await build('dist');
    expect(first.timings.quick).toBe(false);
    // Thin city pages: the warnings of a full build, reported again by a rebuild with nothing to do.
    expect(first.report).toContain('words of main content');
    const unchanged = await rebuild();
    expect([unchanged.quick, unchanged.rendered, unchanged.written]).toEqual([true, 0, 0]);

    // Cy (after Ada in its folder) made mostly Ada's sentences: reported on Cy, made on its own.
    edit('locations/cy.yaml', (text) => text.replace(own('Cy'), own('Ada')));
    const copied = await rebuild();
    expect([copied.quick, copied.rendered]).toEqual([true, 1]);
    expect(copied.report).toMatch(/locations\/cy\.yaml:\d+:\d+ {2}blocks: warning: .*locations\/ada\.yaml/);

    // Ada's new text changes Cy's report (the near-copy goes): only a full build can say so.
    edit('locations/ada.yaml', (text) => text.replace(own('Ada'), own('Adaville')));
    const earlier = await rebuild();
    expect(earlier.quick).toBe(false);
    expect(earlier.report).not.toContain('near-copies');

    // Two edits of Bly in a row, and back to its first text: each made on its own.
    const bly = readFileSync(path.join(pages, 'locations/bly.yaml'), 'utf8');
    for (const lead of ['A second lead for the builders of Bly.', 'A third lead for the builders of Bly.']) {
      edit('locations/bly.yaml', (text) => text.replace(/lead: .*/, `lead: ${lead}`));
      expect((await rebuild()).quick).toBe(true);
    }
    writeFileSync(path.join(pages, 'locations/bly.yaml'), bly);
    expect((await rebuild()).quick).toBe(true);

    // A page kept out of search (no Markdown, not in llms-full.txt): made on its own too.
    edit('thanks.yaml', (text) => text.replace('we will call you today', 'we will call you within the hour'));
    expect((await rebuild()).quick).toBe(true);

    // What other pages' files read of it (its title: the crawl files, its preview): a full build.
    edit('locations/bly.yaml', (text) => text.replace('title: Marketing for builders in Bly', 'title: Builder marketing for Bly'));
    expect((await rebuild()).quick).toBe(false);
    // A new anchor (links to it may now be right): a full build.
    edit('locations/bly.yaml', (text) => text.replace('  - type: richText\n', '  - type: richText\n    anchor: plan\n'));
    expect((await rebuild()).quick).toBe(false);

    // The bundles it would render with, no longer in their cache (only the last few are kept): a full build.
    rmSync(path.dirname(path.dirname(lastUsedWorkerFile(process.cwd())!)), { recursive: true });
    edit('locations/bly.yaml', (text) => text.replace(/lead: .*/, 'lead: A lead for Bly after the bundles went.'));
    expect((await rebuild()).quick).toBe(false);

    // An error stops the build and leaves dist/ as it was; once fixed, the page is made on its own.
    const before = outputTree(path.join(root, 'dist'));
    edit('locations/bly.yaml', (text) => text.replace('type: richText', 'type: richTxt'));
    await expect(build('dist')).rejects.toThrow(ContentError);
    expect(outputTree(path.join(root, 'dist'))).toEqual(before);
    edit('locations/bly.yaml', (text) => text.replace('type: richTxt', 'type: richText').replace(/lead: .*/, 'lead: A fixed lead for Bly.'));
    expect((await rebuild()).quick).toBe(true);
  }, 300_000);
});
