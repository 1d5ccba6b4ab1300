import { isPair, isScalar, isSeq, visit, type Node, type YAMLError } from 'yaml';
import { formatWhere } from '../issues.ts';
import { schemaLineProblem } from '../schema-line.ts';
import { messages, type Message } from '../messages.ts';
import type { Problems } from '../problems.ts';
import { quickRead } from '../yaml-quick-read.ts';
import { stringsOfTheirOwn } from '../own-strings.ts';
import { YamlSource } from '../yaml-source.ts';
import type { ContentFile } from './read.ts';

export interface ParsedFile {
  /** Inside pages/: "services/seo-aeo.yaml". */
  name: string;
  source: YamlSource;
  /** The document as data; undefined when its YAML could not be read. Kept data is read back on first use. */
  value?: unknown;
  /** What the links and the lint stage read of the document as written. */
  outline: Outline;
  /** What the validate stage made of this same text last time, when it found nothing wrong (read when asked for). */
  checked?: () => unknown;
  /** What the resolve stage made of this same text last time, when it found nothing wrong, with what that depended on. */
  resolved?: KeptResolved;
  /** Keeps what the validate stage made of this text, when it found nothing wrong, for next time. */
  keepChecked?: (checked: unknown) => void;
  /** Keeps (or, with undefined, forgets) what the resolve stage made of this text, for next time; gives the hash it is kept by. */
  keepResolved?: (resolved: { facts: unknown; blocks: unknown } | undefined) => string | undefined;
}

/** A page as the resolve stage made it in an earlier build: its small facts at once, its blocks when asked for. */
export interface KeptResolved {
  facts: unknown;
  blocks: () => unknown;
  /** A hash of the whole result (facts and blocks): two kept results with the same hash are the same. */
  hash: string;
}

/**
 * What is read of a document as written, valid or not, by the stages that run whatever errors
 * it has (links to it, the lint rules about a page as a whole): small, so it is kept with the
 * text and a kept page's data is never read for it.
 */
export interface Outline {
  /** The page's title and description, when they are text. */
  title?: string;
  description?: string;
  /** Each block's type as written (null where it is not text); undefined when "blocks" is not a list. */
  blockTypes?: (string | null)[];
  /** The anchors its blocks declare. */
  anchors: string[];
  /** Whether it has a "paths" field, and the text values of that list. */
  hasPaths: boolean;
  paths: string[];
}

/** A YAML mapping (not a list, not a scalar, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outline of a document's data (an empty one for anything but a mapping). */
export function outlineOf(value: unknown): Outline {
  const raw = isRecord(value) ? value : {};
  const blocks = Array.isArray(raw.blocks) ? (raw.blocks as unknown[]) : undefined;
  const field = (block: unknown, key: string) => (isRecord(block) && typeof block[key] === 'string' ? (block[key] as string) : null);
  return {
    ...(typeof raw.title === 'string' && { title: raw.title }),
    ...(typeof raw.description === 'string' && { description: raw.description }),
    ...(blocks && { blockTypes: blocks.map((block) => field(block, 'type')) }),
    anchors: (blocks ?? []).flatMap((block) => field(block, 'anchor') ?? []),
    hasPaths: raw.paths !== undefined,
    paths: Array.isArray(raw.paths) ? raw.paths.filter((path): path is string => typeof path === 'string') : [],
  };
}

/**
 * The data of documents that parsed without any problem, by a key of their text, kept between
 * compiles: such a text reads to the same data and the same (no) problems again. A page whose
 * every part also passed its schema keeps the validated result: the schemas are part of the
 * compiler the cache belongs to, so the same text validates to the same result again. A page that
 * also resolved without a problem keeps the resolved result with what it depended on (links,
 * images, shared items), which the next compile checks before using it.
 */
export interface ParsedTexts {
  /** The key of a text (a hash of it); `name` (inside pages/) is the file it was read from, if any. */
  keyOf(text: string, name?: string): string;
  /** A file the cache knows unchanged since it was last read: the key and first line of its text (see KnownFiles). */
  unchangedFile?(name: string, fullPath: string): { key: string; firstLine: string } | undefined;
  get(key: string): { value: () => unknown; outline: Outline; checked?: () => unknown; resolved?: KeptResolved } | undefined;
  set(key: string, value: unknown, outline: Outline): void;
  setChecked(key: string, checked: unknown): void;
  setResolved(key: string, resolved: { facts: unknown; blocks: unknown } | undefined): string | undefined;
}

/**
 * The parse stage: a plainly written text is read quickly, without source positions (see
 * quickRead), and any other with them. Syntax errors are reported at the line that
 * causes them (the opening quote or bracket, the over-indented line), not where the parser
 * gave up; aliases, stray comments and pasted non-breaking spaces are caught here too.
 */
