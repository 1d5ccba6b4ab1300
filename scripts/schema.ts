/**
 * npm run schema: write schema/*.json from the zod schemas and the content (link targets, ids).
 * Never edit those files by hand. `npm run schema -- --fix` also writes the schema line at the
 * top of every YAML file under pages/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemas, serialize } from '../src/content/json-schema.ts';
import { readSchemaContent } from '../src/content/schema-content.ts';
import { yamlFilesIn } from '../src/content/page-files.ts';
import { fixSchemaLines, schemaLineProblem } from '../src/content/schema-line.ts';

const root = process.cwd();
const pagesDir = path.join(root, 'pages');
const dir = path.join(root, 'schema');
mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas(readSchemaContent(pagesDir)))) {
  writeFileSync(path.join(dir, name), serialize(schema));
  console.log(`schema/${name}`);
}

if (process.argv.includes('--fix')) {
  const { changed, notUtf8 } = fixSchemaLines(pagesDir);
  for (const name of changed) console.log(`pages/${name}: first line set`);
  for (const name of notUtf8) console.log(`pages/${name}: not UTF-8, left alone (save it as UTF-8, then run this again)`);
} else {
  const wrong = yamlFilesIn(pagesDir).filter((name) => schemaLineProblem(name, readFileSync(path.join(pagesDir, name), 'utf8')));
  if (wrong.length > 0) {
    console.log(
      `${wrong.length} file${wrong.length === 1 ? '' : 's'} under pages/ lack the right schema line (${wrong.join(', ')}): run npm run schema -- --fix.`,
    );
  }
}
