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
 */
const NEEDS_FULL_PARSE = /\t|[ ]#\S|(?:^|[:,[{?-])[ ]*(?:!|[&*][^\s,[\]{}])|<<|^[ -]*\?[ ]|[\]}][ ]*:|^%|^[ ]*(?:---|\.\.\.)|\\\r?$|^[^\n]{1025}/m;

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
  if (NEEDS_FULL_PARSE.test(text)) return undefined;
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
