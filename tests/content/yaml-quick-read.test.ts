import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Problems } from '../../src/content/problems.ts';
import { readWithPositions } from '../../src/content/stages/parse.ts';
import { needsFullParse, quickRead } from '../../src/content/yaml-quick-read.ts';
import { YamlSource } from '../../src/content/yaml-source.ts';

/** What the parse stage makes of a text with source positions: its data, and how many problems it reports. */
function readFully(text: string) {
  const problems = new Problems();
  const read = readWithPositions(new YamlSource('page.yaml', text), problems);
  return { value: read?.value, problems: problems.size };
}

/** The quick reader's data is the full parse's, of a text the full parse finds nothing wrong in; or it leaves the text to it. */
function expectReadAlike(text: string) {
  const quick = quickRead(text);
  if (!quick) return false;
  const full = readFully(text);
  expect({ text, problems: full.problems }).toEqual({ text, problems: 0 });
  expect({ text, value: quick.value }).toEqual({ text, value: full.value });
  return true;
}

const projectPages = readdirSync('pages', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));

/** YAML written every way the pages do not: flow collections, quoted and block scalars, keys of every kind, anchors. */
const unusualYaml = [
  `a: [b, "c d", {e: f, g: [1, 2.5, -3]}, 'h''i']\nj: {k: l, m: n}\n`,
  'a: |2\n    indented\n  text\nb: >+\n  keep\n\n\nc: |-\n  strip\n\n',
  `a: "multi\n  line\n\n  quoted\\\n  escaped"\nb: 'single\n  multi\n\n  line'\n`,
  'a: plain\n  continued\n  # not a comment?\n  more\nb: x # comment\n',
  'a: 2026-10-13\nb: 12:30\nc: 1_000\nd: 0x1F\ne: .5\nf: +12\ng: 1.\nh: -0\ni: 0o777\nj: 1e3\nk: .NaN\nl: Yes\nm: TRUE\nn: 007\no: 1e400\np: ~\n',
  `a: "\\u00e9\\x41\\t\\"q\\""\nb: 'it''s'\nc: "\\N\\_\\L\\P\\e"\n`,
  'a: >\n  folded\n  text\n\n  para\n    more indented\n  back\n',
  '"quoted key": 1\n1: one\ntrue: yes\n1.50: x\n__proto__: p\n"": empty\n',
  '[a, b]: x\n? [c]\n: y\n- {a: 1}: z\nq: {[a]: 1, {b: 2}: 3}\n',
  'k:\n  - &a [1, 2]\n  - *a\nb: &x 1\nc: *x\nd: *New* text\n',
  'a: ! 12\nb: !!str 1\nc: [! a]\nd: Tom &amp; Jerry\ne: "&x"\nf: x *y* z\n',
  'a: -\nb: - x\nc: ?\nd: :x\ne: x:y\nf: a - b\n',
  `${'k'.repeat(1100)}: v\na: ${'y'.repeat(1100)}\n`,
  '---\na: b\n...\n',
  '<<: {a: 1}\nb: 2\n',
  '# nothing here yet\n',
];

/** A text changed at one place, the way an editor's slip would: a character typed, deleted, a line doubled, moved, indented. */
function mutator(seed: number) {
  let state = seed;
  const random = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  const typed = [
    ' ',
    '  ',
    ':',
    ': ',
    '-',
    '- ',
    '"',
    "'",
    '#',
    '[',
    ']',
    '{',
    '}',
    '|',
    '>',
    '\n',
    '\n  ',
    '\n- ',
    '&',
    '&a ',
    '*a',
    '!',
    '!!str ',
    '?',
    '? ',
    ',',
    '%',
    '@',
    '`',
    '\\',
    '0',
    '~',
    '.',
    '1e400',
    '\t',
    '\u00a0',
    '\r\n',
    '\ufeff',
    '---\n',
    '...\n',
    'null: ',
    ']: ',
    '>-\n  ',
    '|\n  ',
  ];
  return (text: string) => {
    const lines = text.split('\n');
    const at = random(text.length + 1);
    const line = random(lines.length);
    switch (random(6)) {
      case 0:
        return text.slice(0, at) + text.slice(at + 1 + random(3));
      case 1:
        return text.slice(0, at) + typed[random(typed.length)] + text.slice(at);
      case 2:
        lines.splice(line, 0, lines[line]!);
        break;
      case 3:
        lines[line] = ' '.repeat(1 + random(3)) + lines[line];
        break;
      case 4:
        lines[line] = lines[line]!.replace(/^ {1,2}/, '');
        break;
      default:
        lines.splice(random(lines.length), 0, ...lines.splice(line, 1));
    }
    return lines.join('\n');
  };
}

