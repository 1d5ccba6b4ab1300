import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, type BuildTimings } from '../../src/build/build.ts';
import { collectGarbage } from '../../src/build/collect-garbage.ts';
import { sourcesHash } from '../../src/build/content-hash.ts';
import { parseCache } from '../../src/build/parse-cache.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import type { CompileResult } from '../../src/content/compile.ts';
import { forgetMadeParts } from '../../src/content/stages/derive.ts';
import type { ParsedTexts } from '../../src/content/stages/parse.ts';
import { formatReport } from '../../src/content/report.ts';
import { writeSite } from '../content/fixture.ts';
import { outputTree } from './output-tree.ts';

const page = (title: string, blocks: string) => `title: ${title}
description: ${title}, a page of the incremental build test site with enough words to pass.
blocks:
${blocks}`;

const ABOUT = page('About the test company', '  - type: hero\n    heading: About us\n');
const CITY = (name: string, testimonial: string) =>
  `${page(`Marketing in ${name}`, `  - type: hero\n    heading: Builders in ${name}\n  - type: testimonials\n    heading: What ${name} says\n    items: [${testimonial}]\n`)}kind: city\n`;
const TESTIMONIALS = `jane-builder:
  quote: They answered every lead the same day.
  author: Jane Builder
  role: Owner, Jane Homes
sam-remodels:
  quote: Our phone rings with the jobs we want.
  author: Sam Remodels
  role: Owner, Sam Remodeling
`;
const ARTICLE = (title: string) => `title: ${title}
description: A test article for the incremental build, long enough for the description check.
kind: article
blocks:
  - type: article
    category: Web Design
    heading: ${title}
    summary: What the test article is about.
    author: { name: Test Author, jobTitle: Writer }
    published: 2025-01-01
    image: { src: /images/blog-membership.svg, alt: Builders around a membership board }
    intro: <p>Introduction.</p>
    sections:
      - heading: The section
        body: <p>Body.</p>
    conclusion:
      heading: Conclusion
      body: <p>The end.</p>
`;
const BLOG = page('Test blog', '  - type: blogList\n    heading: Insights\n    announced: []\n');

/**
 * One site edited step after step. After each step, the build into the same dist/ (which makes
 * only what changed) must give the same folder, byte for byte, as a build into a new folder.
 */
/** Garbage collected once the task at hand ended (a weak reference holds what it refers to until then), twice: one collection was not always enough. */
async function collectAll() {
  for (let round = 0; round < 2; round++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
  }
}

describe('incremental builds', () => {
  it('equal a clean build after editing a page, a shared item or the settings, and adding, deleting or renaming a page', async () => {
    const root = writeSite({
      'pages/about.yaml': ABOUT,
      'pages/locations/tulsa.yaml': CITY('Tulsa', 'jane-builder'),
      'pages/locations/norman.yaml': CITY('Norman', 'sam-remodels'),
      'pages/_data/testimonials.yaml': TESTIMONIALS,
      'pages/blog/index.yaml': BLOG,
      'pages/blog/first-post.yaml': ARTICLE('The first test article'),
    });
    const pages = path.join(root, 'pages');
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(path.join(pages, file), change(readFileSync(path.join(pages, file), 'utf8')));
    const build = (outDir: string) =>
      buildSite({ root: process.cwd(), pagesDir: pages, publicDir: path.resolve('public'), outDir: path.join(root, outDir), log: () => {} });
    let clean = 0;
    /** Builds incrementally and afresh, compares both, and returns what the incremental build did. */
    const rebuild = async (): Promise<BuildTimings> => {
      const timings = await build('dist');
      const fresh = `clean-${clean++}`;
      const full = await build(fresh);
      // Every route made: rendered, or linked from what an earlier build made (see PageStore).
      expect(full.rendered + (full.reused ?? 0)).toBe(full.pages + 1);
      expect(outputTree(path.join(root, 'dist'))).toEqual(outputTree(path.join(root, fresh)));
      rmSync(path.join(root, fresh), { recursive: true });
      return timings;
    };

    const first = await build('dist');
    expect(first.rendered + (first.reused ?? 0)).toBe(first.pages + 1);
    // Nothing changed: nothing is made or written, so dist/ is still the full build's.
    const unchanged = await build('dist');
    expect([unchanged.rendered, unchanged.written]).toEqual([0, 0]);

    // A page: that page, its data and Markdown, and llms-full.txt, which holds its Markdown (made
    // on its own: see quick-rebuild.test.ts); the next build finds it made (the next step).
    edit('about.yaml', (text) => text.replace('heading: About us', 'heading: About our team'));
    const editedPage = await rebuild();
    expect([editedPage.quick, editedPage.rendered]).toEqual([true, 1]);

    // An article: itself and the blog list derived from it.
    edit('blog/first-post.yaml', (text) => text.replace('summary: What the test article is about.', 'summary: What the test article says.'));
    expect((await rebuild()).rendered).toBe(2);

    // A shared item: the page that shows it (made on its own: see quick-rebuild.test.ts).
    edit('_data/testimonials.yaml', (text) => text.replace('They answered every lead the same day.', 'They answer every lead within the hour.'));
    expect(await rebuild()).toMatchObject({ quick: true, rendered: 1 });

    // The settings: every page.
    edit('_site.yaml', (text) => text.replace('tagline: A test site for the content compiler.', 'tagline: A test site for incremental builds.'));
    const settings = await rebuild();
    expect(settings.rendered + (settings.reused ?? 0)).toBe(settings.pages + 1);

    // A page added, deleted or renamed: that page alone, with the same bundles (the route table is
    // a file of its own, and no page's HTML names it). The blog list is keyed by the articles it
    // lists (see BlockDefinition.lists): a city page or the about page leaves it as it was.
    writeFileSync(path.join(pages, 'locations/edmond.yaml'), CITY('Edmond', 'jane-builder'));
    const added = await rebuild();
    expect([added.bundled, added.rendered]).toEqual([false, 1]);

    rmSync(path.join(pages, 'locations/norman.yaml'));
    const deleted = await rebuild();
    expect([deleted.bundled, deleted.rendered]).toEqual([false, 0]);
    expect(readdirSync(path.join(root, 'dist/locations'))).not.toContain('norman');

    renameSync(path.join(pages, 'about.yaml'), path.join(pages, 'company.yaml'));
    const renamed = await rebuild();
    expect([renamed.bundled, renamed.rendered]).toEqual([false, 1]);
    expect(readdirSync(path.join(root, 'dist'))).not.toContain('about');
  }, 300_000);
});

