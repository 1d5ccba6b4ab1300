import type { z } from 'zod';
import { didYouMean } from './suggest.ts';
import { messages, type Message } from './messages.ts';
import { descriptionOf, fieldNames, schemaAt } from './schema-walk.ts';

type Path = (string | number)[];

export interface Finding {
  /** Path into the document where the problem is. */
  path: Path;
  /** Point at the key of the field rather than its value. */
  atKey?: boolean;
  message: Message;
}

function typeName(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${value.length > 30 ? value.slice(0, 30) + '…' : value}"`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const expectedName: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented "key: value" lines)',
};

function hintFor(schema: z.ZodType, path: Path): string {
  const description = descriptionOf(schemaAt(schema, path));
  return description ? ` ${description}` : '';
}

/**
 * Issues without a message of ours get this one from the parse (zod's own error customisation),
 * so a message written for editors in a schema is told apart without reading zod's English.
 */
export const UNWRITTEN = '\u0000unwritten';

/** Parses with every schema message of ours kept and every other one marked for explainIssues. */
export function parseForEditors<S extends z.ZodType>(schema: S, value: unknown) {
  return schema.safeParse(value, { reportInput: true, error: () => UNWRITTEN });
}

/**
 * Turns zod's issues into messages that say what is wrong and what to do. The schema is used
 * to name the allowed fields and to quote the field's own description as the fix.
 */
export function explainIssues(schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): Finding[] {
  const findings: Finding[] = [];
  for (const issue of issues) {
    const path = issue.path as Path;
    const field = path[path.length - 1];
    const input = (issue as { input?: unknown }).input;
    if (issue.message !== UNWRITTEN) {
      // A rule written for editors in the schema (fields.ts, block schemas): it says what to do.
      findings.push({ path, message: messages.rule(issue.message) });
      continue;
    }
    switch (issue.code) {
      case 'unrecognized_keys': {
        const allowed = fieldNames(schemaAt(schema, path)).filter((name) => name !== 'type');
        for (const key of issue.keys)
          findings.push({ path: [...path, key], atKey: true, message: messages.unknownField(key, didYouMean(key, allowed), allowed) });
        break;
      }
      case 'invalid_type':
        findings.push({
          path,
          message:
            input === undefined
              ? messages.missingField(String(field), hintFor(schema, path))
              : messages.wrongType(expectedName[issue.expected] ?? issue.expected, typeName(input), hintFor(schema, path)),
        });
        break;
      case 'too_small': {
        const min = Number(issue.minimum);
        const message =
          issue.origin === 'array'
            ? messages.tooFewItems(min, hintFor(schema, path))
            : issue.origin === 'string'
              ? messages.tooShort(min)
              : messages.tooSmall(min);
        findings.push({ path, message, atKey: issue.origin === 'array' });
        break;
      }
      case 'too_big': {
        const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : '';
        findings.push({ path, message: messages.tooMany(Number(issue.maximum), unit), atKey: issue.origin === 'array' });
        break;
      }
      case 'invalid_value': {
        const options = issue.values.map(String);
        findings.push({
          path,
          message: messages.notAllowed(capitalize(typeName(input)), options, typeof input === 'string' ? didYouMean(input, options) : ''),
        });
        break;
      }
      case 'invalid_key': {
        // A record key (a shared item's id): point at the key itself, with the key's own rule.
        const rule = (issue as { issues?: { message: string }[] }).issues?.find((inner) => inner.message !== UNWRITTEN)?.message;
        findings.push({ path, atKey: true, message: rule ? messages.badId(String(input), rule) : messages.badId(String(input)) });
        break;
      }
      case 'invalid_format':
        findings.push({ path, message: messages.badFormat(issue.format, hintFor(schema, path), (issue as { pattern?: string }).pattern === '^https$') });
        break;
      default:
        findings.push({ path, message: messages.noForm(hintFor(schema, path)) });
    }
  }
  return findings;
}

/** "blocks[3] (faq) › items[1].answer": where a problem is, readable by a content editor. */
export function formatWhere(path: Path, blockTypeAt?: (index: number) => string | undefined): string {
  if (path.length === 0) return '(document)';
  const parts: string[] = [];
  let rest = path;
  if (path[0] === 'blocks' && typeof path[1] === 'number') {
    const type = blockTypeAt?.(path[1]);
    parts.push(`blocks[${path[1]}]${type ? ` (${type})` : ''}`);
    rest = path.slice(2);
    if (rest.length === 0) return parts[0]!;
  }
  const tail = rest.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
  parts.push(tail);
  return parts.join(' › ');
}
