import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { validationOutput } from '../../src/content/validate-command.ts';

/**
 * The editor-mistake corpus: realistic mistakes made in a copy of the project's own content.
 * Each must stop validation (exit 1) with an error in the file it was made in, at the line of
 * the mistake, saying what to do, without a stack trace, and with no problem in any other file.
 * Edits find their place by pattern, so editing the site's copy does not break the corpus.
 */
interface Mistake {
  name: string;
  /** The file changed, inside pages/. */
  file: string;
  /** The new text of the file (from its current text), or null to write `bytes` instead. */
  edit: (text: string) => string;
  bytes?: (text: string) => Buffer;
  /** Text whose first line in the edited file is where the error must be; or a line number. */
  at: string | number;
  code: string;
  /** Other files the mistake also touches (created or edited). */
  also?: { file: string; edit: (text: string) => string }[];
}

/** Replaces the first match (a function replacement: the edit text is taken as written). */
const first = (pattern: RegExp, replacement: (match: string, ...groups: string[]) => string) => (text: string) => {
  if (!pattern.test(text)) throw new Error(`The corpus edit ${pattern} no longer finds its place.`);
  return text.replace(pattern, replacement);
};
const SEO = 'services/seo-aeo.yaml';
const TULSA = 'locations/tulsa.yaml';
const CITY_DATA = '_data/testimonials.city.yaml';
const HERO_HEADING = /^( {4}heading: ).*$/m;
const HERO_HREF = /^( {8}href: )\/contact$/m;

