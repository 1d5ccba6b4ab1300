import { z } from 'zod';
import { blockSnippet, snippetText, type Snippet } from './block-snippets.ts';
import { collectionSchema, collections, type CollectionName } from '../shared/collections.ts';
import { fieldKinds } from '../shared/fields.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fullTitle, TITLE_MAX } from '../shared/search-limits.ts';
import { pageSchema } from './page-schema.ts';
import type { SchemaContent } from './schema-content.ts';
import { dataSchemaFile, PAGE_SCHEMA, SITE_SCHEMA } from './schema-line.ts';
import { siteSchema } from '../shared/site-schema.ts';

/** The parts of a JSON Schema node we read or add (yaml-language-server's extensions included). */
export interface JsonSchemaNode {
  type?: string;
  title?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  allOf?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  /** Shown by yaml-language-server instead of the raw pattern when a value does not match it or its format. */
  patternErrorMessage?: string;
  /** yaml-language-server's completions for the value (whole blocks, link targets). */
  defaultSnippets?: Snippet[];
}

/** The zod internals we read: a string's format checks and the messages given to them. */
interface FormatCheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
  checks?: { _zod: { def: FormatCheckDef } }[];
}
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as FormatCheckDef;

/**
 * The message zod itself gives when a value fails a format check, from the check's own error
 * customisation (asked with the issue zod would raise), so editor and validate say the same.
 */
function formatMessage(def: FormatCheckDef): string | undefined {
  const result = def.error?.({ origin: 'string', code: 'invalid_format', format: def.format, pattern: def.pattern?.toString(), input: '', path: [] });
  if (typeof result === 'string') return result;
  const message = (result as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Editor messages for the patterns and format of a string schema (z.email() and z.iso.date() are format checks themselves). */
function addFormatMessages(schema: z.core.$ZodType, json: JsonSchemaNode) {
  const def = defOf(schema);
  const checks = [def, ...(def.checks ?? []).map((check) => check._zod.def)].filter((check) => check.check === 'string_format');
  const byPattern = (node: JsonSchemaNode) => checks.find((check) => check.pattern?.source === node.pattern);
  const own = def.check === 'string_format' ? def : undefined;
  const rule = (json.pattern !== undefined ? byPattern(json) : undefined) ?? (json.format !== undefined ? own : undefined);
  const message = rule && formatMessage(rule);
  if (message) json.patternErrorMessage = message;
  for (const part of json.allOf ?? []) {
    const partRule = part.pattern !== undefined ? byPattern(part) : undefined;
    const partMessage = partRule && formatMessage(partRule);
    if (partMessage) part.patternErrorMessage = partMessage;
  }
}

/**
 * JSON Schema files for editors (autocomplete, hover, inline errors) and for the ajv cross-check.
 * Generated from the zod schemas, input side, so they describe what authors write; the content
 * adds what editors pick from: link targets, shared ids, and the length the title may have.
 */
export function jsonSchemas(content: SchemaContent): Record<string, object> {
  const toJson = (schema: z.ZodType, id: string) => ({
    ...(z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-2020-12',
      override: ({ zodSchema, jsonSchema }) => {
        const json = jsonSchema as JsonSchemaNode;
        if (json.type === 'string') addFormatMessages(zodSchema, json);
        const kind = fieldKinds.get(zodSchema as unknown as z.ZodType);
        // Routes are offered as completions only: links also take external URLs, mailto:, tel: and
        // #anchors, and unlike examples or an enum, snippets do not fill every hover with the list.
        if (kind?.kind === 'link') {
          json.defaultSnippets = [...content.routes, '@booking'].map((target) => ({ label: target, body: snippetText(target) }));
        }
        const ids = kind?.kind === 'ref' ? content.ids[kind.collection] : undefined;
        if (ids?.length) json.enum = ids;
      },
    }) as JsonSchemaNode),
    $id: id,
  });

  const page = toJson(pageSchema, PAGE_SCHEMA);
  addPageLimits(page, content);
  for (const branch of page.properties!.blocks!.items!.oneOf!) {
    const type = branch.properties!.type!.const as string;
    branch.title = type;
    branch.defaultSnippets = [blockSnippet(type, branch)];
  }
  const files: Record<string, object> = {
    [PAGE_SCHEMA]: page,
    [SITE_SCHEMA]: toJson(siteSchema, SITE_SCHEMA),
  };
  for (const name of Object.keys(collections) as CollectionName[]) {
    files[dataSchemaFile(name)] = toJson(collectionSchema(name), dataSchemaFile(name));
  }
  return files;
}

/** The search-result limits the lint checks on every build, so the editor flags them while typing. */
function addPageLimits(page: JsonSchemaNode, content: SchemaContent) {
  const { title, description } = page.properties!;
  if (content.brand !== undefined) title!.maxLength = TITLE_MAX - fullTitle('', content.brand).length;
  description!.minLength = DESCRIPTION_MIN;
  description!.maxLength = DESCRIPTION_MAX;
}

export const serialize = (schema: object) => JSON.stringify(schema, null, 2) + '\n';
