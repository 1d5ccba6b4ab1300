import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { startServer } from '../../src/server/server.ts';
import { type ContentField, copySite, fieldsOf, rewriteFields } from './content-fields.ts';
import { closeBrowser, openPage, waitForApp } from './harness.ts';

/** Every replacement pattern `String.prototype.replace` reads in a string replacement. */
const PATTERNS = " $' $` $& $$ $1";
/**
 * Plain text of the same length and the same number of words, for a twin build: everything
 * derived from the text (lengths, word counts, lint findings) is then the same in both. "$1" is
 * kept: the site sets figures such as "$1" apart so they never wrap, in both builds alike; the
 * hydrated page still has to show it exactly.
 */
const PLAIN = ' Aa Bb Cc Dd $1';
const CHANGED = PATTERNS.slice(0, -2);
const CHANGED_PLAIN = PLAIN.slice(0, -2);
/** The forms the patterns take in built files: as written (JSON), HTML-escaped, and as React escapes. */
const ENCODED = [CHANGED, CHANGED.replace('&', '&amp;'), CHANGED.replace('&', '&amp;').replace("'", '&#x27;')];

/**
 * Settings the site also turns into link targets or element ids (a city's page address, a
 * phone's tel: link, a menu section's id): symbols are dropped from those by rule, so the
 * patterns would change them legitimately. Their text is covered by the other fields.
 */
const DERIVED = new Set(['footer.cities', 'areaServed.cities', 'contact.phone', 'navigation.name']);
const isDerived = (field: ContentField) => field.file === '_site.yaml' && DERIVED.has(field.path.filter((part) => typeof part === 'string').join('.'));

/** The fields whose length the build checks (page title and description, and the brand in every title). */
const isMeasured = (field: ContentField) =>
  field.path.length === 1 && (field.file === '_site.yaml' ? field.path[0] === 'brand' : ['title', 'description'].includes(String(field.path[0])));

/**
 * Adds `extra` to a field's text: in rich text inside its last element, for an image to its alt
 * text, and in a measured field in place of its last characters, so it stays within its limit.
 */
const adding =
  (extra: string) =>
  (value: unknown, field: ContentField): unknown => {
    if (field.kind === 'image') return { ...(value as object), alt: `${(value as { alt: string }).alt}${extra}` };
    const text = String(value);
    if (isMeasured(field) && text.length > extra.length) return `${text.slice(0, -extra.length)}${extra}`;
    if (field.kind !== 'html') return `${text}${extra}`;
    const end = text.lastIndexOf('</');
    return `${text.slice(0, end)}${extra}${text.slice(end)}`;
  };

const asPlain = (html: string) => ENCODED.reduce((rest, form) => rest.split(form).join(CHANGED_PLAIN), html);
/** A text in a link's query (the blog's category links), as the site writes it there. */
const inQuery = (text: string) => new URLSearchParams({ q: text }).toString().slice(2);
/** In the Markdown pages: as written, with the backquote escaped (it opens code in Markdown), and in a link's query. */
const asPlainMarkdown = (markdown: string) =>
  [
    [CHANGED, CHANGED_PLAIN],
    [CHANGED.replace('`', '\\`'), CHANGED_PLAIN],
    [inQuery(CHANGED), inQuery(CHANGED_PLAIN)],
  ].reduce((rest, [form, plain]) => rest.split(form!).join(plain!), markdown);
/**
 * The settings are bundled with the app, so its file name (a hash of its content) differs too, and
 * with it the inline script that loads it and that script's hash in the Content-Security-Policy.
 */
const withoutAssetHashes = (html: string) => html.replace(/(\/assets\/[\w.-]+)-[\w-]{8}\.(js|css)/g, '$1.$2').replace(/sha256-[A-Za-z0-9+/]+=*/g, 'sha256-…');