const MISTAKES: Mistake[] = [
  // YAML syntax
  {
    name: 'unclosed double quote',
    file: SEO,
    edit: first(HERO_HEADING, (_, key) => `${key}"Be the Builder Google Ranks`),
    at: 'heading: "Be the',
    code: 'yaml-unclosed-quote',
  },
  {
    name: 'unclosed single quote',
    file: SEO,
    edit: first(/^( {4}eyebrow: ).*$/m, (_, key) => `${key}'SEO and AEO`),
    at: "eyebrow: 'SEO",
    code: 'yaml-unclosed-quote',
  },
  {
    name: 'unclosed [',
    file: SEO,
    edit: first(/^( {4}points:\n)( {6}- .*\n)+/m, () => '    points: [Fast results, Monthly reports\n'),
    at: 'points: [',
    code: 'yaml-unclosed-bracket',
  },
  { name: 'over-indented key', file: SEO, edit: first(/^ {4}lead: /m, () => '      lead: '), at: '      lead: ', code: 'yaml-indent' },
  { name: 'tab as indentation', file: SEO, edit: first(/^ {4}(heading: )/m, (_, key) => `\t${key}`), at: '\theading', code: 'yaml-tab' },
  {
    name: 'Markdown emphasis read as an alias',
    file: SEO,
    edit: first(/^( {4}eyebrow: ).*$/m, (_, key) => `${key}*New*`),
    at: 'eyebrow: *New*',
    code: 'yaml-alias-text',
  },
  { name: 'unresolved alias', file: SEO, edit: first(HERO_HEADING, (_, key) => `${key}*heading`), at: 'heading: *heading', code: 'yaml-alias' },
  {
    name: 'alias bomb',
    file: SEO,
    edit: (text) =>
      `${text}\nx: &a [y, y, y, y, y, y, y, y, y]\nz: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nw: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nv: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n`,
    at: 'z: &b',
    code: 'yaml-alias-count',
  },
  {
    name: 'front matter',
    file: SEO,
    edit: (text) => text.replace(/^(#.*\n)/, (comment) => `${comment}---\nlayout: service\n---\n`),
    at: '---',
    code: 'yaml-documents',
  },
  {
    name: 'non-breaking spaces as indentation',
    file: SEO,
    edit: first(/^ {4}(heading: )/m, (_, key) => `\u00a0\u00a0\u00a0\u00a0${key}`),
    at: '\u00a0',
    code: 'yaml-nbsp',
  },
  {
    name: 'a key given twice',
    file: SEO,
    edit: first(/^(description: .*\n)/m, (line) => `${line}title: Another title\n`),
    at: 'title: Another title',
    code: 'duplicate-key',
  },

  // Encodings and file names
  {
    name: 'UTF-16 file',
    file: SEO,
    edit: (text) => text,
    bytes: (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    at: 1,
    code: 'encoding-utf16',
  },
  {
    name: 'Windows-1252 apostrophe',
    file: SEO,
    edit: (text) => text,
    bytes: (text) => {
      const line = text.split('\n').findIndex((candidate) => /^ {4}heading: /.test(candidate));
      const lines = text.split('\n');
      lines[line] = `${lines[line]} it`;
      const edited = Buffer.from(lines.join('\n'), 'utf8');
      const at = edited.indexOf(Buffer.from(`${lines[line]}`)) + lines[line]!.length - 3;
      edited[at] = 0x92;
      return edited;
    },
    at: '    heading: ',
    code: 'encoding-not-utf8',
  },
  {
    name: 'upper-case .YAML extension',
    file: 'locations/edmond.YAML',
    edit: () => readFileSync('pages/locations/tulsa.yaml', 'utf8'),
    at: 1,
    code: 'file-extension',
  },
  {
    name: 'capital letter in a file name',
    file: 'locations/Edmond.yaml',
    edit: () => readFileSync('pages/locations/tulsa.yaml', 'utf8'),
    at: 1,
    code: 'bad-file-name',
  },
  {
    name: 'space in a file name',
    file: 'locations/el reno.yaml',
    edit: () => readFileSync('pages/locations/tulsa.yaml', 'utf8'),
    at: 1,
    code: 'bad-file-name',
  },
  { name: 'reserved name', file: '_draft.yaml', edit: () => readFileSync('pages/about.yaml', 'utf8'), at: 1, code: 'reserved-name' },
  {
    name: 'misspelt data collection',
    file: '_data/testimonals.yaml',
    edit: () => 'jane:\n  quote: They call back.\n  author: Jane\n  role: Owner\n',
    at: 1,
    code: 'unknown-collection',
  },
  { name: 'empty page file', file: 'locations/edmond.yaml', edit: () => '# Edmond: to be written\n', at: 1, code: 'empty-page' },

  // Page fields
  { name: 'title missing', file: SEO, edit: first(/^title: .*\n/m, () => ''), at: 'description:', code: 'missing-field' },
  { name: 'misspelt title key', file: SEO, edit: first(/^title: /m, () => 'titel: '), at: 'titel:', code: 'unknown-field' },
  {
    name: 'description too long',
    file: SEO,
    edit: first(/^(description: .*)$/m, (line) => `${line} Every page we write is checked by hand before it goes live, twice.`),
    at: 'description:',
    code: 'description-length',
  },
  { name: 'title too long', file: SEO, edit: first(/^(title: .*)$/m, (line) => `${line} in Oklahoma and Kansas`), at: 'title:', code: 'title-length' },
  {
    name: 'title of another page',
    file: SEO,
    edit: first(/^title: .*$/m, () => `title: ${/^title: (.*)$/m.exec(readFileSync('pages/services/paid-ads.yaml', 'utf8'))![1]}`),
    at: 'title:',
    code: 'duplicate-title',
  },
  { name: 'misspelt page kind', file: SEO, edit: first(/^kind: .*$/m, () => 'kind: servise'), at: 'kind:', code: 'not-allowed' },
  { name: 'text for true/false', file: SEO, edit: first(/^(kind: .*\n)/m, (line) => `${line}noindex: sometimes\n`), at: 'noindex:', code: 'wrong-type' },
  {
    name: 'paths on a page that is not a template',
    file: SEO,
    edit: first(/^(kind: .*\n)/m, (line) => `${line}paths: [tulsa]\n`),
    at: 'paths:',
    code: 'paths-not-template',
  },

  // Blocks
  { name: 'misspelt block type', file: SEO, edit: first(/^( {2}- type: )cta$/m, (_, key) => `${key}ctaa`), at: 'type: ctaa', code: 'unknown-block' },
  { name: 'block without a type', file: SEO, edit: first(/^ {2}- type: cta\n {4}/m, () => '  - '), at: /^ {2}- heading/m.source, code: 'block-no-type' },
  {
    name: 'block written as text',
    file: SEO,
    edit: first(/^(blocks:\n)/m, (line) => `${line}  - A hero section here\n`),
    at: '  - A hero section',
    code: 'block-shape',
  },
  {
    name: 'misspelt block field',
    file: SEO,
    edit: first(HERO_HEADING, (line) => line.replace('heading:', () => 'headng:')),
    at: 'headng:',
    code: 'unknown-field',
  },
  { name: 'required field missing', file: SEO, edit: first(/^ {4}heading: .*\n/m, () => ''), at: /^ {2}- type: hero/m.source, code: 'missing-field' },
  { name: 'text for a number', file: SEO, edit: first(/^( {4}columns: )\d$/m, (_, key) => `${key}two`), at: 'columns: two', code: 'no-form' },
  {
    name: 'value not in the list',
    file: SEO,
    edit: first(/^( {8}variant: )secondary$/m, (_, key) => `${key}secondry`),
    at: 'variant: secondry',
    code: 'not-allowed',
  },
  {
    name: 'four buttons',
    file: SEO,
    edit: first(/^( {4}actions:\n)/m, (line) => `${line}      - label: One\n        href: /\n      - label: Two\n        href: /\n`),
    at: '    actions:',
    code: 'too-many',
  },
  {
    name: 'second main heading',
    file: SEO,
    edit: (text) => `${text.trimEnd()}\n\n  - type: hero\n    heading: One more headline\n`,
    at: /^ {2}- type: hero\n {4}heading: One more/m.source,
    code: 'extra-h1',
  },
  { name: 'no blocks', file: SEO, edit: first(/^blocks:\n[\s\S]*$/m, () => 'blocks: []\n'), at: 'blocks: []', code: 'too-few' },

  // Links
  { name: 'link to a page that does not exist', file: SEO, edit: first(HERO_HREF, (_, key) => `${key}/contcat`), at: 'href: /contcat', code: 'no-page' },
  { name: 'javascript: link', file: SEO, edit: first(HERO_HREF, (_, key) => `${key}"javascript:alert(1)"`), at: 'href: "javascript', code: 'invalid-value' },
  { name: 'relative link', file: SEO, edit: first(HERO_HREF, (_, key) => `${key}contact`), at: 'href: contact', code: 'invalid-value' },
  { name: 'protocol-relative link', file: SEO, edit: first(HERO_HREF, (_, key) => `${key}//evil.example/contact`), at: 'href: //evil', code: 'invalid-value' },
  { name: 'anchor that no section has', file: SEO, edit: first(HERO_HREF, (_, key) => `${key}"#pricing"`), at: 'href: "#pricing"', code: 'no-anchor' },
  {
    name: 'anchor missing on another page',
    file: SEO,
    edit: first(HERO_HREF, (_, key) => `${key}/contact#hours`),
    at: 'href: /contact#hours',
    code: 'no-anchor',
  },
  { name: 'mailto: without an address', file: SEO, edit: first(HERO_HREF, (_, key) => `${key}mailto:hello`), at: 'href: mailto:hello', code: 'bad-mailto' },
  {
    name: 'rich-text link to a missing page',
    file: SEO,
    edit: first(/<\/p>/, () => ' See <a href="/pricing">pricing</a>.</p>'),
    at: 'href="/pricing"',
    code: 'no-page',
  },

  // References
  { name: 'misspelt testimonial id', file: TULSA, edit: first(/\bcity-tulsa\b/, () => 'city-tusla'), at: 'city-tusla', code: 'missing-ref' },
  { name: 'abbreviated testimonial id', file: TULSA, edit: first(/\bcity-tulsa\b/, () => 'city-okc'), at: 'city-okc', code: 'missing-ref' },
  {
    name: 'testimonial without its author',
    file: CITY_DATA,
    edit: first(/^(city-tulsa:\n(?: {2,}.*\n)*?) {2}author: .*\n/m, (_, before) => before),
    at: 'city-tulsa:',
    code: 'missing-field',
  },
  { name: 'testimonial id with capitals and spaces', file: CITY_DATA, edit: first(/^city-tulsa:/m, () => 'City Tulsa:'), at: 'City Tulsa:', code: 'bad-id' },
  {
    name: 'testimonial id used twice',
    file: CITY_DATA,
    edit: (text) => `${text.trimEnd()}\ncity-dallas:\n  quote: A second quote under an id that is taken.\n  author: Someone\n  role: Somewhere\n`,
    at: /^city-dallas:\n {2}quote: A second/m.source,
    code: 'duplicate-key',
  },
  {
    name: 'data file written as a list',
    file: '_data/testimonials.extra.yaml',
    edit: () => '- quote: A list item, not an id.\n  author: Someone\n  role: Somewhere\n',
    at: 1,
    code: 'wrong-type',
  },

  // Images
  { name: 'misspelt image path', file: SEO, edit: first(/seo-growth\.svg/, () => 'seo-growht.svg'), at: 'seo-growht.svg', code: 'image-missing' },
  { name: 'image path with public/', file: SEO, edit: first(/src: \/images\//, () => 'src: /public/images/'), at: 'src: /public/', code: 'image-missing' },
  { name: 'image path without a slash', file: SEO, edit: first(/src: \/images\//, () => 'src: images/'), at: 'src: images/', code: 'invalid-value' },
  { name: 'image alt left empty', file: SEO, edit: first(/^( {6}alt: ).*$/m, (_, key) => `${key}""`), at: 'alt: ""', code: 'invalid-value' },
  { name: 'GIF image', file: SEO, edit: first(/seo-growth\.svg/, () => 'seo-growth.gif'), at: 'seo-growth.gif', code: 'invalid-value' },

  // Rich text
  {
    name: 'iframe in rich text',
    file: SEO,
    edit: first(/<\/p>/, () => '<iframe src="https://video.example/embed"></iframe></p>'),
    at: '<iframe',
    code: 'unsafe-markup',
  },
  { name: 'h2 in rich text', file: SEO, edit: first(/<p>/, () => '<h2>Why it matters</h2><p>'), at: '<h2>', code: 'unsafe-markup' },
  { name: 'script in rich text', file: SEO, edit: first(/<\/p>/, () => '<script>track()</script></p>'), at: '<script>', code: 'unsafe-markup' },
  { name: 'onclick in rich text', file: SEO, edit: first(/<p>/, () => '<p onclick="track()">'), at: 'onclick', code: 'unsafe-markup' },
  // An attribute name a regular expression would read as its own syntax (a group left open).
  { name: 'attribute named with brackets in rich text', file: SEO, edit: first(/<p>/, () => '<p data-x(="1">'), at: 'data-x(', code: 'unsafe-markup' },
  { name: 'Markdown bold in rich text', file: SEO, edit: first(/<p>(\S+)/, (_, word) => `<p>**${word}**`), at: '**', code: 'markdown' },
  { name: 'Markdown link in rich text', file: SEO, edit: first(/<\/p>/, () => ' See [our pricing](/contact).</p>'), at: '[our pricing]', code: 'markdown' },

  // Templates
  {
    name: 'misspelt template placeholder',
    file: 'locations/[citySlug].yaml',
    edit: first(/\{citySlug\|title\}/, () => '{cityslug}'),
    at: '{cityslug}',
    code: 'unknown-placeholder',
  },
  {
    name: 'unknown placeholder transform',
    file: 'locations/[citySlug].yaml',
    edit: first(/\{citySlug\|title\}/, () => '{citySlug|upper}'),
    at: '{citySlug|upper}',
    code: 'unknown-placeholder',
  },

  // Settings
  {
    name: 'booking link over http',
    file: '_site.yaml',
    edit: first(/^( {2}url: )https(:\/\/booking)/m, (_, key, rest) => `${key}http${rest}`),
    at: '  url: http://booking',
    code: 'invalid-value',
  },
  {
    name: 'e-mail without @',
    file: '_site.yaml',
    edit: first(/^( {2}email: ).*$/m, (_, key) => `${key}hello.groundworkdigital.example`),
    at: 'email: hello.',
    code: 'invalid-value',
  },
  { name: 'misspelt settings field', file: '_site.yaml', edit: first(/^brand: /m, () => 'brnad: '), at: 'brnad:', code: 'unknown-field' },
  {
    name: 'menu link to a missing page',
    file: '_site.yaml',
    edit: first(/^( +(?:path|href): )\/services\/seo-aeo$/m, (_, key) => `${key}/services/seo`),
    at: '/services/seo\n',
    code: 'no-page',
  },
];

/** Mistakes in one file that once took several runs to see: all reported by one. */
const COMBINED: Mistake = {
  name: 'unknown key, broken link and long title together',
  file: SEO,
  edit: (text) =>
    first(
      /^(title: .*)$/m,
      (line) => `${line} in Oklahoma and Kansas`,
    )(first(HERO_HREF, (_, key) => `${key}/contcat`)(first(/^( {4}eyebrow: )/m, (_, key) => `    colour: orange\n${key}`)(text))),
  at: 'title:',
  code: 'title-length',
};

let work: string;
let pagesDir: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'mistakes-'));
  pagesDir = path.join(work, 'pages');
  cpSync('pages', pagesDir, { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Makes the mistake in the copy, validates, and puts every file back as it was. */
function validateWith(mistake: Mistake) {
  const changes = [{ file: mistake.file, edit: mistake.edit, bytes: mistake.bytes }, ...(mistake.also ?? [])];
  const originals = changes.map(({ file }) => {
    const full = path.join(pagesDir, file);
    try {
      return { full, text: readFileSync(full, 'utf8') as string | undefined };
    } catch {
      return { full, text: undefined };
    }
  });
  let edited = '';
  try {
    changes.forEach((change, index) => {
      const before = originals[index]!.text ?? '';
      const text = change.edit(before);
      if (index === 0) edited = text;
      writeFileSync(originals[index]!.full, 'bytes' in change && change.bytes ? change.bytes(before) : text);
    });
    if (mistake.bytes) edited = mistake.bytes(originals[0]!.text ?? '').toString('latin1');
    const result = compileSiteContent({ root: process.cwd(), pagesDir });
    return { result, edited, ...validationOutput(result, 'text') };
  } finally {
    for (const { full, text } of originals) {
      if (text === undefined) unlinkSync(full);
      else writeFileSync(full, text);
    }
  }
}

const lineOf = (text: string, at: string | number) => {
  if (typeof at === 'number') return at;
  const match = at.startsWith('^') ? new RegExp(at, 'm').exec(text) : { index: text.indexOf(at) };
  if (!match || match.index < 0) throw new Error(`"${at}" is not in the edited file.`);
  return text.slice(0, match.index).split('\n').length;
};

describe('the editor-mistake corpus', () => {
  it('starts from content without a single problem', () => {
    expect(compileSiteContent({ root: process.cwd(), pagesDir }).problems).toEqual([]);
  });

  it('holds at least 60 distinct mistakes', () => {
    expect(new Set(MISTAKES.map((mistake) => mistake.name)).size).toBe(MISTAKES.length);
    expect(MISTAKES.length).toBeGreaterThanOrEqual(60);
  });

  for (const mistake of [...MISTAKES, COMBINED]) {
    it(mistake.name, () => {
      const { result, edited, output, exitCode } = validateWith(mistake);
      const file = path.relative(process.cwd(), path.join(pagesDir, mistake.file)).split(path.sep).join('/');
      const touched = new Set([
        file,
        ...(mistake.also ?? []).map((other) => path.relative(process.cwd(), path.join(pagesDir, other.file)).split(path.sep).join('/')),
      ]);
      expect(exitCode, output).toBe(1);
      expect(output).not.toMatch(/\n\s+at /);
      expect(
        result.problems.filter((problem) => !touched.has(problem.file)),
        output,
      ).toEqual([]);
      const line = lineOf(edited, mistake.at);
      const matching = result.problems.filter(
        (problem) => problem.severity === 'error' && problem.file === file && problem.line === line && problem.code === mistake.code,
      );
      expect(matching.length, output).toBeGreaterThan(0);
      for (const problem of result.problems) expect(problem.hint, `${problem.code}: ${problem.message}`).not.toBe('');
    });
  }

  it('reports all three mistakes of the combined page in one run', () => {
    const { result } = validateWith(COMBINED);
    expect(
      result.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => problem.code)
        .sort(),
    ).toEqual(['no-page', 'title-length', 'unknown-field']);
  });
});