export function parseContent(files: readonly ContentFile[], problems: Problems, options: { schemaLines: boolean; parsedTexts?: ParsedTexts }): ParsedFile[] {
  const cache = options.parsedTexts;
  return files.map(({ name, file, text, kept }) => {
    const source = new YamlSource(file, kept?.text ?? text ?? '');
    if (text === undefined && !kept) return { name, source, outline: outlineOf(undefined) };
    const schemaLine = options.schemaLines ? schemaLineProblem(name, kept?.firstLine ?? text!) : undefined;
    if (schemaLine) problems.inFile(file, schemaLine.message, { line: schemaLine.line, col: schemaLine.col, where: '(first line)', severity: 'warning' });
    const key = kept?.key ?? cache?.keyOf(text!, name);
    const keepChecked = cache && ((checked: unknown) => cache.setChecked(key!, checked));
    const keepResolved = cache && ((resolved: { facts: unknown; blocks: unknown } | undefined) => cache.setResolved(key!, resolved));
    const known = key === undefined ? undefined : cache?.get(key);
    if (known) {
      // A page kept resolved is never read again as written unless what it depended on changed:
      // its data is read back on first use (an accessor of the object as made: at 10,000 pages,
      // defining one on each object afterwards was a tenth of a compile's own time).
      let value: { data: unknown } | undefined;
      return {
        name,
        source,
        outline: known.outline,
        checked: known.checked,
        resolved: known.resolved,
        keepChecked,
        keepResolved,
        get value() {
          return (value ??= { data: known.value() }).data;
        },
        set value(data) {
          value = { data };
        },
      };
    }
    const problemsBefore = problems.size;
    const readable = checkIndentation(source, problems);
    const read = (readable && quickRead(source.text)) || readWithPositions(source, problems, readable);
    if (!read) return { name, source, outline: outlineOf(undefined) };
    const data = stringsOfTheirOwn(read.value, source.text);
    const outline = outlineOf(data);
    if (problems.size !== problemsBefore) return { name, source, value: data, outline };
    if (key !== undefined) cache?.set(key, data, outline);
    return { name, source, value: data, outline, keepChecked, keepResolved };
  });
}

/**
 * The document read with its source positions, its problems reported where they are: what
 * parseContent does with a text the quick reader leaves to it. Undefined when it cannot be read.
 */
export function readWithPositions(source: YamlSource, problems: Problems, indentationReadable = true): { value: unknown } | undefined {
  const file = source.file;
  let readable = indentationReadable;
  for (const error of source.doc.errors) {
    if (error.code === 'DUPLICATE_KEY') {
      // Reported at the second key; the document is still read (its last value counts).
      const lineEnd = source.text.indexOf('\n', error.pos[0]);
      const duplicate = /^\s*(?:-\s+)?([^:]+):/.exec(source.text.slice(error.pos[0], lineEnd < 0 ? undefined : lineEnd))?.[1] ?? '';
      problems.inFile(file, messages.duplicateKey(duplicate.trim()), { ...source.position(error.pos[0]), where: '(YAML)' });
      continue;
    }
    readable = false;
    const { message, offset } = explainSyntax(source, error);
    problems.inFile(file, message, { ...source.position(offset), where: '(YAML syntax)' });
    // Everything after an unclosed quote or bracket is misread: its errors are consequences.
    if (message.code === 'yaml-unclosed-quote' || message.code === 'yaml-unclosed-bracket') break;
  }
  if (!readable) return undefined;
  const read = readWithAliases(source, problems);
  if (read) warnCommentsInText(source, problems);
  return read;
}

/** The spaces that look like a space but are text to YAML. */
const NON_BREAKING = /[\u00a0\u2007\u202f]/;

/** Non-breaking spaces before a key look like indentation but are text to YAML. */
function checkIndentation(source: YamlSource, problems: Problems): boolean {
  // Most texts hold none: one scan tells, without splitting every text into lines.
  if (!NON_BREAKING.test(source.text)) return true;
  let offset = 0;
  let clean = true;
  for (const line of source.text.split('\n')) {
    const indent = /^[ \t\u00a0\u2007\u202f]*/.exec(line)![0];
    const at = indent.search(NON_BREAKING);
    if (at >= 0) {
      problems.inFile(source.file, messages.nbspIndent(), { ...source.position(offset + at), where: '(YAML syntax)' });
      clean = false;
    }
    offset += line.length + 1;
  }
  return clean;
}

function explainSyntax(source: YamlSource, error: YAMLError): { message: Message; offset: number } {
  const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const offset = error.pos[0];
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return { message: messages.tabIndent(), offset };
    case 'MULTIPLE_DOCS':
      return { message: messages.frontMatter(), offset: source.text.indexOf('---') >= 0 ? source.text.indexOf('---') : offset };
    case 'MISSING_CHAR': {
      const quote = /closing "quote/.test(detail) ? '"' : /closing 'quote/.test(detail) ? "'" : undefined;
      const opening = quote ? lastOpening(source.text, offset, quote) : undefined;
      if (quote && opening !== undefined) return { message: messages.unclosedQuote(quote), offset: opening };
      break;
    }
    case 'BAD_INDENT':
    case 'UNEXPECTED_TOKEN': {
      const bracket = /Flow (sequence|mapping)/.exec(detail);
      if (bracket) {
        const [open, close] = bracket[1] === 'sequence' ? ['[', ']'] : ['{', '}'];
        const opening = lastUnclosed(source.text, offset, open!, close!);
        if (opening !== undefined) return { message: messages.unclosedBracket(open!, close!), offset: opening };
      }
      break;
    }
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const next = nextDeeperLine(source.text, offset);
      if (next !== undefined) return { message: messages.overIndented(), offset: next };
      break;
    }
  }
  return { message: messages.syntax(detail), offset };
}

