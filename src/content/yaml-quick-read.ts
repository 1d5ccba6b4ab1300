import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

/**
 * A plain scalar of yaml's core schema (YAML 1.2), which the full parse reads with: the same
 * patterns, made into the same values, so `007`, `1_000`, `0x1F` or `1e400` read alike both ways.
 */
const coreScalar = (tag: string, forms: readonly [pattern: RegExp, make: (text: string) => unknown][]) => {
  const formOf = (text: string | null) => forms.find(([pattern]) => pattern.test(text ?? ''));
  return new Type(tag, {
    kind: 'scalar',
    resolve: (text: string | null) => formOf(text) !== undefined,
    construct: (text: string | null) => formOf(text)![1](text ?? ''),
  });
};

const YAML_CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('tag:yaml.org,2002:null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    coreScalar('tag:yaml.org,2002:bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T']]),
    coreScalar('tag:yaml.org,2002:int', [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    coreScalar('tag:yaml.org,2002:float', [
      [/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

/**
 * What the quick reader leaves to the full parse, because only the full parse reads it as the
 * parse stage must: a tab (an error as indentation), a "#" run into text after a space (a comment
 * the parse stage warns of), an anchor or alias at a value's start (the parse stage checks each),
 * a tag, a merge key, an explicit (`? `) or bracketed key (named otherwise by each), a directive
 * or document marker, a line break escaped in quotes (the two read what follows differently), a
 * line over 1024 characters (yaml allows no longer key).
 *
 * Found by looking around each place where one may start (each "!", "&", "? ", "]"…, found with
 * indexOf). As one regular expression of those patterns, tried at every character, it took 24 ns
 * a character: 150 µs of each of this site's pages (6.6 KB on average), where js-yaml reads one
 * in 190 to 250 µs; now 27 µs (14 µs against 3.5 for a generated city page). The expression is in
 * tests/content/yaml-quick-read.test.ts, which checks that both find the same.
 */
export function needsFullParse(text: string): boolean {
  if (text.includes('\t') || text.includes('<<') || hasLongLine(text)) return true;
  return (
    someAt(text, ' #', (at) => at + 2 < text.length && !isSpace(text[at + 2]!)) ||
    someAt(text, '!', (at) => startsValue(text, at)) ||
    someAt(text, '&', (at) => startsValue(text, at) && startsName(text[at + 1])) ||
    someAt(text, '*', (at) => startsValue(text, at) && startsName(text[at + 1])) ||
    someAt(text, '? ', (at) => atLineStart(text, skipBack(text, at, ' -'))) ||
    someAt(text, ']', (at) => text[skipForward(text, at + 1)] === ':') ||
    someAt(text, '}', (at) => text[skipForward(text, at + 1)] === ':') ||
    someAt(text, '%', (at) => atLineStart(text, at)) ||
    someAt(text, '---', (at) => atLineStart(text, skipBack(text, at, ' '))) ||
    someAt(text, '...', (at) => atLineStart(text, skipBack(text, at, ' '))) ||
    someAt(text, '\\', (at) => at + 1 === text.length || isLineBreak(text[at + 1]!))
  );
}

/** Whether `test` holds at any place `part` is found in the text. */
function someAt(text: string, part: string, test: (at: number) => boolean): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) if (test(at)) return true;
  return false;
}

/** Whether a line (up to a line feed) is over 1024 characters long. */
function hasLongLine(text: string): boolean {
  for (let start = 0; text.length - start > 1024;) {
    const end = text.indexOf('\n', start);
    if (end < 0 || end - start > 1024) return true;
    start = end + 1;
  }
  return false;
}

/** A line break as a regular expression's line anchors see one. */
const isLineBreak = (char: string) => char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029';
const isSpace = (char: string) => /\s/.test(char);
/** A character an anchor or alias name may start with: not a space, nor a comma or bracket. */
const startsName = (char: string | undefined) => char !== undefined && !isSpace(char) && !',[]{}'.includes(char);
/** Whether a place is a line's start: the text's, or just after a line break. */
const atLineStart = (text: string, at: number) => at === 0 || isLineBreak(text[at - 1]!);

/** The place before `at` back to which every character is one of `chars`. */
function skipBack(text: string, at: number, chars: string): number {
  let start = at;
  while (start > 0 && chars.includes(text[start - 1]!)) start--;
  return start;
}

/** The first place from `at` that is not a space. */
function skipForward(text: string, at: number): number {
  let end = at;
  while (text[end] === ' ') end++;
  return end;
}

/** Whether what is at `at` starts a value: spaces only between it and a line's start or one of ":,[{?-". */
function startsValue(text: string, at: number): boolean {
  const start = skipBack(text, at, ' ');
  return atLineStart(text, start) || ':,[{?-'.includes(text[start - 1]!);
}

/** Whether the data read has no key "null": the quick reader names a null key (`: x`, `~: x`) so, where yaml names it "". */
function hasNoNullKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every(hasNoNullKey);
  return Object.entries(value).every(([key, item]) => key !== 'null' && hasNoNullKey(item));
}

/**
 * The data of a YAML text read without source positions (several times faster than the full
 * parse, and far less garbage), when it is plainly well-formed: undefined whenever the full parse
 * could find anything to report (a syntax error, a duplicate key, an alias, a comment in text)
 * or read it otherwise; the full parse then reads it and says where. Most files of a site are
 * written plainly, and positions are only ever needed for a problem.
 */
export function quickRead(text: string): { value: unknown } | undefined {
  if (needsFullParse(text)) return undefined;
  let value: unknown;
  try {
    value = load(text, {
      schema: YAML_CORE,
      onWarning: (warning) => {
        throw warning;
      },
    });
  } catch {
    return undefined;
  }
  // An empty text is no document here (undefined) and null to yaml, an empty page to the parse stage.
  return value !== undefined && hasNoNullKey(value) ? { value } : undefined;
}
