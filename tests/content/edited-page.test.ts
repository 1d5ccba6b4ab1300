import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { compileAddedPage, compileEditedPage, removedFromState } from '../../src/content/edited-page.ts';
import { compileEditedItems } from '../../src/content/edited-items.ts';
import { compileEditedSettings } from '../../src/content/edited-settings.ts';
import type { CompileResult } from '../../src/content/compile.ts';
import { Problems } from '../../src/content/problems.ts';

/**
 * The dev server shows an edited page compiled on its own when the edit leaves links to it as
 * they were, gives it no title or description another page has, and it has no error: that page
 * must be the very page the whole compile makes after the same edit, and every other edit must be
 * left to the whole compile.
 */
describe('an edited page compiled on its own', () => {
  const root = process.cwd();
  let folder: string;
  let pagesDir: string;
  let publicDir: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'edited-page-'));
    pagesDir = path.join(folder, 'pages');
    publicDir = path.join(folder, 'public');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    cpSync(path.join(root, 'public'), publicDir, { recursive: true });
    // A photo, so that a page showing it needs resized copies.
    const art = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#0b2545"/><circle cx="450" cy="300" r="200" fill="#f97316"/></svg>`;
    writeFileSync(path.join(publicDir, 'images/crew.png'), await sharp(Buffer.from(art)).png().toBuffer());
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const compileWhole = (): CompileResult => {
    const result = compileSiteContent({ root, pagesDir, publicDir, keepState: true });
    expect(result.site, JSON.stringify(result.problems.filter((problem) => problem.severity === 'error'))).toBeDefined();
    return result;
  };
  /** Edits a page (`edit` gets its text and gives the new one) after compiling the site, and compiles the page on its own. */
  const editAfterCompile = (name: string, edit: (text: string) => string) => {
    const before = compileWhole();
    const file = path.join(pagesDir, name);
    const original = readFileSync(file, 'utf8');
    const changed = edit(original);
    expect(changed).not.toBe(original);
    writeFileSync(file, changed);
    return { edited: compileEditedPage(before.state!, name, changed), restore: () => writeFileSync(file, original) };
  };
  const swap = (from: string, to: string) => (text: string) => text.split(from).join(to);

  const samePageAsWholeCompile = [
    {
      what: 'a city page with its lead rewritten',
      name: 'locations/tulsa.yaml',
      edit: swap('Whether you build in Bixby', 'Whether you frame houses in Bixby'),
      othersChanged: false,
    },
    {
      what: 'the blog index (its blocks list the articles)',
      name: 'blog/index.yaml',
      edit: swap('Plain-spoken advice', 'Straight-talking advice'),
      othersChanged: false,
    },
    {
      what: 'a template page',
      name: 'locations/[citySlug].yaml',
      edit: swap('Three services that make', 'The three services that make'),
      othersChanged: false,
    },
    {
      what: 'a page given a new block',
      name: 'about.yaml',
      edit: (text: string) =>
        `${text.trimEnd()}\n\n  - type: richText\n    heading: One More Thing About Our Crew\n    body: <p>We answer the phone ourselves, and we <a href="/contact">call back</a> the same day.</p>\n`,
      othersChanged: false,
    },
    {
      what: 'a city page retitled (the SEO table lists its title)',
      name: 'locations/tulsa.yaml',
      edit: swap('title: Builder & Contractor Marketing in Tulsa', 'title: Contractor Marketing in Tulsa, Oklahoma'),
      othersChanged: true,
    },
    {
      what: 'a changed description',
      name: 'locations/tulsa.yaml',
      edit: swap('description: Tulsa marketing for', 'description: Tulsa-area marketing for'),
      othersChanged: true,
    },
    {
      what: 'an article’s category (the blog index lists it)',
      name: 'blog/younger-contractors.yaml',
      edit: swap('category: Associations', 'category: Strategy'),
      othersChanged: true,
    },
    {
      what: 'another image (the gallery lists every page’s images)',
      name: 'locations/tulsa.yaml',
      edit: swap('src: /images/web-automation.svg', 'src: /images/seo-growth.svg'),
      othersChanged: true,
    },
    {
      what: 'a photo instead of a drawing (it needs resized copies)',
      name: 'locations/tulsa.yaml',
      edit: swap('src: /images/web-automation.svg', 'src: /images/crew.png'),
      othersChanged: true,
    },
    {
      what: 'the SEO dashboard made indexable (its own table lists it then)',
      name: 'seo-dashboard.yaml',
      edit: swap('\nnoindex: true\n', '\n'),
      othersChanged: true,
    },
  ];
  it.each(samePageAsWholeCompile)('$what: the same page as the whole compile makes', ({ name, edit, othersChanged }) => {
    const { edited, restore } = editAfterCompile(name, edit);
    try {
      expect(edited).toBeDefined();
      expect(edited!.othersChanged).toBe(othersChanged);
      const whole = compileWhole().site!;
      const route = edited!.page.data.route;
      const page = [...whole.pages, ...whole.templates].find((candidate) => candidate.data.route === route);
      expect(JSON.stringify(edited!.page)).toBe(JSON.stringify(page));
      // The resized copies it shows are the whole compile's (the dev server serves them).
      const urls = new Set(whole.imageVariants.map((variant) => variant.url));
      for (const variant of edited!.variants) expect(urls).toContain(variant.url);
      const photos = JSON.stringify(edited!.page.data.blocks).includes('/images/crew.png');
      expect(edited!.variants.some((variant) => variant.source.endsWith('crew.png'))).toBe(photos);
    } finally {
      restore();
    }
  });

  /** The text of a field of a page file's first lines ("title", "description"). */
  const field = (name: string, key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(readFileSync(path.join(pagesDir, name), 'utf8'))![1]!;
  const leftToWholeCompile = [
    { what: 'a template’s values (links to its pages)', name: 'blog/[page].yaml', edit: swap('paths: ["1"]', 'paths: ["1", "2"]') },
    {
      what: 'the title of another page (a repeated title is an error)',
      name: 'locations/tulsa.yaml',
      edit: (text: string) => swap(`title: ${field('locations/tulsa.yaml', 'title')}`, `title: ${field('locations/norman.yaml', 'title')}`)(text),
    },
    {
      what: 'the description of another page',
      name: 'locations/tulsa.yaml',
      edit: (text: string) =>
        swap(`description: ${field('locations/tulsa.yaml', 'description')}`, `description: ${field('locations/norman.yaml', 'description')}`)(text),
    },
    { what: 'an error on the page', name: 'about.yaml', edit: swap('  - type: faq\n', '  - type: faqs\n') },
    { what: 'a link to a page that does not exist', name: 'locations/tulsa.yaml', edit: swap('href: /contact', 'href: /contacts') },
    { what: 'the settings', name: '_site.yaml', edit: (text: string) => `${text.trimEnd()}\n# An editor's note.\n` },
  ];
  it.each(leftToWholeCompile)('$what: left to the whole compile', ({ name, edit }) => {
    const { edited, restore } = editAfterCompile(name, edit);
    restore();
    expect(edited).toBeUndefined();
  });

  it('a new anchor: compiled on its own with a link of its own to it, and links to it from then on; an anchor removed is the whole compile’s', () => {
    const [about, tulsa] = ['about.yaml', 'locations/tulsa.yaml'];
    const [aboutText, tulsaText] = [about, tulsa].map((name) => readFileSync(path.join(pagesDir, name), 'utf8'));
    const { state } = compileWhole();
    const anchored = `${swap('  - type: faq\n', '  - type: faq\n    anchor: questions\n')(aboutText!).trimEnd()}\n\n  - type: richText\n    heading: Still Wondering?\n    body: <p>Start with <a href="#questions">the questions builders ask us</a>.</p>\n`;
    const edited = compileEditedPage(state!, about, anchored);
    expect(edited?.page.data.route).toBe('/about');
    try {
      writeFileSync(path.join(pagesDir, about), anchored);
      expect(JSON.stringify(edited!.page)).toBe(JSON.stringify(compileWhole().site!.pages.find((page) => page.data.route === '/about')));
    } finally {
      writeFileSync(path.join(pagesDir, about), aboutText!);
    }
    expect(compileEditedPage(state!, tulsa, swap('href: /contact', 'href: /about#questions')(tulsaText!))).toBeDefined();
    expect(compileEditedPage(state!, about, aboutText!)).toBeUndefined();
  });

  it('an anchor renamed or removed that no link points at: compiled on its own, the same page as the whole compile makes', () => {
    const about = 'about.yaml';
    const file = path.join(pagesDir, about);
    const text = readFileSync(file, 'utf8');
    const anchored = (anchor: string) => swap('  - type: faq\n', `  - type: faq\n    anchor: ${anchor}\n`)(text);
    try {
      writeFileSync(file, anchored('questions'));
      const { state } = compileWhole();
      for (const now of [anchored('faqs'), text]) {
        const edited = compileEditedPage(state!, about, now);
        expect(edited?.page.data.route).toBe('/about');
        writeFileSync(file, now);
        expect(JSON.stringify(edited!.page)).toBe(JSON.stringify(compileWhole().site!.pages.find((page) => page.data.route === '/about')));
      }
    } finally {
      writeFileSync(file, text);
    }
  });

  it('a page added: compiled on its own, the same page as the whole compile makes, and linked to from then on', () => {
    const { state } = compileWhole();
    const [norman, tulsa] = ['locations/norman.yaml', 'locations/tulsa.yaml'].map((name) => readFileSync(path.join(pagesDir, name), 'utf8'));
    // Norman's page made Lawton's, with a section to link to and a link of its own to it.
    const lawton = swap(
      'Norman',
      'Lawton',
    )(norman!)
      .replace('  - type: richText\n', '  - type: richText\n    anchor: web\n')
      .replace('href: /contact', 'href: "#web"');
    const added = compileAddedPage(state!, 'locations/lawton.yaml', lawton);
    expect(added?.othersChanged).toBe(true);
    const file = path.join(pagesDir, 'locations/lawton.yaml');
    try {
      writeFileSync(file, lawton);
      expect(JSON.stringify(added!.page)).toBe(JSON.stringify(compileWhole().site!.pages.find((page) => page.data.route === '/locations/lawton')));
    } finally {
      rmSync(file);
    }
    expect(compileEditedPage(state!, 'locations/tulsa.yaml', swap('href: /contact', 'href: /locations/lawton#web')(tulsa!))).toBeDefined();
    // Left to the whole compile: an address a page has (or has pages below it), a title another
    // page has, an error, a shared item.
    const elsewhere = swap('Norman', 'Enid')(norman!);
    expect(compileAddedPage(state!, 'locations/lawton/index.yaml', elsewhere)).toBeUndefined();
    expect(compileAddedPage(state!, 'locations.yaml', elsewhere)).toBeUndefined();
    expect(compileAddedPage(state!, 'locations/enid.yaml', norman!)).toBeUndefined();
    expect(compileAddedPage(state!, 'locations/enid.yaml', swap('  - type: richText\n', '  - type: richTxt\n')(elsewhere))).toBeUndefined();
    expect(compileAddedPage(state!, '_data/testimonials/enid.yaml', elsewhere)).toBeUndefined();
    expect(compileAddedPage(state!, 'locations/enid.yaml', elsewhere)?.page.data.route).toBe('/locations/enid');
  });

  it('a page deleted: taken out on its own when no link points at it and no page is below it', () => {
    const { state } = compileWhole();
    // About links to every city; the services have pages below; a template is the whole compile's.
    for (const name of ['locations/wichita.yaml', 'services/index.yaml', 'locations/[citySlug].yaml']) expect(removedFromState(state!, name)).toBeUndefined();
    // Nor a page an edit compiled on its own links to now.
    const tulsa = readFileSync(path.join(pagesDir, 'locations/tulsa.yaml'), 'utf8');
    expect(compileEditedPage(state!, 'locations/tulsa.yaml', swap('href: /contact', 'href: /seo-dashboard')(tulsa))).toBeDefined();
    expect(removedFromState(state!, 'seo-dashboard.yaml')).toBeUndefined();
    expect(removedFromState(state!, 'image-gallery.yaml')).toBe('/image-gallery');
    const file = path.join(pagesDir, 'image-gallery.yaml');
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    try {
      const whole = compileWhole().state!;
      const sorted = (owners: Map<string, string>) => [...owners].sort(([a], [b]) => (a < b ? -1 : 1));
      expect(state!.base.context.pages).toEqual(whole.base.context.pages);
      expect([...state!.base.titles]).toEqual([...whole.base.titles]);
      expect(sorted(state!.titles)).toEqual(sorted(whole.titles));
      expect(sorted(state!.descriptions)).toEqual(sorted(whole.descriptions));
      expect(state!.links.pages).toEqual(whole.links.pages);
    } finally {
      writeFileSync(file, text);
    }
    // A link to it is now one only the whole compile can report.
    expect(compileEditedPage(state!, 'locations/tulsa.yaml', swap('href: /contact', 'href: /image-gallery')(tulsa))).toBeUndefined();
  });

  it('edits in a row: each is compiled against the ones before it', () => {
    const { state } = compileWhole();
    const [tulsa, norman] = ['locations/tulsa.yaml', 'locations/norman.yaml'].map((name) => readFileSync(path.join(pagesDir, name), 'utf8'));
    const retitled = (text: string, title: string) => text.replace(/^title: .*$/m, () => `title: ${title}`);
    const title = 'Contractor Marketing Across Oklahoma';
    expect(compileEditedPage(state!, 'locations/tulsa.yaml', retitled(tulsa!, title))?.page.data.title).toBe(title);
    // The title the first edit gave Tulsa's page is taken now.
    expect(compileEditedPage(state!, 'locations/norman.yaml', retitled(norman!, title))).toBeUndefined();
    // And the one it had before is free: the pages that list it show the edited one.
    const edited = compileEditedPage(state!, 'locations/norman.yaml', retitled(norman!, /^title: (.*)$/m.exec(tulsa!)![1]!));
    expect(edited?.othersChanged).toBe(true);
    const seoTable = state!.base.context.pages.filter((summary) => summary.title === title);
    expect(seoTable.map((summary) => summary.route)).toEqual(['/locations/tulsa']);
  });

  it('a broken edit: its own errors, as the whole compile reports them, and the state as it was for the fix', () => {
    const about = 'about.yaml';
    const file = path.join(pagesDir, about);
    const text = readFileSync(file, 'utf8');
    const { state } = compileWhole();
    // It gains an anchor too, which no link may count on while the page is broken.
    const broken = swap('  - type: faq\n', '  - type: faqs\n    anchor: questions\n')(text);
    const own = new Problems();
    expect(compileEditedPage(state!, about, broken, own)).toBeUndefined();
    const errors = own.list().filter((problem) => problem.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((problem) => problem.file.endsWith('pages/about.yaml'))).toBe(true);
    try {
      writeFileSync(file, broken);
      const whole = compileSiteContent({ root, pagesDir, publicDir });
      expect(whole.site).toBeUndefined();
      const reported = whole.problems.map((problem) => JSON.stringify(problem));
      for (const error of errors) expect(reported).toContain(JSON.stringify(error));
    } finally {
      writeFileSync(file, text);
    }
    const tulsa = 'locations/tulsa.yaml';
    expect(
      compileEditedPage(state!, tulsa, swap('href: /contact', 'href: /about#questions')(readFileSync(path.join(pagesDir, tulsa), 'utf8'))),
    ).toBeUndefined();
    // A YAML mistake is the page's own error too.
    const unreadable = new Problems();
    expect(compileEditedPage(state!, about, `${text}  - type: [cta\n`, unreadable)).toBeUndefined();
    expect(unreadable.hasErrors).toBe(true);
    // The fix is compiled against the state as the last compile without an error kept it.
    const fixed = compileEditedPage(state!, about, swap('  - type: faq\n', '  - type: faq\n    anchor: questions\n')(text));
    expect(fixed?.page.data.route).toBe('/about');
  });

  describe('a shared file edited', () => {
    const data = '_data/testimonials.core.yaml';
    const textOf = (page: string) => readFileSync(path.join(pagesDir, page), 'utf8');
    /** The shared file edited after compiling the site, compiled on its own; the file put back after `then`. */
    const editItems = (edit: (text: string) => string, then: (edited: ReturnType<typeof compileEditedItems>, problems: Problems) => void) => {
      const { state } = compileWhole();
      const file = path.join(pagesDir, data);
      const original = readFileSync(file, 'utf8');
      const changed = edit(original);
      expect(changed).not.toBe(original);
      const problems = new Problems();
      const edited = compileEditedItems(state!, data, changed, textOf, problems);
      try {
        writeFileSync(file, changed);
        then(edited, problems);
      } finally {
        writeFileSync(file, original);
      }
    };

    it('an item’s text: every page that shows it compiled on its own, the same page as the whole compile makes', () => {
      const role = 'Executive Officer, Cross Timbers Builders Association';
      const now = 'Executive Director, Cross Timbers Builders Association';
      editItems(swap(`role: ${role}`, `role: ${now}`), (edited) => {
        const whole = compileWhole().site!;
        const showing = whole.pages.filter((page) => JSON.stringify(page.data.blocks).includes(now)).map((page) => page.data.route);
        expect(showing).toContain('/');
        expect(edited!.map((page) => page.page.data.route).sort()).toEqual(showing.sort());
        for (const { page } of edited!) expect(JSON.stringify(page)).toBe(JSON.stringify(whole.pages.find((other) => other.data.route === page.data.route)));
      });
    });

    it('a comment only: no page to make again', () => {
      editItems(
        (text) => `${text.trimEnd()}\n# Checked with the clients in November.\n`,
        (edited) => expect(edited).toEqual([]),
      );
    });

    it('an item a page shows removed, a field missing, an id another file has: the errors the whole compile reports, and nothing made', () => {
      const removed = (text: string) => text.replace(/^core-hba-parade-revenue:\n(?: {2}.*\n)+/m, '');
      const missing = swap('  role: Executive Officer, Cross Timbers Builders Association\n', '');
      const repeated = (text: string) =>
        `${text.trimEnd()}\n${readFileSync(path.join(pagesDir, '_data/testimonials.city.yaml'), 'utf8').split('\n').slice(1, 6).join('\n')}\n`;
      for (const edit of [removed, missing, repeated]) {
        editItems(edit, (edited, problems) => {
          expect(edited).toBeUndefined();
          const errors = problems.list().filter((problem) => problem.severity === 'error');
          expect(errors.length).toBeGreaterThan(0);
          const reported = compileSiteContent({ root, pagesDir, publicDir }).problems.map((problem) => JSON.stringify(problem));
          for (const error of errors) expect(reported).toContain(JSON.stringify(error));
        });
      }
    });
  });

  describe('the settings edited', () => {
    const settingsFile = () => path.join(pagesDir, '_site.yaml');
    /** The settings edited after compiling the site, compiled on its own, and what the whole compile then gives; the file put back after. */
    const editSettings = (edit: (text: string) => string) => {
      const { state } = compileWhole();
      const original = readFileSync(settingsFile(), 'utf8');
      const changed = edit(original);
      expect(changed).not.toBe(original);
      const problems = new Problems();
      const settings = compileEditedSettings(state!, changed, problems);
      try {
        writeFileSync(settingsFile(), changed);
        return { settings, problems, whole: compileSiteContent({ root, pagesDir, publicDir }) };
      } finally {
        writeFileSync(settingsFile(), original);
      }
    };

    it('the tagline, a phone number, a menu label, a new brand or city every page still passes the checks with: the settings the whole compile gives every page', () => {
      const edits = [
        (text: string) => text.replace(/^tagline: .*$/m, () => 'tagline: Websites and search for the people who build homes, and $& is just text.'),
        (text: string) => text.replace(/^ {2}phone: .*$/m, () => '  phone: (405) 555-0199'),
        swap('  - name: Who We Help\n', '  - name: Who We Serve\n'),
        swap('brand: Groundwork Digital\n', 'brand: Groundwork Studios\n'),
        swap('[Oklahoma City, Tulsa, Norman]', '[Oklahoma City, Tulsa, Norman, Enid]'),
      ];
      for (const edit of edits) {
        const { settings, problems, whole } = editSettings(edit);
        expect(problems.list()).toEqual([]);
        expect(settings).toBeDefined();
        expect(JSON.stringify(settings)).toBe(JSON.stringify(whole.site!.settings));
      }
    });

    it('a brand too long for a title, a city spelt so that its page’s heading no longer names it: left to the whole compile, which reports the pages’ errors', () => {
      const edits = [
        { edit: swap('brand: Groundwork Digital\n', 'brand: Groundwork Digital Marketing and AI Agency for Builders\n'), code: 'title-length' },
        { edit: (text: string) => text.split('Oklahoma City').join('Oklahoma-City'), code: 'city-heading' },
      ];
      for (const { edit, code } of edits) {
        const { settings, problems, whole } = editSettings(edit);
        expect(settings).toBeUndefined();
        expect(problems.hasErrors).toBe(false);
        expect(whole.site).toBeUndefined();
        expect(whole.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.code)).toContain(code);
      }
    });

    it('a link to no page, a field missing: the errors the whole compile reports, and no settings', () => {
      for (const edit of [swap('    path: /who-we-help\n', '    path: /who-we-helps\n'), (text: string) => text.replace(/^tagline: .*\n/m, '')]) {
        const { settings, problems, whole } = editSettings(edit);
        expect(settings).toBeUndefined();
        const errors = problems.list().filter((problem) => problem.severity === 'error');
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.every((problem) => problem.file.endsWith('pages/_site.yaml'))).toBe(true);
        const reported = whole.problems.map((problem) => JSON.stringify(problem));
        for (const error of errors) expect(reported).toContain(JSON.stringify(error));
      }
    });
  });

  it('a deleted page, or one in another encoding: left to the whole compile', () => {
    const { state } = compileWhole();
    expect(compileEditedPage(state!, 'locations/wichita.yaml', undefined)).toBeUndefined();
    const text = readFileSync(path.join(pagesDir, 'locations/wichita.yaml'), 'utf8');
    // A note whose "é" was saved in Windows-1252: read as UTF-8 it is a replacement character.
    expect(compileEditedPage(state!, 'locations/wichita.yaml', `${text}# Caf\uFFFD\n`)).toBeUndefined();
  });
});
