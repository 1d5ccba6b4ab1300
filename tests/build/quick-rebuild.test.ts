import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildSite, outputRecords, type BuildTimings } from '../../src/build/build.ts';
import { ContentError } from '../../src/build/content-plugin.ts';
import { keepSnapshot, readSnapshot } from '../../src/build/build-snapshot.ts';
import { summariesFile } from '../../src/build/output-plan.ts';
import { SETTLED_MS } from '../../src/build/file-stamp.ts';
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

/** A page of the test site with a hero and one more block (`block`: its type and fields). */
const PAGE = (title: string, block: string) => `title: ${title}
description: ${title}, a page of the one-page rebuild test site, with its own words.
blocks:
  - type: hero
    heading: ${title}
  - type: ${block}
`;
/** The blog's index and archive: the list is the page's heading. */
const BLOG = (title: string) => `title: ${title}
description: ${title}, the articles of the one-page rebuild test site, newest first.
blocks:
  - type: blogList
    heading: ${title}
    announced: []
`;

const ARTICLE = `title: Fast websites for builders
description: Why a builder's website must load fast on a phone, and what it takes to get there.
kind: article
blocks:
  - type: article
    category: Web Design
    heading: Fast websites for builders
    summary: Why speed wins the homeowner's call.
    author: { name: Test Author, jobTitle: Writer }
    published: 2025-01-01
    image: { src: /images/blog-membership.svg, alt: Builders around a membership board }
    intro: <p>Homeowners leave a slow page before it shows a single photo of your work.</p>
    sections:
      - heading: What slows a site down
        body: <p>Large photos, many scripts and a slow host each cost a second or more.</p>
    conclusion:
      heading: Where to start
      body: <p>Measure the home page on a phone, then fix the largest cost first.</p>
`;

/** A template with one listed value, which no page lists and no page is below. */
const TRADE = `title: "Marketing for {trade|title}"
description: Websites, search and follow-up for {trade|title} who want booked jobs, one page per listed trade.
paths: [roofers]
blocks:
  - type: hero
    heading: "Marketing for {trade|title}"
    lead: Booked jobs for every trade we list.
`;

const SITE = {
  'pages/locations/ada.yaml': CITY('Ada', own('Ada')),
  'pages/locations/bly.yaml': CITY('Bly', own('Bly')),
  'pages/locations/cy.yaml': CITY('Cy', own('Cy')),
  // The pages that list others: the city list (titles, descriptions), the SEO table, the blog and its archive (articles).
  'pages/locations/index.yaml': PAGE('Builder marketing by town', 'cityList\n    heading: Towns we serve'),
  'pages/seo.yaml': `${PAGE('Titles and descriptions of the test site', 'seoTable\n    heading: Titles')}noindex: true\n`,
  'pages/blog/index.yaml': BLOG('Notes for builders'),
  'pages/blog/[page].yaml': `${BLOG('Notes for builders, page by page')}paths: ["1"]\n`,
  'pages/blog/fast-websites.yaml': ARTICLE,
  // A page with a page below it (whose breadcrumbs name it).
  'pages/services.yaml': PAGE('What we do for builders', 'richText\n    body: <p>Websites, search and follow-up.</p>'),
  'pages/services/websites.yaml': PAGE('Websites for builders', 'richText\n    body: <p>Fast websites that bring calls.</p>'),
  'pages/thanks.yaml': `title: Thanks for your request
description: What happens after a builder asks for a quote, and when we call them back.
noindex: true
blocks:
  - type: hero
    heading: Thanks, we will call you today
`,
};

/**
 * The test site in a folder of its own, and builds of it: into dist/, and afresh beside it to
 * check that dist/ and the report are what a clean build gives.
 */
