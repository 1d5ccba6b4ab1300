import type { z } from 'zod';
import { didYouMean } from '../lib/suggest.ts';
import { descriptionOf, fieldNames, schemaAt } from './schema-walk.ts';

type Path = (string | number)[];

export interface Finding {
  /** Path into the document where the problem is. */
  path: Path;
  /** Point at the key of the field rather than its value. */
  atKey?: boolean;
  message: string;
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
 * Turns zod's issues into messages that say what is wrong and what to do. The schema is used
 * to name the allowed fields and to quote the field's own description as the fix.
 */
export function explainIssues(schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): Finding[] {
  const findings: Finding[] = [];
  for (const issue of issues) {
    const path = issue.path as Path;
    const field = path[path.length - 1];
    switch (issue.code) {
      case 'unrecognized_keys': {
        const allowed = fieldNames(schemaAt(schema, path)).filter((name) => name !== 'type');
        for (const key of issue.keys) {
          findings.push({
            path: [...path, key],
            atKey: true,
            message: `Unknown field "${key}".${didYouMean(key, allowed)} Fields allowed here: ${allowed.join(', ')}.`,
          });
        }
        break;
      }
      case 'invalid_type': {
        const input = (issue as { input?: unknown }).input;
        if (input === undefined) {
          findings.push({
            path,
            message: `Missing required field "${String(field)}". Add it:${hintFor(schema, path) || ' see the schema for what it holds.'}`,
          });
        } else {
          const expected = expectedName[issue.expected] ?? issue.expected;
          findings.push({ path, message: `Expected ${expected} but found ${typeName(input)}.${hintFor(schema, path)}` });
        }
        break;
      }
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'array') {
          findings.push({ path, message: `Needs at least ${min} item${min === 1 ? '' : 's'}.${hintFor(schema, path)}` });
        } else if (issue.origin === 'string') {
          findings.push({ path, message: issue.message.startsWith('Too small') ? `Must be at least ${min} characters long.` : issue.message });
        } else {
          findings.push({ path, message: `Must be at least ${min}.` });
        }
        break;
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : '';
        findings.push({ path, message: issue.message.startsWith('Too big') ? `Must be at most ${max}${unit}.` : issue.message });
        break;
      }
      case 'invalid_value': {
        const options = issue.values.map(String);
        const input = (issue as { input?: unknown }).input;
        findings.push({
          path,
          message: `${capitalize(typeName(input))} is not allowed here. Use one of: ${options.join(', ')}.${typeof input === 'string' ? didYouMean(input, options) : ''}`,
        });
        break;
      }
      case 'invalid_union':
        findings.push({ path, message: `Does not match any allowed form.${hintFor(schema, path)}` });
        break;
      default:
        // Format and custom checks carry messages we wrote for authors (see fields.ts).
        findings.push({ path, message: issue.message.replace(/^Invalid (string|input): /, '') });
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