/** Start of the line holding the quote that opens the value the parser could not close. */
function lastOpening(text: string, before: number, quote: string): number | undefined {
  const lines = text.slice(0, before).split('\n');
  let offset = before;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]!;
    offset -= line.length + (index === lines.length - 1 ? 0 : 1);
    const value = /^\s*(?:-\s+)?(?:[^\s#"'][^:#]*:\s+)?(["'])/.exec(line);
    if (value?.[1] === quote && count(line, quote) % 2 === 1) return offset + line.indexOf(quote, value.index + value[0].length - 1);
  }
  return undefined;
}

/** The last bracket before the error that is not closed on its own line. */
function lastUnclosed(text: string, before: number, open: string, close: string): number | undefined {
  const lines = text.slice(0, before).split('\n');
  let offset = before;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]!;
    offset -= line.length + (index === lines.length - 1 ? 0 : 1);
    const at = line.lastIndexOf(open);
    if (at >= 0 && count(line, open) > count(line, close)) return offset + at;
  }
  return undefined;
}

/** The first following line indented further than the line at offset: the one out of place. */
function nextDeeperLine(text: string, offset: number): number | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = /^ */.exec(text.slice(lineStart))![0].length;
  let start = text.indexOf('\n', offset);
  while (start >= 0) {
    const line = text.slice(start + 1, text.indexOf('\n', start + 1) < 0 ? undefined : text.indexOf('\n', start + 1));
    if (line.trim() && !line.trim().startsWith('#')) {
      const deeper = /^ */.exec(line)![0].length;
      return deeper > indent ? start + 1 + deeper : undefined;
    }
    start = text.indexOf('\n', start + 1);
  }
  return undefined;
}

const count = (line: string, char: string) => line.split(char).length - 1;

/**
 * The document as data, once its aliases are known to be sound: unresolved aliases ("*New*",
 * meant as emphasis) and alias bombs are reported at the alias instead.
 */
function readWithAliases(source: YamlSource, problems: Problems): { value: unknown } | undefined {
  let ok = true;
  visit(source.doc, {
    Alias(_, alias) {
      if (alias.resolve(source.doc)) return;
      ok = false;
      const written = alias.range ? source.text.slice(alias.range[0], alias.range[1]).trim() : `*${alias.source}`;
      const message = /^\*\S*\*$/.test(written) || /\*$/.test(alias.source) ? messages.aliasAsText(written) : messages.unresolvedAlias(alias.source);
      problems.inFile(source.file, message, { ...source.position(alias.range?.[0] ?? 0), where: '(YAML syntax)' });
    },
  });
  if (!ok) return undefined;
  try {
    return { value: source.toJS() };
  } catch {
    let first = 0;
    visit(source.doc, {
      Alias(_, alias) {
        first = alias.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    problems.inFile(source.file, messages.aliasBomb(), { ...source.position(first), where: '(YAML syntax)' });
    return undefined;
  }
}

/**
 * "heading: We Rank #1 in Tulsa" is "We Rank" plus a comment to YAML. A "#" that follows a plain
 * (unquoted) value and runs straight into text ("#1", "#pricing") is meant as text: warn. A
 * comment written as one ("# note") is left alone.
 */
function warnCommentsInText(source: YamlSource, problems: Problems) {
  visit(source.doc, {
    Scalar(_, scalar, ancestors) {
      if (scalar.type !== 'PLAIN' || !scalar.range || typeof scalar.value !== 'string') return;
      const end = scalar.range[1];
      const lineEnd = source.text.indexOf('\n', end);
      const hash = /^[ \t]+(#\S.*)$/.exec(source.text.slice(end, lineEnd < 0 ? undefined : lineEnd));
      if (!hash) return;
      const where = formatWhere(docPathOf(ancestors, scalar));
      problems.inFile(source.file, messages.commentInText(scalar.value, hash[1]!.trimEnd()), {
        ...source.position(scalar.range[0]),
        where,
        severity: 'warning',
      });
    },
  });
}

/** The document path of a node from the ancestors yaml's visitor passes. */
function docPathOf(ancestors: readonly unknown[], node: Node): (string | number)[] {
  const path: (string | number)[] = [];
  const chain = [...ancestors, node];
  chain.forEach((item, index) => {
    const child = chain[index + 1];
    if (isPair(item) && isScalar(item.key) && child === item.value) path.push(String(item.key.value));
    else if (isSeq(item) && child) path.push(item.items.indexOf(child as never));
  });
  return path;
}