describe('the pages an earlier build made', () => {
  it('are linked into another output folder, not rendered again, and the folder is the one rendering makes', async () => {
    // A tagline no earlier run of this test had: the first build renders every page.
    const tagline = `tagline: A test site built at ${Date.now()}-${Math.random()}.`;
    const root = writeSite({ 'pages/about.yaml': ABOUT, 'pages/blog/index.yaml': BLOG, 'pages/blog/first-post.yaml': ARTICLE('The first test article') });
    const pages = path.join(root, 'pages');
    const settings = path.join(pages, '_site.yaml');
    writeFileSync(
      settings,
      readFileSync(settings, 'utf8').replace(/^tagline: .*$/m, () => tagline),
    );
    const build = (outDir: string) =>
      buildSite({ root: process.cwd(), pagesDir: pages, publicDir: path.resolve('public'), outDir: path.join(root, outDir), log: () => {} });

    const rendered = await build('dist');
    expect([rendered.rendered, rendered.reused]).toEqual([rendered.pages + 1, 0]);
    const linked = await build('other');
    expect([linked.rendered, linked.reused]).toEqual([0, linked.pages + 1]);
    expect(outputTree(path.join(root, 'other'))).toEqual(outputTree(path.join(root, 'dist')));
    // The same files: each page's HTML, JSON data and Markdown has the store's name too.
    for (const file of ['about/index.html', '_data/about.json', 'about.md', 'blog/first-post/index.html']) {
      const [made, again] = [statSync(path.join(root, 'dist', file)), statSync(path.join(root, 'other', file))];
      expect([again.ino, again.nlink]).toEqual([made.ino, 3]);
    }

    // Removed and built again: the pages come back from the store.
    rmSync(path.join(root, 'dist'), { recursive: true });
    const again = await build('dist');
    expect(again.reused).toBe(again.pages + 1);
    expect(outputTree(path.join(root, 'dist'))).toEqual(outputTree(path.join(root, 'other')));
  }, 120_000);
});

/** A page of each sort the parse cache keeps: a plain one, a city page showing a shared item, a blog and its article. */
const SMALL_SITE = {
  'pages/about.yaml': ABOUT,
  'pages/locations/tulsa.yaml': CITY('Tulsa', 'jane-builder'),
  'pages/_data/testimonials.yaml': TESTIMONIALS,
  'pages/blog/index.yaml': BLOG,
  'pages/blog/first-post.yaml': ARTICLE('The first test article'),
};

type KnownEntry = NonNullable<ReturnType<ParsedTexts['get']>>;

/**
 * The build's parse cache of pagesDir as it is on disk, watched: `seen` gets the text of each kept
 * entry a compile asks for and gives what the compile gets instead. (Without unchangedFile, every
 * file is read, so each entry asked for is known by its text.)
 */