describe('the quick YAML reader', () => {
  it('reads every page of the project, as the full parse does', () => {
    expect(projectPages.length).toBeGreaterThan(0);
    for (const text of projectPages) expect(expectReadAlike(text)).toBe(true);
  });

  it('reads what the full parse reads alike, and leaves the rest to it', () => {
    for (const text of unusualYaml) expectReadAlike(text);
    expect(quickRead('# nothing here yet\n')).toEqual({ value: null });
    // The scalars of yaml's core schema, not js-yaml's own.
    expect(quickRead('a: 007\nb: 1_000\nc: 0o17\nd: 1e400\ne: .NaN\nf: TRUE\ng: 2026-10-13\n')!.value).toEqual({
      a: 7,
      b: '1_000',
      c: 15,
      d: Infinity,
      e: NaN,
      f: true,
      g: '2026-10-13',
    });
  });

  it('leaves to the full parse what only it reads as the parse stage must', () => {
    const leftToTheFullParse = [
      'a: b\n\tc: d\n', // a tab
      'heading: We Rank #1\n', // a comment run into text, which the parse stage warns of
      'a: &x 1\nb: *x\n', // an anchor and its alias
      'a: *New*\n', // an alias meant as emphasis
      'a: !!int 1\n', // a tag
      'a: {b: 1}\n<<: {c: 2}\n', // a merge key
      '? a\n: b\n', // an explicit key
      '[a, b]: c\n', // a bracketed key
      '%YAML 1.2\n---\na: b\n', // a directive
      'a: b\n---\nc: d\n', // a second document
      'a: "b\\\n  c"\n', // a line break escaped in quotes
      `${'k'.repeat(1100)}: v\n`, // a key too long for yaml
      'a:\n  null: x\n', // a null key (named "" by yaml)
      '~: x\n',
      'a: b\na: c\n', // a duplicate key
      '', // no document (yaml reads null, which the parse stage reports as an empty page)
      'a: "b\n', // a syntax error
    ];
    for (const text of leftToTheFullParse) expect({ text, read: quickRead(text) }).toEqual({ text, read: undefined });
  });

  it('finds what it leaves to the full parse where one regular expression of it finds it (the pages, unusual YAML, slips, random text)', () => {
    // What needsFullParse looks for, as one expression (see its comment): a tab, a "#" run into
    // text, an anchor, alias or tag starting a value, a merge key, an explicit or bracketed key, a
    // directive, a document marker, an escaped line break, a line over 1024 characters.
    const asOneExpression = /\t|[ ]#\S|(?:^|[:,[{?-])[ ]*(?:!|[&*][^\s,[\]{}])|<<|^[ -]*\?[ ]|[\]}][ ]*:|^%|^[ ]*(?:---|\.\.\.)|\\\r?$|^[^\n]{1025}/m;
    const mutate = mutator(20261126);
    let state = 7;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % below;
    };
    // Every character the patterns name, the line breaks and spaces anchors and \s see, and some plain ones.
    const alphabet = [...'!&*?:,[]{}-#%.\\<> \t\n\rab1', '\u2028', '\u2029', '\u00a0', '\ufeff', '\u2013'];
    const randomText = () => Array.from({ length: 1 + random(40) }, () => alphabet[random(alphabet.length)]).join('');
    const texts = [
      ...projectPages,
      ...unusualYaml,
      ...Array.from({ length: 3000 }, (_, index) => mutate(projectPages[index % projectPages.length]!)),
      ...Array.from({ length: 20000 }, randomText),
      ...[1023, 1024, 1025].flatMap((length) => ['x'.repeat(length), `a\n${'x'.repeat(length)}\nb`, `a\r${'x'.repeat(length)}`]),
    ];
    let found = 0;
    for (const text of texts) {
      const expected = asOneExpression.test(text);
      if (expected) found++;
      expect({ text, found: needsFullParse(text) }).toEqual({ text, found: expected });
    }
    // Both ways were tried many times.
    expect(found).toBeGreaterThan(5000);
    expect(texts.length - found).toBeGreaterThan(5000);
  });

  it('never reads a mistyped text otherwise than the full parse (thousands of slips in the pages and in unusual YAML)', () => {
    const mutate = mutator(20261125);
    const texts = [...projectPages, ...unusualYaml];
    let readQuickly = 0;
    for (let index = 0; index < 4000; index++) {
      const once = mutate(texts[index % texts.length]!);
      if (expectReadAlike(index % 3 === 0 ? mutate(once) : once)) readQuickly++;
    }
    // Most slips still read plainly: the comparison covered them.
    expect(readQuickly).toBeGreaterThan(1000);
  });
});
