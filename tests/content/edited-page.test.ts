import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { compileEditedPage } from '../../src/content/edited-page.ts';
import type { CompileResult } from '../../src/content/compile.ts';

/**
 * The dev server shows an edited page compiled on its own when the edit changes nothing other
 * pages read of it: that page must be the very page the whole compile makes after the same edit,
 * and every edit that could change another page (or has an error) must be left to the whole compile.
 */
describe('an edited page compiled on its own', () => {
  const root = process.cwd();
  let folder: string;
  let pagesDir: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'edited-page-'));
    pagesDir = path.join(folder, 'pages');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const compileWhole = (): CompileResult => {
    const result = compileSiteContent({ root, pagesDir, keepState: true });
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
    return { edited: compileEditedPage(before.state!, name), restore: () => writeFileSync(file, original) };
  };
  const swap = (from: string, to: string) => (text: string) => text.split(from).join(to);

  const samePageAsWholeCompile = [
    {
      what: 'a city page with its lead rewritten',
      name: 'locations/tulsa.yaml',
      edit: swap('Whether you build in Bixby', 'Whether you frame houses in Bixby'),
    },
    { what: 'the blog index (its blocks list the articles)', name: 'blog/index.yaml', edit: swap('Plain-spoken advice', 'Straight-talking advice') },
    { what: 'a template page', name: 'locations/[citySlug].yaml', edit: swap('Three services that make', 'The three services that make') },
    {
      what: 'a page given a new block',
      name: 'about.yaml',
      edit: (text: string) =>
        `${text.trimEnd()}\n\n  - type: richText\n    heading: One More Thing About Our Crew\n    body: <p>We answer the phone ourselves, and we <a href="/contact">call back</a> the same day.</p>\n`,
    },
  ];
  it.each(samePageAsWholeCompile)('$what: the same page as the whole compile makes', ({ name, edit }) => {
    const { edited, restore } = editAfterCompile(name, edit);
    try {
      expect(edited).toBeDefined();
      const whole = compileWhole().site!;
      const route = edited!.data.route;
      const page = [...whole.pages, ...whole.templates].find((candidate) => candidate.data.route === route);
      expect(JSON.stringify(edited)).toBe(JSON.stringify(page));
    } finally {
      restore();
    }
  });

  const leftToWholeCompile = [
    {
      what: 'a changed title (other pages check theirs against it, breadcrumbs show it)',
      name: 'locations/tulsa.yaml',
      edit: swap('title: Builder & Contractor Marketing in Tulsa', 'title: Contractor Marketing in Tulsa, Oklahoma'),
    },
    { what: 'a changed description', name: 'locations/tulsa.yaml', edit: swap('description: Tulsa marketing for', 'description: Tulsa-area marketing for') },
    { what: 'a new anchor (links to it)', name: 'about.yaml', edit: swap('  - type: faq\n', '  - type: faq\n    anchor: questions\n') },
    { what: 'a template’s values (links to its pages)', name: 'blog/[page].yaml', edit: swap('paths: ["1"]', 'paths: ["1", "2"]') },
    {
      what: 'a change to what lists of pages show (an article’s category)',
      name: 'blog/younger-contractors.yaml',
      edit: swap('category: Associations', 'category: Strategy'),
    },
    {
      what: 'another image (the gallery lists every page’s images)',
      name: 'locations/tulsa.yaml',
      edit: swap('src: /images/web-automation.svg', 'src: /images/seo-growth.svg'),
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

  it('a deleted page: left to the whole compile', () => {
    const { state } = compileWhole();
    const file = path.join(pagesDir, 'locations/wichita.yaml');
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    try {
      expect(compileEditedPage(state!, 'locations/wichita.yaml')).toBeUndefined();
    } finally {
      writeFileSync(file, text);
    }
  });
});