/** The fewest pages that together use every block type the site uses, so each component hydrates once. */
function pagesCoveringEveryBlock(pages: { route: string; blocks: { type: string }[] }[]): string[] {
  const uncovered = new Set(pages.flatMap((page) => page.blocks.map((block) => block.type)));
  const chosen: string[] = [];
  while (uncovered.size) {
    const gain = (page: (typeof pages)[number]) => new Set(page.blocks.map((block) => block.type).filter((type) => uncovered.has(type))).size;
    const best = pages.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best.route);
    for (const block of best.blocks) uncovered.delete(block.type);
  }
  return chosen;
}

let work: string;
let server: Awaited<ReturnType<typeof startServer>>;
let routes: string[];
let hydrated: string[];
let injected: ContentField[];

/** Builds a copy of the project's content with `extra` appended to every text field. */
async function buildWith(name: string, extra: string) {
  const pagesDir = copySite(path.join(work, name));
  injected = fieldsOf(pagesDir).filter((field) => ['text', 'html', 'image'].includes(field.kind) && !isDerived(field));
  rewriteFields(pagesDir, injected, adding(extra));
  await buildSite({ root: process.cwd(), pagesDir, outDir: path.join(work, name, 'dist'), log: () => {} });
  return pagesDir;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'patterns-'));
  await buildWith('plain', PLAIN);
  const pagesDir = await buildWith('patterns', PATTERNS);
  server = await startServer({ distDir: path.join(work, 'patterns', 'dist'), port: 0, dbPath: path.join(work, 'leads.sqlite') });
  const pages = compileSiteContent({ root: path.dirname(pagesDir), pagesDir }).site!.pages.map((page) => page.data);
  routes = pages.map((page) => page.route);
  hydrated = pagesCoveringEveryBlock(pages);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await closeBrowser();
  rmSync(work, { recursive: true, force: true });
});

const built = (name: string, route: string) => readFileSync(path.join(work, name, 'dist', route, 'index.html'), 'utf8');

describe("replacement patterns in content ($' $` $& $$ $1)", () => {
  it('are put into every kind of field: title, description, text, rich text, alt, link label and settings', () => {
    expect(new Set(injected.map((field) => field.kind))).toEqual(new Set(['html', 'image', 'text']));
    const names = new Set(injected.map((field) => String(field.path.at(-1))));
    for (const name of ['title', 'description', 'heading', 'label']) expect(names).toContain(name);
    expect(injected.some((field) => field.file === '_site.yaml')).toBe(true);
  });

  it('change nothing in any built page but themselves', () => {
    for (const route of routes) {
      const html = built('patterns', route);
      expect(html, route).toContain(ENCODED[2]);
      // Compared tag by tag, so a difference shows as the element it is in.
      const tags = (text: string) => withoutAssetHashes(text).split(/(?=<)/);
      expect(tags(asPlain(html)), route).toEqual(tags(built('plain', route)));
    }
  });

  it('change nothing in any Markdown page but themselves', () => {
    const markdownFiles = readdirSync(path.join(work, 'plain', 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(markdownFiles).toContain('index.md');
    for (const file of markdownFiles) {
      const markdown = readFileSync(path.join(work, 'patterns', 'dist', file), 'utf8');
      expect(asPlainMarkdown(markdown), file).not.toBe(markdown);
      expect(asPlainMarkdown(markdown).split('\n'), file).toEqual(readFileSync(path.join(work, 'plain', 'dist', file), 'utf8').split('\n'));
    }
  });

  it('show exactly as written once the page has hydrated, in every block type', async () => {
    for (const route of hydrated) {
      const opened = await openPage(`${server.url}${route}`);
      try {
        await waitForApp(opened.page);
        const { title, text } = await opened.page.evaluate(() => ({ title: document.title, text: document.body.innerText }));
        expect(title, route).toContain(PATTERNS.trim());
        expect(text, route).toContain(PATTERNS.trim());
        expect(opened.problems, route).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  }, 120_000);
});
