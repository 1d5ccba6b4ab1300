import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { defineBlock } from '../../blocks/define.ts';
import { compileContent } from '../../src/content/compile.ts';
import { text } from '../../src/shared/fields.ts';
import { messages, messageText } from '../../src/content/messages.ts';
import { SITE } from './fixture.ts';

/** A registry of two made-up blocks: the compiler knows blocks only through what it is given. */
const banner = defineBlock('banner', 'A made-up heading block.', { title: text('The heading.') }, { pageHeading: true });
const counter = defineBlock('counter', 'A made-up block with a number.', { value: z.int().min(1).describe('How many.') });

const root = mkdtempSync(path.join(tmpdir(), 'compiler-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (name: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
};
write('pages/_site.yaml', SITE);
write(
  'pages/_404.yaml',
  'title: Not found\ndescription: The page you asked for does not exist on this test site at all.\nblocks:\n  - type: banner\n    title: Not found\n',
);
write(
  'pages/index.yaml',
  'title: Home\ndescription: The home page of the test site, with enough words to pass checks.\nblocks:\n  - type: banner\n    title: Welcome\n  - type: counter\n    value: 0\n',
);

describe('the compiler with a block registry of its own', () => {
  it('validates, reports and derives with the blocks it is given, and knows no others', () => {
    const result = compileContent({ root, pagesDir: 'pages', blocks: [banner, counter] });
    expect(result.problems.map((problem) => `${problem.line}:${problem.col} ${problem.code} ${problem.message}`)).toEqual([
      '7:12 too-small Must be at least 1. Use a larger number.',
    ]);
    const fixed = compileContent({ root, pagesDir: 'pages', blocks: [banner] });
    expect(fixed.problems.map((problem) => problem.code)).toEqual(['unknown-block']);
    expect(fixed.problems[0]!.hint).toBe('Block types: banner.');
  });
});

/** One call of every message: the catalogue's type makes a new message need a sample here. */
const SAMPLES: { [K in keyof typeof messages]: Parameters<(typeof messages)[K]> } = {
  extensionCase: ['edmond.YAML', 'edmond.yaml'],
  notAPage: ['notes.md'],
  utf16: ['little-endian'],
  notUtf8: [0x92],
  syntax: ['Unexpected scalar at node end'],
  tabIndent: [],
  unclosedQuote: ['"'],
  unclosedBracket: ['[', ']'],
  overIndented: [],
  nbspIndent: [],
  duplicateKey: ['title'],
  frontMatter: [],
  aliasAsText: ['*New*'],
  unresolvedAlias: ['hero'],
  aliasBomb: [],
  commentInText: ['We Rank', '#1 in Tulsa'],
  schemaLineMissing: ['the page schema', '# yaml-language-server: $schema=../schema/page.schema.json'],
  schemaLineWrong: ['../page.schema.json', 'the page schema', '../schema/page.schema.json', '# yaml-language-server: $schema=../schema/page.schema.json'],
  schemaLineEmpty: ['# yaml-language-server: $schema=../schema/page.schema.json'],
  emptyPage: [],
  reservedName: [],
  duplicateRoute: ['/about', 'pages/about.yaml'],
  missingSettings: [],
  missingNotFound: [],
  unknownCollection: ['testimonals', ' Did you mean "testimonials"?', ['testimonials']],
  duplicateId: ['jane', 'pages/_data/testimonials.yaml'],
  badId: ['Jane Builder'],
  blockNotObject: [['cta', 'hero']],
  blockNoType: [['cta', 'hero']],
  unknownBlock: ['heor', ' Did you mean "hero"?', ['cta', 'hero']],
  noHeading: ['hero, article'],
  extraHeading: ['hero'],
  pathsOnStatic: [],
  unknownField: ['headng', ' Did you mean "heading"?', ['heading', 'lead']],
  missingField: ['answer', ' The answer, shown when the question is opened.'],
  wrongType: ['text', 'the number 42', ' The main heading.'],
  tooFewItems: [1, ' The sections of the page.'],
  tooShort: [3],
  tooSmall: [1],
  tooMany: [3, ' items'],
  notAllowed: ['The text "primry"', ['primary', 'secondary'], ' Did you mean "primary"?'],
  badFormat: ['url', ' Profile address.', true],
  noForm: [' Cards per row: 2, 3 or 4.'],
  rule: ['Links must start with https://, /, # or mailto:.'],
  noPage: ['/contcat', ' Did you mean "/contact"?'],
  noAnchor: ['pricing', 'pages/about.yaml', '', ['team']],
  badMailto: ['mailto:hello'],
  templateOnly: ['/locations/edmnd', 'pages/locations/[city].yaml', ' Did you mean "/locations/edmond"?'],
  missingRef: ['testimonials', 'city-okc', ' Did you mean "city-oklahoma-city"?', ['pages/_data/testimonials.city.yaml']],
  missingCollection: ['jane', 'awards'],
  removedMarkup: [['<iframe>'], ['p', 'a']],
  markdown: ['**fast**', '<strong>fast</strong>'],
  markdownInText: ['**fast**'],
  unknownPlaceholder: ['{cityslug}', ' Did you mean "{citySlug}"?', 'citySlug'],
  placeholderOutsideTemplate: ['{city}'],
  imageMissing: ['/images/seo-growht.svg', ' Did you mean "/images/seo-growth.svg"?'],
  previewFormat: ['/images/preview.svg'],
  imageUnreadable: ['/images/broken.png'],
  titleTooLong: ['A very long page title that will not fit in results | Test Co', 60],
  descriptionLength: [10, 50, 160],
  sameTitle: ['pages/about.yaml'],
  thinPage: [120, 300],
  nearCopy: ['pages/locations/tulsa.yaml', 80],
  cityHeading: ['Overland Park'],
  sameDescription: ['pages/about.yaml'],
};

describe('the message catalogue', () => {
  const all = Object.entries(SAMPLES).map(([name, args]) => ({
    name,
    message: (messages[name as keyof typeof messages] as (...a: unknown[]) => ReturnType<typeof messages.emptyPage>)(...args),
  }));

  it('gives every message a stable code, what happened and what to do', () => {
    for (const { name, message } of all) {
      expect(message.code, name).toMatch(/^[a-z0-9-]+$/);
      expect(message.todo, name).not.toBe('');
    }
  });

  it('pins every message', () => {
    expect(Object.fromEntries(all.map(({ name, message }) => [name, `${message.code}: ${messageText(message)}`]))).toMatchInlineSnapshot(`
      {
        "aliasAsText": "yaml-alias-text: YAML reads *New* as a reference to an anchor (a value starting with "*"), not as text. Quote the text ("*New*"); for emphasis in rich text write <em>…</em>.",
        "aliasBomb": "yaml-alias-count: This file repeats anchors so often that it would expand to a huge document. Write the values out, or use fewer references (*name).",
        "badFormat": "https-only: Only secure https:// addresses are allowed here. Write the full address starting with https://. Profile address.",
        "badId": "bad-id: "Jane Builder" cannot be an id. Ids are lowercase words joined by hyphens, for example "jane-builder".",
        "badMailto": "bad-mailto: "mailto:hello" is not an e-mail link. Write mailto: followed by an address, for example mailto:hello@example.com.",
        "blockNoType": "block-no-type: This block has no "type". Add type: with one of: cta, hero.",
        "blockNotObject": "block-shape: Each block is a group of fields starting with "type:". Block types: cta, hero.",
        "cityHeading": "city-heading: The main heading of a city page must name its city, Overland Park. Put "Overland Park" in the heading.",
        "commentInText": "yaml-comment-in-text: Everything from "#" on is a YAML comment: the value is "We Rank" and "#1 in Tulsa" is dropped. Quote the whole value (wrap it in "…") to keep the #.",
        "descriptionLength": "description-length: The description is 10 characters. Write 50 to 160 so search results show it whole.",
        "duplicateId": "duplicate-id: The id "jane" is already used in pages/_data/testimonials.yaml. Ids must be unique across a collection.",
        "duplicateKey": "duplicate-key: "title" is given twice in this group: only the last one would count. Remove one of them, or give this one its own name.",
        "duplicateRoute": "duplicate-route: The route /about is already served by pages/about.yaml. Remove one of the two files or rename it.",
        "emptyPage": "empty-page: This page is empty. Give it a title, a description and a list of blocks (see README, Adding a page).",
        "extensionCase": "file-extension: "edmond.YAML" is not read: page files end in lowercase .yaml. Rename it to "edmond.yaml".",
        "extraHeading": "extra-h1: A page has one main heading (h1), in its first block. Move this hero block to the top, or remove the other one.",
        "frontMatter": "yaml-documents: The file holds more than one YAML document ("---" separates them; page files have no front matter). Remove the "---" lines: a page is one document of fields.",
        "imageMissing": "image-missing: Image /images/seo-growht.svg was not found in public/. Did you mean "/images/seo-growth.svg"? Fix the path, or put the file in public/ (paths start after public, for example /images/house.svg).",
        "imageUnreadable": "image-size: Could not read the width and height of /images/broken.png. Use an SVG with width and height (or a viewBox), or a PNG, JPEG or WebP file.",
        "markdown": "markdown: Rich text is HTML, so **fast** would show as written. Write <strong>fast</strong> instead.",
        "markdownInText": "markdown-in-text: This is plain text, so **fast** shows with its symbols. Remove the Markdown symbols: plain text fields cannot be bold, italic or linked.",
        "missingCollection": "missing-collection: "jane" refers to the shared collection "awards", which has no file. Create pages/_data/awards.yaml with the item.",
        "missingField": "missing-field: Missing required field "answer". Add it: The answer, shown when the question is opened.",
        "missingNotFound": "missing-not-found: The not-found page is missing. Create pages/_404.yaml: it is shown for unknown addresses.",
        "missingRef": "missing-ref: No testimonials item has the id "city-okc". Did you mean "city-oklahoma-city"? Use an id from pages/_data/testimonials.city.yaml.",
        "missingSettings": "missing-settings: The site settings file is missing. Create pages/_site.yaml with the business facts (see README, Configuration).",
        "nbspIndent": "yaml-nbsp: The indentation contains non-breaking spaces (often pasted from a web page or a word processor). Replace them with ordinary spaces.",
        "nearCopy": "near-copy: 80% of this page's sentences are also on pages/locations/tulsa.yaml: search engines treat near-copies in one family as duplicates. Rewrite the shared sentences for this page: its own places, projects and questions.",
        "noAnchor": "no-anchor: No section of pages/about.yaml has the anchor "pricing". Anchors there: team; or add anchor: pricing to a block.",
        "noForm": "no-form: Does not match any allowed form. Write it as the field describes: Cards per row: 2, 3 or 4.",
        "noHeading": "no-h1: The page has no main heading (h1). Start it with one of: hero, article.",
        "noPage": "no-page: No page is served at /contcat. Did you mean "/contact"? Link to an existing page, or add the page file under pages/.",
        "notAPage": "not-a-page: "notes.md" is not a YAML file, so it is not a page. Move it out of pages/ (images and downloads go in public/), or save it as .yaml.",
        "notAllowed": "not-allowed: The text "primry" is not allowed here. Use one of: primary, secondary. Did you mean "primary"?",
        "notUtf8": "encoding-not-utf8: The byte 0x92 here is not UTF-8: the file looks saved as Windows-1252 or Latin-1 (curly quotes and accented letters from an older editor). Save the file as UTF-8 and retype the character if it changed.",
        "overIndented": "yaml-indent: This line is indented further than the field above it, so YAML cannot tell which group it belongs to. Line it up with the other fields of its group.",
        "pathsOnStatic": "paths-not-template: "paths" only applies to template pages named [parameter].yaml. Remove it.",
        "placeholderOutsideTemplate": "placeholder-not-template: {city} looks like a template parameter, but this page is not a template ([parameter].yaml): it would be shown as written. Write the text itself.",
        "previewFormat": "preview-format: Social networks do not show SVG previews. Use a PNG, JPEG or WebP file (1200 × 630 px is best), or remove og.image to use the generated preview.",
        "removedMarkup": "unsafe-markup: Rich text cannot contain <iframe>: the site would drop it. Remove it. Allowed tags: <p>, <a>; links with href, title, target, rel.",
        "reservedName": "reserved-name: Names starting with "_" are reserved for _site.yaml, _404.yaml and _data/. Rename the file to publish it as a page.",
        "rule": "invalid-value: Links must start with https://, /, # or mailto:.",
        "sameDescription": "duplicate-description: pages/about.yaml has the same description. Give every page its own description.",
        "sameTitle": "duplicate-title: pages/about.yaml has the same title. Give every page its own title.",
        "schemaLineEmpty": "schema-line: The first line names no schema file. Make the first line "# yaml-language-server: $schema=../schema/page.schema.json", or run npm run schema -- --fix.",
        "schemaLineMissing": "schema-line: The first line does not name the page schema, so editors without the project's settings give no completion or inline errors for this file. Make the first line "# yaml-language-server: $schema=../schema/page.schema.json", or run npm run schema -- --fix.",
        "schemaLineWrong": "schema-line: The first line names the schema "../page.schema.json", but from this folder the page schema is "../schema/page.schema.json": editors find no schema, or the wrong one. Make the first line "# yaml-language-server: $schema=../schema/page.schema.json", or run npm run schema -- --fix.",
        "syntax": "yaml-syntax: Unexpected scalar at node end. Fix the YAML: indent with spaces, put a space after each "key:", and quote text that contains ": " or starts with a symbol.",
        "tabIndent": "yaml-tab: Tabs are not allowed as indentation. Indent with spaces only.",
        "templateOnly": "template-only: /locations/edmnd has no page file of its own: it is only the generic template pages/locations/[city].yaml, which search engines do not index. Did you mean "/locations/edmond"? Link to a page that exists, or add its page file.",
        "thinPage": "thin-page: This page has 120 words of main content; search engines rank pages under 300 words as thin. Write at least 180 more words of useful, specific copy, or set noindex: true.",
        "titleTooLong": "title-length: The rendered title "A very long page title that will not fit in results | Test Co" is 61 characters; search results cut it after 60. Shorten the title by 1 character.",
        "tooFewItems": "too-few: Needs at least 1 item. Add one. The sections of the page.",
        "tooMany": "too-many: Must be at most 3 items. Remove the extra ones.",
        "tooShort": "too-short: Must be at least 3 characters long. Write more.",
        "tooSmall": "too-small: Must be at least 1. Use a larger number.",
        "unclosedBracket": "yaml-unclosed-bracket: This "[" is never closed. Add "]" at the end of the list, or write the list one "- " item per line.",
        "unclosedQuote": "yaml-unclosed-quote: This double quote is never closed. Add the closing " at the end of the text.",
        "unknownBlock": "unknown-block: Unknown block type "heor". Did you mean "hero"? Block types: cta, hero.",
        "unknownCollection": "unknown-collection: Unknown shared collection "testimonals". Did you mean "testimonials"? Collections: testimonials.",
        "unknownField": "unknown-field: Unknown field "headng". Did you mean "heading"? Fields allowed here: heading, lead.",
        "unknownPlaceholder": "unknown-placeholder: {cityslug} is not a parameter of this template: it would be shown as written. Did you mean "{citySlug}"? Use {citySlug} or {citySlug|title}.",
        "unresolvedAlias": "yaml-alias: "*hero" refers to an anchor "&hero" that is not defined above it. Define &hero before this line, or quote the text if it is not meant as a reference.",
        "utf16": "encoding-utf16: The file is saved as UTF-16 (little-endian). Save it as UTF-8 (in VS Code: the encoding in the status bar → Save with Encoding → UTF-8).",
        "wrongType": "wrong-type: Expected text but found the number 42. Write text here. The main heading.",
      }
    `);
  });
});
