import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../shared/collections.ts';
import { messages, type Message } from './messages.ts';
import { collectionOfDataFile, yamlFilesIn } from './page-files.ts';

/**
 * The first line of every YAML file under pages/ names its JSON Schema, for editors without the
 * project's VS Code settings (and for files opened outside the project):
 *   # yaml-language-server: $schema=../../schema/page.schema.json
 * The path is relative to the file, so it depends on the folder depth and on what the file is.
 * The schema/ folder sits beside pages/.
 */

export const PAGE_SCHEMA = 'page.schema.json';
export const SITE_SCHEMA = 'site.schema.json';
export const dataSchemaFile = (collection: string) => `data-${collection}.schema.json`;

const SCHEMA_LINE_PREFIX = '# yaml-language-server: $schema=';
/** What yaml-language-server reads as a schema line (its own rule, so we agree on what counts). */
const MODELINE = /^#\s+(?:yaml-language-server\s*:|\$schema:)/;
const MODELINE_SCHEMA = /\$schema(?:=|:[^\S\r\n]*)(\S+)/;

interface SchemaChoice {
  file: string;
  /** How messages name the schema. */
  name: string;
}

/** The schema a file under pages/ is written against; none for a data file of an unknown collection. */
function schemaFor(relativeFile: string): SchemaChoice | undefined {
  if (relativeFile === '_site.yaml') return { file: SITE_SCHEMA, name: 'the site settings schema' };
  if (relativeFile.startsWith('_data/')) {
    const collection = collectionOfDataFile(relativeFile);
    if (collection === undefined || !Object.hasOwn(collections, collection)) return undefined;
    return { file: dataSchemaFile(collection), name: `the ${collection} schema` };
  }
  return { file: PAGE_SCHEMA, name: 'the page schema' };
}

/** The schema path the first line of a file should name, relative to the file. */
function expectedSchemaPath(relativeFile: string, schema: SchemaChoice): string {
  const depth = relativeFile.split('/').length - 1;
  return `${'../'.repeat(depth + 1)}schema/${schema.file}`;
}

/** The first line a file should have, or undefined when no schema applies to it. */
export function expectedSchemaLine(relativeFile: string): string | undefined {
  const file = toPosix(relativeFile);
  const schema = schemaFor(file);
  return schema && SCHEMA_LINE_PREFIX + expectedSchemaPath(file, schema);
}

const toPosix = (file: string) => file.split(path.sep).join('/');

interface FirstLine {
  /** Text before the first line, kept as it is (a byte order mark). */
  bom: string;
  line: string;
  /** The rest of the file, starting with the first line's line break. */
  rest: string;
}

function splitFirstLine(text: string): FirstLine {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  const end = body.search(/\r?\n/);
  return end < 0 ? { bom, line: body, rest: '' } : { bom, line: body.slice(0, end), rest: body.slice(end) };
}

/**
 * A warning when the first line of a file under pages/ (relativeFile, e.g. "services/seo-aeo.yaml")
 * does not name its JSON Schema at the right relative path: without it, editors silently lose
 * completion and inline errors for that file.
 */
export function schemaLineProblem(relativeFile: string, text: string): { line: number; col: number; message: Message } | undefined {
  const file = toPosix(relativeFile);
  const schema = schemaFor(file);
  if (!schema) return undefined;
  const expectedPath = expectedSchemaPath(file, schema);
  const expectedLine = `${SCHEMA_LINE_PREFIX}${expectedPath}`;
  const { line } = splitFirstLine(text);
  if (!MODELINE.test(line)) return { line: 1, col: 1, message: messages.schemaLineMissing(schema.name, expectedLine) };
  const found = MODELINE_SCHEMA.exec(line);
  if (found?.[1] === expectedPath) return undefined;
  return {
    line: 1,
    col: found ? found.index + found[0].length - found[1]!.length + 1 : 1,
    message: found ? messages.schemaLineWrong(found[1]!, schema.name, expectedPath, expectedLine) : messages.schemaLineEmpty(expectedLine),
  };
}

/** The text with its first line set to the right schema line; everything else is kept byte for byte. */
export function withSchemaLine(relativeFile: string, text: string): string {
  const expected = expectedSchemaLine(relativeFile);
  if (expected === undefined || schemaLineProblem(relativeFile, text) === undefined) return text;
  const { bom, line, rest } = splitFirstLine(text);
  if (MODELINE.test(line)) return bom + expected + rest;
  const lineBreak = /\r\n/.exec(text)?.[0] ?? '\n';
  return bom + expected + lineBreak + line + rest;
}

// Keeps a byte order mark in the text, so writing the text back gives the same bytes.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * npm run schema -- --fix: writes the right first line into every YAML file under pagesDir.
 * A file that is not UTF-8 is left alone (rewriting it would change its other bytes); validate
 * names its encoding.
 */
export function fixSchemaLines(pagesDir: string): { changed: string[]; notUtf8: string[] } {
  const changed: string[] = [];
  const notUtf8: string[] = [];
  for (const name of yamlFilesIn(pagesDir)) {
    const file = path.join(pagesDir, name);
    let text: string;
    try {
      text = utf8.decode(readFileSync(file));
    } catch {
      notUtf8.push(name);
      continue;
    }
    const fixed = withSchemaLine(name, text);
    if (fixed !== text) {
      writeFileSync(file, fixed);
      changed.push(name);
    }
  }
  return { changed, notUtf8 };
}