function testSite(files: Record<string, string> = SITE, publicDir = path.resolve('public')) {
  const root = writeSite(files);
  const pages = path.join(root, 'pages');
  const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(pages, file), change(readFileSync(path.join(pages, file), 'utf8')));
  const build = async (outDir: string) => {
    const lines: string[] = [];
    const timings = await buildSite({
      root: process.cwd(),
      pagesDir: pages,
      publicDir,
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
  const add = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(pages, file)), { recursive: true });
    writeFileSync(path.join(pages, file), text);
  };
  const shown = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');
  const exists = (file: string) => existsSync(path.join(root, 'dist', file));
  /** An output file's inode: a file made again is a new one (staged, then renamed into place). */
  const inode = (file: string) => statSync(path.join(root, 'dist', file)).ino;
  /** What the snapshot of a build into `outDir` holds of the site (the paths links point at as a set). */
  const kept = (outDir: string) => {
    const { files, links, families, llms, pages, parentTitles, shows, photos, context } = readSnapshot(outputRecords(process.cwd()), path.join(root, outDir))!;
    return {
      files,
      links: { ...links, linked: links.linked.split('\0').sort() },
      families,
      llms,
      pages,
      parentTitles,
      shows,
      photos,
      collections: context.collections,
    };
  };
  /**
   * Checks that what the next rebuild reads of the site is what a full build would have kept. A
   * file's (or a folder's) stamp is kept only once it has not changed for a while (NaN before):
   * the two builds may see it on either side of that, and must agree where both kept it.
   */
  const keptAsBuilt = async () => {
    await build('clean-snapshot');
    const [rebuilt, clean] = [kept('dist'), kept('clean-snapshot')];
    for (const column of ['stamps', 'folderStamps'] as const) {
      const [ours, theirs] = [[...rebuilt.files[column]], [...clean.files[column]]];
      const known = ours.flatMap((stamp, at) => (Number.isNaN(stamp) || Number.isNaN(theirs[at]!) ? [] : [at]));
      expect(known.map((at) => ours[at])).toEqual(known.map((at) => theirs[at]));
    }
    const withoutStamps = ({ files: { stamps: _, folderStamps: __, ...files }, ...rest }: typeof rebuilt) => ({ files, ...rest });
    expect(withoutStamps(rebuilt)).toEqual(withoutStamps(clean));
    rmSync(path.join(root, 'clean-snapshot'), { recursive: true });
  };
  return { root, pages, edit, build, rebuild, add, shown, exists, inode, keptAsBuilt };
}

/**
 * A one-page rebuild (the edited page compiled on its own against the last build's snapshot)
 * must leave the same output folder, byte for byte, and report the same problems as a clean
 * build; edits it cannot make exactly so are left to a full build.
 */
