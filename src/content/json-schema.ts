import { z } from 'zod';
import { collectionSchema, collections, type CollectionName } from './collections.ts';
import { pageSchema } from './page-schema.ts';
import { siteSchema } from './site-schema.ts';

/**
 * JSON Schema files for editors (autocomplete, inline errors) and for the ajv cross-check.
 * Generated from the zod schemas, input side, so they describe what authors write.
 */
export function jsonSchemas(): Record<string, object> {
  const toJson = (schema: z.ZodType, id: string) => ({
    ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }),
    $id: id,
  });
  const files: Record<string, object> = {
    'page.schema.json': toJson(pageSchema, 'page.schema.json'),
    'site.schema.json': toJson(siteSchema, 'site.schema.json'),
  };
  for (const name of Object.keys(collections) as CollectionName[]) {
    files[`data-${name}.schema.json`] = toJson(collectionSchema(name), `data-${name}.schema.json`);
  }
  return files;
}

export const serialize = (schema: object) => JSON.stringify(schema, null, 2) + '\n';
