/** npm run schema: write schema/*.json from the zod schemas. Never edit those files by hand. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemas, serialize } from '../src/content/json-schema.ts';

const dir = path.join(process.cwd(), 'schema');
mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(path.join(dir, name), serialize(schema));
  console.log(`schema/${name}`);
}
