import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isNode, parseDocument } from 'yaml';
import { blocks } from '../../blocks/index.ts';
import type { FieldKind } from '../../src/shared/fields.ts';
import { pageShellSchema } from '../../src/content/page-schema.ts';
import { visitKinds } from '../../src/content/schema-walk.ts';
import { siteSchema } from '../../src/shared/site-schema.ts';
import { YamlSource } from '../../src/content/yaml-source.ts';

type Schema = Parameters<typeof visitKinds>[0];
export type ContentField = { file: string; path: (string | number)[]; kind: FieldKind['kind'] };

const blockSchemas = new Map<string, Schema>(blocks.map((block) => [block.type, block.schema]));

/** A copy of the project's pages and public files under `dir`, for a test to alter and build. */
export function copySite(dir: string): string {
  const pagesDir = path.join(dir, 'pages');
  cpSync('pages', pagesDir, { recursive: true });
  cpSync('public', path.join(dir, 'public'), { recursive: true });
  return pagesDir;
}

/**
 * Every field of every page (its own fields and each block's) and of the settings, with its
 * kind, found through the schemas: nothing is matched by field name.
 */
export function fieldsOf(pagesDir: string): ContentField[] {
  const fields: ContentField[] = [];
  const files = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.yaml') && !name.startsWith('_data'));
  for (const name of files) {
    const data = new YamlSource(name, readFileSync(path.join(pagesDir, name), 'utf8')).toJS() as { blocks?: { type: string }[] };
    const collect = (schema: Schema, value: unknown, prefix: (string | number)[]) =>
      visitKinds(schema, schema.parse(value), ({ kind, path: fieldPath }) => fields.push({ file: name, path: [...prefix, ...fieldPath], kind: kind.kind }));
    if (name === '_site.yaml') {
      collect(siteSchema, data, []);
    } else {
      collect(pageShellSchema, { ...data, blocks: [null] }, []);
      data.blocks?.forEach((block, index) => collect(blockSchemas.get(block.type)!, block, ['blocks', index]));
    }
  }
  return fields;
}

/** Rewrites each field in its YAML file with `change(current value, field)`, keeping the rest of the file. */
export function rewriteFields(pagesDir: string, fields: ContentField[], change: (value: unknown, field: ContentField) => unknown) {
  const byFile = new Map<string, ContentField[]>();
  for (const field of fields) byFile.set(field.file, [...(byFile.get(field.file) ?? []), field]);
  for (const [file, list] of byFile) {
    const doc = parseDocument(readFileSync(path.join(pagesDir, file), 'utf8'));
    for (const field of list) {
      const current = doc.getIn(field.path);
      doc.setIn(field.path, change(isNode(current) ? current.toJSON() : current, field));
    }
    writeFileSync(path.join(pagesDir, file), doc.toString());
  }
}