describe('one-page rebuilds', () => {
  it('give what a clean build gives, report what it reports, and leave other edits to a full build', async () => {
    const { root, pages, edit, build, rebuild, inode, keptAsBuilt } = testSite();
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
    // A town kept out of search, then let back in: its Markdown, its part of llms-full.txt, its
    // preview and its place in the sitemap go, then come back, with the pages that list it.
    const present = (file: string) => existsSync(path.join(root, 'dist', file));
    edit('locations/bly.yaml', (text) => `${text}noindex: true\n`);
    expect(await rebuild()).toMatchObject({ quick: true });
    expect([present('locations/bly.md'), present('previews/locations/bly.png')]).toEqual([false, false]);
    expect(readFileSync(path.join(root, 'dist', 'sitemap.xml'), 'utf8')).not.toContain('/locations/bly<');
    await keptAsBuilt();
    edit('locations/bly.yaml', (text) => text.replace('noindex: true\n', ''));
    expect(await rebuild()).toMatchObject({ quick: true });
    expect([present('locations/bly.md'), present('previews/locations/bly.png')]).toEqual([true, true]);
    expect(readFileSync(path.join(root, 'dist', 'llms-full.txt'), 'utf8')).toContain(own('Bly'));
    await keptAsBuilt();

    // What other pages read of it (its title, its description, an article's summary): made with
    // the pages that list others, llms.txt and its preview.
    const shown = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');
    // Only the pages that list it are made again: the SEO table and the city list, not the blog
    // index and its archive, which list articles.
    const blogFiles = ['blog/index.html', 'blog/1/index.html', '_data/blog.json'].map(inode);
    edit('locations/bly.yaml', (text) => text.replace('title: Marketing for builders in Bly', 'title: Builder marketing for Bly'));
    const retitled = await rebuild();
    expect([retitled.quick, retitled.rendered]).toEqual([true, 3]);
    expect(['blog/index.html', 'blog/1/index.html', '_data/blog.json'].map(inode)).toEqual(blogFiles);
    expect(shown('seo/index.html')).toContain('Builder marketing for Bly');
    expect(shown('llms.txt')).toContain('[Builder marketing for Bly]');
    edit('locations/bly.yaml', (text) => text.replace('and remodelers of Bly.', 'and remodelers in and around Bly.'));
    expect((await rebuild()).quick).toBe(true);
    expect(shown('locations/index.html')).toContain('remodelers in and around Bly.');
    edit('blog/fast-websites.yaml', (text) => text.replace("summary: Why speed wins the homeowner's call.", 'summary: Speed wins the call.'));
    expect((await rebuild()).quick).toBe(true);
    expect(shown('blog/1/index.html')).toContain('Speed wins the call.');
    // Without the summaries kept beside the snapshot (removed, or another build's): a full build.
    rmSync(summariesFile(outputRecords(process.cwd()), path.join(root, 'dist')));
    edit('locations/bly.yaml', (text) => text.replace('in and around Bly.', 'around Bly.'));
    expect((await rebuild()).quick).toBe(false);

    // The title of a page with a page below it: that page too, whose breadcrumbs name it (with
    // the page and the SEO table, which lists them).
    edit('services.yaml', (text) => text.replace('title: What we do', 'title: All we do'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 3 });
    expect(shown('services/websites/index.html')).toContain('All we do for builders');
    await keptAsBuilt();

    // Another page's title: an error.
    const cy = readFileSync(path.join(pages, 'locations/cy.yaml'), 'utf8');
    edit('locations/cy.yaml', (text) => text.replace('title: Marketing for builders in Cy', 'title: Builder marketing for Bly'));
    await expect(build('dist')).rejects.toThrow(ContentError);
    writeFileSync(path.join(pages, 'locations/cy.yaml'), cy);
    // A page that lists others, made from every page's summary as a full build makes it: on its
    // own, llms.txt (every page's summary) left as it is.
    const llms = inode('llms.txt');
    edit('seo.yaml', (text) => text.replace('heading: Titles', 'heading: The titles'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 1 });
    expect(shown('seo/index.html')).toContain('The titles');
    expect(inode('llms.txt')).toBe(llms);
    edit('locations/index.yaml', (text) => text.replace('heading: Towns we serve', 'heading: The towns we serve'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 1 });
    expect(shown('locations/index.html')).toContain('The towns we serve');
    edit('blog/index.yaml', (text) => text.replace('heading: Notes for builders', 'heading: Notes for home builders'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 1 });
    // Its title, which the SEO table lists and the pages below it name in their breadcrumbs: made with them.
    edit('locations/index.yaml', (text) => text.replace('title: Builder marketing by town', 'title: Builder marketing in every town'));
    expect(await rebuild()).toMatchObject({ quick: true });
    expect(shown('locations/ada/index.html')).toContain('Builder marketing in every town');
    expect(shown('seo/index.html')).toContain('Builder marketing in every town');
    await keptAsBuilt();
    // A template that lists others (the blog's archive): a full build.
    edit('blog/[page].yaml', (text) => text.replace('heading: Notes for builders, page by page', 'heading: Every note for builders, page by page'));
    expect((await rebuild()).quick).toBe(false);
    // A new anchor: made on its own (links to it were errors: there were none), and so are a
    // page that links to it, and a page's own link to the anchor it gains. An anchor removed that
    // no other page links to: made on its own too. One a link points at: a full build, which
    // stops as the link breaks.
    edit('locations/bly.yaml', (text) => text.replace('  - type: richText\n', '  - type: richText\n    anchor: plan\n'));
    expect((await rebuild()).quick).toBe(true);
    await keptAsBuilt();
    edit('locations/cy.yaml', (text) =>
      text.replace('    lead: One plan', '    actions:\n      - label: The plan in Bly\n        href: /locations/bly#plan\n    lead: One plan'),
    );
    expect((await rebuild()).quick).toBe(true);
    const ownLink = (anchor: string) => `    actions:\n      - label: Towns near Bly\n        href: "#${anchor}"\n`;
    edit('locations/bly.yaml', (text) =>
      text.replace('  - type: hero\n', '  - type: hero\n    anchor: towns\n').replace('    lead: One plan', `${ownLink('towns')}    lead: One plan`),
    );
    expect((await rebuild()).quick).toBe(true);
    edit('locations/bly.yaml', (text) => text.replace('    anchor: towns\n', '').replace(ownLink('towns'), ownLink('plan')));
    expect((await rebuild()).quick).toBe(true);
    await keptAsBuilt();
    edit('locations/bly.yaml', (text) => text.replace('    anchor: plan\n', '').replace(ownLink('plan'), ''));
    await expect(build('dist')).rejects.toThrow(ContentError);
    edit('locations/cy.yaml', (text) => text.replace('/locations/bly#plan', '/locations/bly'));
    expect((await rebuild()).quick).toBe(false);

    // The bundles it would render with, no longer in their cache (only the last few are kept): a
    // full build. The snapshot is made to name bundles that are gone: the bundles in the cache are
    // other tests' too.
    const records = outputRecords(process.cwd());
    const dist = path.join(root, 'dist');
    const snapshot = readSnapshot(records, dist)!;
    keepSnapshot(records, dist, { ...snapshot, bundle: { ...snapshot.bundle, workerFile: path.join(root, 'gone', 'prerender-worker.js') } });
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

  it("make an edited template on its own, its data and its values' pages, and leave to a full build what other outputs read of it", async () => {
    const { build, rebuild, add, edit, shown, keptAsBuilt } = testSite();
    add('trades/[trade].yaml', TRADE);
    await build('dist');
    const lead = (now: string) => edit('trades/[trade].yaml', (text) => text.replace(/lead: .*/, `lead: ${now}`));
    lead('Booked jobs for every trade on our list.');
    expect(await rebuild()).toMatchObject({ quick: true, change: 'template', rendered: 1 });
    expect(shown('trades/roofers/index.html')).toContain('Booked jobs for every trade on our list.');
    expect(shown('_data/trades/$trade.json')).toContain('Booked jobs for every trade on our list.');
    await keptAsBuilt();
    // An anchor gained: on its own. One lost: a full build (a link may name it on any of its pages).
    edit('trades/[trade].yaml', (text) => text.replace('  - type: hero\n', '  - type: hero\n    anchor: plan\n'));
    expect((await rebuild()).quick).toBe(true);
    edit('trades/[trade].yaml', (text) => text.replace('    anchor: plan\n', ''));
    expect((await rebuild()).quick).toBe(false);
    // Its values (the route table, the sitemap), its title or its description (the SEO table): a full build.
    edit('trades/[trade].yaml', (text) => text.replace('paths: [roofers]', 'paths: [roofers, plumbers]'));
    expect((await rebuild()).quick).toBe(false);
    expect(shown('trades/plumbers/index.html')).toContain('Marketing for Plumbers');
    edit('trades/[trade].yaml', (text) => text.replace('title: "Marketing for {trade|title}"', 'title: "Builder marketing for {trade|title}"'));
    expect((await rebuild()).quick).toBe(false);
    lead('Booked jobs for every trade on our list, and more.');
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 2 });
    await keptAsBuilt();
  }, 120_000);

  it('make a page added as a clean build would, and leave to a full build what it changes of other pages', async () => {
    const { build, rebuild, add, shown, keptAsBuilt } = testSite();
    await build('dist');

    // A town between two others: in every list, the sitemap, llms.txt and llms-full.txt at its place.
    add('locations/bo.yaml', CITY('Bo', own('Bo')));
    const bo = await rebuild();
    // The page, and the pages that list it (the SEO table, the city list), not the blog's.
    expect([bo.quick, bo.change, bo.rendered]).toEqual([true, 'added', 3]);
    expect(shown('locations/index.html').includes('href="/locations/bo"')).toBe(true);
    expect(shown('sitemap.xml')).toMatch(/locations\/ada<.*\n.*locations\/bly<.*\n.*locations\/bo</);
    // What the next rebuild reads of the site is what a full build would have kept.
    await keptAsBuilt();
    // Then edited on its own, as any page.
    add('locations/bo.yaml', CITY('Bo', own('Bo')).replace('One plan', 'A plan'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'edited', rendered: 1 });

    // A page of a new folder, one kept out of search, and one that links to its own section.
    add('guides/first-website.yaml', PAGE('Your first website as a builder', 'richText\n    body: <p>Start with the pages homeowners ask about.</p>'));
    expect((await rebuild()).quick).toBe(true);
    add('private.yaml', `${PAGE('A page for our own team', 'richText\n    body: <p>Kept out of search.</p>')}noindex: true\n`);
    expect((await rebuild()).quick).toBe(true);
    add(
      'services/search.yaml',
      `title: Search for builders
description: Search, a page of the one-page rebuild test site, with a link to its own plan.
blocks:
  - type: hero
    heading: Search for builders
    actions:
      - label: See the plan
        href: "#plan"
  - type: richText
    anchor: plan
    body: <p>Local pages, reviews and a fast site.</p>
`,
    );
    expect((await rebuild()).quick).toBe(true);

    // A near-copy of an earlier town is reported on it, and made on its own; one of a later town
    // changes that town's report: a full build.
    add('locations/ay.yaml', CITY('Ay', own('Ada')));
    const ay = await rebuild();
    expect(ay.quick).toBe(true);
    expect(ay.report).toMatch(/locations\/ay\.yaml:\d+:\d+ {2}blocks: warning: .*locations\/ada\.yaml/);
    add('locations/aa.yaml', CITY('Aa', own('Bly')));
    const aa = await rebuild();
    expect(aa.quick).toBe(false);
    expect(aa.report).toMatch(/locations\/bly\.yaml:\d+:\d+ {2}blocks: warning: .*locations\/aa\.yaml/);

    // An article: made with the blog and its archive, which list it first (the newest).
    add(
      'blog/faster.yaml',
      ARTICLE.replaceAll('Fast websites for builders', 'Faster websites for builders')
        .replace("Why a builder's website must load fast on a phone", "How a builder's website stays fast as it grows")
        .replace('2025-01-01', '2025-02-01'),
    );
    expect(await rebuild()).toMatchObject({ quick: true, change: 'added' });
    expect(shown('blog/index.html')).toContain('Faster websites for builders');

    // Below a page that had none (whose breadcrumbs it changes nothing of, but the snapshot has no
    // title for), two pages at once: a full build.
    add('thanks/next-steps.yaml', PAGE('Next steps after your request', 'richText\n    body: <p>We call, then we plan.</p>'));
    expect((await rebuild()).quick).toBe(false);
    add('locations/dee.yaml', CITY('Dee', own('Dee')));
    add('locations/eve.yaml', CITY('Eve', own('Eve')));
    expect((await rebuild()).quick).toBe(false);

    // An error stops the build; once fixed, the page is added on its own.
    add('locations/fen.yaml', CITY('Fen', own('Fen')).replace('type: richText', 'type: richTxt'));
    await expect(build('dist')).rejects.toThrow(ContentError);
    add('locations/fen.yaml', CITY('Fen', own('Fen')));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'added' });
  }, 300_000);

  it('notice a page added or removed in a folder that had settled, which rebuilds do not list again while unchanged', async () => {
    const { root, edit, build, rebuild, add, pages } = testSite();
    await build('dist');
    const locationsStamped = () => {
      const { files } = readSnapshot(outputRecords(process.cwd()), path.join(root, 'dist'))!;
      return !Number.isNaN(files.folderStamps[files.folders.split('\0').indexOf('locations/') * 4]!);
    };
    /** Waits for the folders to settle, and rebuilds after an edit in place (which changes no folder): the folders are stamped then. */
    const settle = async (town: string) => {
      await new Promise((resolve) => setTimeout(resolve, SETTLED_MS + 100));
      edit(`locations/${town}.yaml`, (text) => text.replace(/lead: .*/, `lead: Settled, then edited at ${Date.now()}.`));
      expect((await rebuild()).quick).toBe(true);
      expect(locationsStamped()).toBe(true);
    };
    await settle('ada');
    // Unlisted now: an edit, then a page added, then removed.
    edit('locations/bly.yaml', (text) => text.replace(/lead: .*/, 'lead: Edited while the folders are stamped.'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'edited' });
    add('locations/bo.yaml', CITY('Bo', own('Bo')));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'added' });
    await settle('cy');
    rmSync(path.join(pages, 'locations/bo.yaml'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'removed' });
  }, 300_000);

  it('remove or rename a page as a clean build would, and leave to a full build what it changes of other pages', async () => {
    const { pages, edit, build, rebuild, add, shown, exists, keptAsBuilt } = testSite();
    const remove = (file: string) => rmSync(path.join(pages, file));
    await build('dist');

    // A town: its files gone, and gone from every list, the sitemap, llms.txt and llms-full.txt.
    remove('locations/bly.yaml');
    const bly = await rebuild();
    // The pages that listed it (the SEO table, the city list), not the blog's.
    expect([bly.quick, bly.change, bly.rendered]).toEqual([true, 'removed', 2]);
    expect(['locations/bly/index.html', 'locations/bly.md', 'previews/locations/bly.png', '_data/locations/bly.json'].filter(exists)).toEqual([]);
    expect(exists('locations/bly')).toBe(false);
    for (const file of ['locations/index.html', 'seo/index.html', 'sitemap.xml', 'llms.txt', 'llms-full.txt', '_data/_routes.json'])
      expect(shown(file)).not.toContain('/locations/bly');
    await keptAsBuilt();

    // Renamed, with its words: its files under its new address, in every list at its new place.
    renameSync(path.join(pages, 'services/websites.yaml'), path.join(pages, 'services/fast-sites.yaml'));
    const renamed = await rebuild();
    expect([renamed.quick, renamed.change]).toEqual([true, 'renamed']);
    expect([exists('services/websites/index.html'), exists('services/fast-sites/index.html')]).toEqual([false, true]);
    expect(shown('sitemap.xml')).toMatch(/services<.*\n.*services\/fast-sites</);
    await keptAsBuilt();

    // A page kept out of search, and the last page below another: then that page's title is
    // an edit of its own (no breadcrumbs name it any more).
    remove('thanks.yaml');
    expect(await rebuild()).toMatchObject({ quick: true, change: 'removed' });
    remove('services/fast-sites.yaml');
    expect(await rebuild()).toMatchObject({ quick: true, change: 'removed' });
    await keptAsBuilt();
    edit('services.yaml', (text) => text.replace('title: What we do', 'title: All we do'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'edited' });

    // A page a link points at, even one written by a one-page rebuild: the build stops on the
    // broken link, and dist/ is left as it was.
    add(
      'locations/dee.yaml',
      CITY('Dee', own('Dee')).replace('    lead: One plan', '    actions:\n      - label: Our work in Ada\n        href: /locations/ada\n    lead: One plan'),
    );
    expect(await rebuild()).toMatchObject({ quick: true, change: 'added' });
    const before = readFileSync(path.join(pages, 'locations/ada.yaml'), 'utf8');
    const distBefore = shown('locations/index.html');
    remove('locations/ada.yaml');
    await expect(build('dist')).rejects.toThrow(ContentError);
    expect(shown('locations/index.html')).toBe(distBefore);
    add('locations/ada.yaml', before);
    expect((await rebuild()).quick).toBe(true);
    // Even from a page with a warning where it resolves (a link to a value the blog's template
    // does not list), which keeps nothing resolved; here with the snapshot of a full build (two
    // pages edited at once), which finds every link again.
    edit('locations/dee.yaml', (text) =>
      text.replace('        href: /locations/ada\n', '        href: /locations/ada\n      - label: Older notes\n        href: /blog/2\n'),
    );
    edit('locations/cy.yaml', (text) => text.replace('builders of Cy.', 'builders of Cy and the towns around it.'));
    const warned = await rebuild();
    expect(warned.quick).toBe(false);
    expect(warned.report).toMatch(/locations\/dee\.yaml:\d+:\d+ .*warning: \/blog\/2 /);
    remove('locations/ada.yaml');
    await expect(build('dist')).rejects.toThrow(ContentError);
    add('locations/ada.yaml', before);
    expect((await rebuild()).quick).toBe(true);

    // A later town that is a near-copy of it (its warning goes), a page with a page below it: a
    // full build.
    add('locations/eve.yaml', CITY('Eve', own('Ada')));
    expect((await rebuild()).report).toMatch(/locations\/eve\.yaml:\d+:\d+ {2}blocks: warning: .*locations\/ada\.yaml/);
    edit('locations/dee.yaml', (text) => text.replace('href: /locations/ada', 'href: /locations/cy'));
    await rebuild();
    remove('locations/ada.yaml');
    const nearCopy = await rebuild();
    expect(nearCopy.quick).toBe(false);
    expect(nearCopy.report).not.toContain('near-copies');
    add('services/websites.yaml', PAGE('Websites for builders', 'richText\n    body: <p>Fast websites that bring calls.</p>'));
    await rebuild();
    remove('services.yaml');
    expect((await rebuild()).quick).toBe(false);
    // An article: the blog and its archive no longer list it.
    remove('blog/fast-websites.yaml');
    expect(await rebuild()).toMatchObject({ quick: true, change: 'removed' });
    expect(shown('blog/index.html')).not.toContain('Fast websites for builders');
    // A page that lists others (the SEO table, with nothing below it and no link to it): a full build.
    remove('seo.yaml');
    expect(await rebuild()).toMatchObject({ quick: false });
    expect(exists('seo/index.html')).toBe(false);
  }, 300_000);

  it('make the resized copies of a photo with the first page to show it, and remove them with the last, as a clean build would', async () => {
    // The static files with a photo (a PNG: resized copies are made of it).
    const publicDir = mkdtempSync(path.join(tmpdir(), 'quick-public-'));
    cpSync(path.resolve('public'), publicDir, { recursive: true });
    writeFileSync(
      path.join(publicDir, 'images/crew.png'),
      await sharp({ create: { width: 800, height: 500, channels: 3, background: '#0b2545' } })
        .png()
        .toBuffer(),
    );
    const image = (src: string) => `    image: { src: ${src}, alt: The crew at work }\n`;
    const showing = (town: string, src: string) => CITY(town, own(town)).replace('    lead: One plan', `${image(src)}    lead: One plan`);
    const { pages, edit, add, rebuild, build, exists, keptAsBuilt } = testSite(
      { ...SITE, 'pages/locations/cy.yaml': showing('Cy', '/images/crew.png') },
      publicDir,
    );
    await build('dist');
    const copies = () =>
      (exists('images/variants') ? readdirSync(path.join(path.dirname(pages), 'dist', 'images', 'variants')) : []).filter((name) => name.startsWith('crew-'));
    const made = copies();
    expect(made.length).toBeGreaterThan(0);

    // A drawing (no copies), then the photo another page shows: made on its own, with the pages that list images.
    edit('locations/bly.yaml', (text) => text.replace('    lead: One plan', `${image('/images/team-1.svg')}    lead: One plan`));
    expect(await rebuild()).toMatchObject({ quick: true });
    edit('locations/bly.yaml', (text) => text.replace('/images/team-1.svg', '/images/crew.png'));
    expect(await rebuild()).toMatchObject({ quick: true });
    // No longer on the first page, still on the other: the copies stay.
    edit('locations/cy.yaml', (text) => text.replace(image('/images/crew.png'), ''));
    expect(await rebuild()).toMatchObject({ quick: true });
    expect(copies()).toEqual(made);
    await keptAsBuilt();
    // Off the last page to show it: they go; on it again: they come back.
    edit('locations/bly.yaml', (text) => text.replace(image('/images/crew.png'), ''));
    expect(await rebuild()).toMatchObject({ quick: true });
    expect(copies()).toEqual([]);
    edit('locations/bly.yaml', (text) => text.replace('    lead: One plan', `${image('/images/crew.png')}    lead: One plan`));
    expect(await rebuild()).toMatchObject({ quick: true });
    expect(copies()).toEqual(made);
    await keptAsBuilt();
    // A page showing it renamed (a town's page names its town), removed, and added again.
    renameSync(path.join(pages, 'locations/bly.yaml'), path.join(pages, 'locations/blyton.yaml'));
    edit('locations/blyton.yaml', (text) => text.replaceAll('Bly', 'Blyton'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'renamed' });
    expect(copies()).toEqual(made);
    rmSync(path.join(pages, 'locations/blyton.yaml'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'removed' });
    expect(copies()).toEqual([]);
    add('locations/dee.yaml', showing('Dee', '/images/crew.png'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'added' });
    expect(copies()).toEqual(made);
    await keptAsBuilt();
    rmSync(publicDir, { recursive: true });
  }, 300_000);

  it('make the pages that show an edited shared item as a clean build would, and leave the rest to a full build', async () => {
    const showing = (town: string, ids: string) =>
      CITY(town, own(town)).replace(
        '  - type: richText\n',
        `  - type: testimonials\n    heading: What ${town} says\n    items: [${ids}]\n  - type: richText\n`,
      );
    const quote = (id: string, words: string) => `${id}:\n  quote: ${words}\n  author: ${id}\n  role: Owner, ${id} Homes\n`;
    const { root, pages, edit, add, rebuild, build, keptAsBuilt } = testSite({
      ...SITE,
      'pages/locations/ada.yaml': showing('Ada', 'jane'),
      'pages/locations/bly.yaml': showing('Bly', 'jane'),
      'pages/locations/cy.yaml': showing('Cy', 'sam'),
      'pages/_data/testimonials.yaml': quote('jane', 'They answered every lead the same day.') + quote('sam', 'Our phone rings with the jobs we want.'),
      'pages/_data/testimonials.more.yaml': quote('lee', 'We book the jobs we want now.'),
    });
    await build('dist');
    const says = (town: string) => readFileSync(path.join(root, 'dist', `locations/${town}/index.html`), 'utf8');

    // An item two pages of one folder show: those two, compiled on their own.
    edit('_data/testimonials.yaml', (text) => text.replace('the same day', 'within the hour'));
    expect(await rebuild()).toMatchObject({ quick: true, change: 'shared', rendered: 2 });
    expect(says('ada')).toContain('within the hour');
    await keptAsBuilt();
    // One no page shows: nothing to render.
    edit('_data/testimonials.more.yaml', (text) => text.replace('now', 'every week'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 0 });

    // A page that shows another item now: an edit of that item makes it, one of the item it showed does not.
    edit('locations/cy.yaml', (text) => text.replace('items: [sam]', 'items: [lee]'));
    expect((await rebuild()).quick).toBe(true);
    await keptAsBuilt();
    edit('_data/testimonials.more.yaml', (text) => text.replace('every week', 'every month'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 1 });
    expect(says('cy')).toContain('every month');
    edit('_data/testimonials.yaml', (text) => text.replace('Our phone rings', 'The phone rings'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 0 });
    await keptAsBuilt();

    // A page with a warning where it resolves (a link to a value the blog's template does not
    // list), which keeps nothing resolved: an edit of the item it shows makes it, another's not.
    edit('locations/ada.yaml', (text) =>
      text.replace('    lead: One plan', '    actions:\n      - label: Older notes\n        href: /blog/2\n    lead: One plan'),
    );
    const warned = await rebuild();
    expect(warned.quick).toBe(true);
    expect(warned.report).toMatch(/locations\/ada\.yaml:\d+:\d+ {2}blocks\[0\] \(hero\) › actions\[0\]\.href: warning: \/blog\/2 /);
    await keptAsBuilt();
    edit('_data/testimonials.more.yaml', (text) => text.replace('every month', 'every season'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 1 });
    edit('_data/testimonials.yaml', (text) => text.replace('within the hour', 'within ten minutes'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 2 });
    expect(says('ada')).toContain('within ten minutes');

    // An id another file has, an item a page shows removed: errors a full build reports.
    const more = readFileSync(path.join(pages, '_data/testimonials.more.yaml'), 'utf8');
    edit('_data/testimonials.more.yaml', (text) => text.replace('lee:', 'jane:'));
    await expect(build('dist')).rejects.toThrow(/testimonials\.yaml/);
    add('_data/testimonials.more.yaml', more);
    expect((await rebuild()).quick).toBe(true);
    edit('_data/testimonials.yaml', (text) => text.slice(text.indexOf('sam:')));
    await expect(build('dist')).rejects.toThrow(/locations\/ada\.yaml/);
  }, 300_000);
});