function watchedCache(pagesDir: string, seen: (text: string, known: KnownEntry) => KnownEntry) {
  const cache = parseCache(process.cwd(), pagesDir);
  const texts = new Map<string, string>();
  const watched: ParsedTexts = {
    keyOf: (text, name) => {
      const key = cache.keyOf(text, name);
      texts.set(key, text);
      return key;
    },
    get: (key) => {
      const known = cache.get(key);
      return known && seen(texts.get(key)!, known);
    },
    set: (key, value, outline) => cache.set(key, value, outline),
    setChecked: (key, checked) => cache.setChecked(key, checked),
    setResolved: (key, resolved) => cache.setResolved(key, resolved),
  };
  return { cache, watched };
}

describe('the parse cache', () => {
  it("reads a kept page's blocks only when its data is asked for, lets go of them once handed on, and gives the build each kept page's key", () => {
    const root = writeSite({
      'pages/about.yaml': ABOUT,
      'pages/locations/tulsa.yaml': CITY('Tulsa', 'jane-builder'),
      'pages/_data/testimonials.yaml': TESTIMONIALS,
    });
    const pagesDir = path.join(root, 'pages');
    const first = parseCache(process.cwd(), pagesDir);
    compileSiteContent({ root: process.cwd(), pagesDir, parsedTexts: first, pageKeys: sourcesHash(process.cwd()) });
    first.save();

    /** The texts whose kept blocks were read back. */
    const read: string[] = [];
    const { watched: counting } = watchedCache(pagesDir, (text, known) => {
      const kept = known.resolved;
      if (!kept) return known;
      const blocks = () => (read.push(text), kept.blocks());
      return { ...known, resolved: { ...kept, blocks } };
    });
    const { site } = compileSiteContent({ root: process.cwd(), pagesDir, parsedTexts: counting, pageKeys: sourcesHash(process.cwd()) });
    expect(read).toEqual([]);
    expect(site!.pages.map((page) => [page.data.route, typeof page.key])).toEqual([
      ['/', 'string'],
      ['/about', 'string'],
      ['/locations/tulsa', 'string'],
    ]);
    const about = site!.pages.find((page) => page.data.route === '/about')!;
    expect(about.data.blocks).toEqual([expect.objectContaining({ type: 'hero', heading: 'About us' })]);
    expect(about.data.blocks).toBe(about.data.blocks);
    expect(read).toEqual([ABOUT]);

    // Handed to a renderer, they are let go of: asked for again, they are read back again, the same.
    const handed = about.data.blocks;
    forgetMadeParts(about.data);
    expect(about.data.blocks).not.toBe(handed);
    expect(about.data.blocks).toEqual(handed);
    expect(read).toEqual([ABOUT, ABOUT]);
    // Blocks written in their place stay.
    const written = structuredClone(handed);
    about.data.blocks = written;
    forgetMadeParts(about.data);
    expect(about.data.blocks).toBe(written);
  });

  it("holds, once the site is compiled, each page's blocks and nothing else the compile made of its file", async () => {
    const pagesDir = path.join(writeSite(SMALL_SITE), 'pages');
    const cache = parseCache(process.cwd(), pagesDir);
    /** Each page document as the parse stage read it (its data as written). */
    const documents: WeakRef<object>[] = [];
    const set = cache.set.bind(cache);
    cache.set = (key, value, outline) => {
      if (typeof value === 'object' && value !== null && 'blocks' in value) documents.push(new WeakRef(value));
      set(key, value, outline);
    };
    const { site } = compileSiteContent({ root: process.cwd(), pagesDir, parsedTexts: cache, keepState: true });
    await collectAll();

    // Every page's, the 404 page's too.
    expect(documents).toHaveLength(site!.pages.length + 1);
    expect(documents.filter((document) => document.deref() !== undefined)).toEqual([]);
    const about = site!.pages.find((page) => page.data.route === '/about')!;
    expect(about.data.blocks).toEqual([expect.objectContaining({ type: 'hero', heading: 'About us' })]);
  });

  it('reads only the files changed since they were last read, with the same result (problems and their places too) as reading all', async () => {
    const root = writeSite(SMALL_SITE);
    const pagesDir = path.join(root, 'pages');
    // File times are coarse: a file is known by them once its last change is older than the
    // cache's margin (none here), and older than "now" takes a moment.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    const compileCached = () => {
      const cache = parseCache(process.cwd(), pagesDir, 0);
      const read: string[] = [];
      const keyOf = cache.keyOf.bind(cache);
      cache.keyOf = (text, name) => (name && read.push(name), keyOf(text, name));
      const result = compileSiteContent({ root: process.cwd(), pagesDir, parsedTexts: cache });
      cache.save();
      return { result, read: read.sort() };
    };
    const uncached = () => compileSiteContent({ root: process.cwd(), pagesDir });

    await settle();
    const first = compileCached();
    const every = readdirSync(pagesDir, { recursive: true }).filter((name) => String(name).endsWith('.yaml'));
    expect(first.read).toEqual(every.map(String).sort());
    const second = compileCached();
    expect(second.read).toEqual([]);
    expect(second.result).toEqual(uncached());
    // A warning in a file that was not read is shown where it is all the same.
    expect(second.result.problems.filter((problem) => problem.file.endsWith('tulsa.yaml')).length).toBeGreaterThan(0);

    writeFileSync(path.join(pagesDir, 'locations/tulsa.yaml'), CITY('Tulsa', 'sam-remodels'));
    await settle();
    const edited = compileCached();
    expect(edited.read).toEqual(['locations/tulsa.yaml']);
    expect(edited.result).toEqual(uncached());
    expect(JSON.stringify(edited.result.site?.pages)).toContain('Our phone rings');
  });

  it('gives, from the pages it kept validated, the same result as a compile without it', () => {
    const BROKEN = page('A page with a mistake', '  - type: hero\n    heading: Broken\n    colour: red\n');
    const root = writeSite({ ...SMALL_SITE, 'pages/broken.yaml': BROKEN });
    const pagesDir = path.join(root, 'pages');
    /** Compiles with the build's cache as it is on disk, and says which texts came back validated, and resolved. */
    const compileCached = () => {
      const validatedTexts: string[] = [];
      const resolvedTexts: string[] = [];
      const { cache, watched } = watchedCache(pagesDir, (text, known) => {
        // A page kept resolved keeps no separate validated data: it is validated in what it keeps.
        if (known.checked || known.resolved) validatedTexts.push(text);
        if (known.resolved) resolvedTexts.push(text);
        return known;
      });
      const result = compileSiteContent({ root: process.cwd(), pagesDir, parsedTexts: watched });
      cache.save();
      return { result, validatedTexts, resolvedTexts };
    };
    // Without the cache, no page's key is known without making its data: all else is the same.
    const uncached = () => compileSiteContent({ root: process.cwd(), pagesDir });
    const withoutKeys = ({ site, problems }: CompileResult): CompileResult => ({
      problems,
      site: site && { ...site, pages: site.pages.map(({ key: _, ...page }) => page), templates: site.templates.map(({ key: _, ...page }) => page) },
    });

    compileCached();
    const withMistake = compileCached();
    expect(withoutKeys(withMistake.result)).toEqual(uncached());
    expect(withMistake.result.problems.some((problem) => problem.file.endsWith('broken.yaml'))).toBe(true);
    expect(withMistake.validatedTexts).toContain(ABOUT);
    expect(withMistake.validatedTexts).toContain(ARTICLE('The first test article'));
    // A page with a mistake is validated again each time; so are settings and shared items.
    expect(withMistake.validatedTexts).not.toContain(BROKEN);
    expect(withMistake.validatedTexts).not.toContain(TESTIMONIALS);
    // Resolved too: the city page with the shared item it shows, the article with its image.
    expect(withMistake.resolvedTexts).toEqual(expect.arrayContaining([ABOUT, CITY('Tulsa', 'jane-builder'), ARTICLE('The first test article')]));
    expect(withMistake.resolvedTexts).not.toContain(BROKEN);

    rmSync(path.join(pagesDir, 'broken.yaml'));
    const fixed = compileCached();
    expect(fixed.result.site).toBeDefined();
    expect(withoutKeys(fixed.result)).toEqual(uncached());

    // A shared item shown by a page kept resolved changes: the page shows the new text.
    writeFileSync(path.join(pagesDir, '_data/testimonials.yaml'), TESTIMONIALS.replace('the same day', 'within the hour'));
    const itemEdited = compileCached();
    expect(itemEdited.resolvedTexts).toContain(CITY('Tulsa', 'jane-builder'));
    expect(withoutKeys(itemEdited.result)).toEqual(uncached());
    expect(JSON.stringify(itemEdited.result.site?.pages)).toContain('within the hour');
  });

  it('leaves problems found by later stages located as in a compile without it', async () => {
    const root = writeSite({
      'pages/about.yaml': ABOUT,
      'pages/contact.yaml': page(
        'Contact the test company',
        '  - type: hero\n    heading: Write to us\n    actions:\n      - label: About us\n        href: /about\n',
      ),
    });
    const pagesDir = path.join(root, 'pages');
    const build = () => buildSite({ root: process.cwd(), pagesDir, outDir: path.join(root, 'dist'), log: () => {} });
    await build();
    rmSync(path.join(pagesDir, 'about.yaml'));
    const uncached = compileSiteContent({ root: process.cwd(), pagesDir });
    expect(uncached.problems.some((problem) => problem.file.endsWith('contact.yaml') && problem.severity === 'error')).toBe(true);
    await expect(build()).rejects.toThrow(formatReport(uncached.problems));
  });
});
