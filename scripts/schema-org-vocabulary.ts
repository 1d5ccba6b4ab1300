import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * Writes the copy of the schema.org vocabulary that the structured-data tests check against
 * (tests/fixtures/schema-org-vocabulary.json): every type with its direct parents, its own
 * properties with their expected types, and the members of enumerations. The vocabulary is read
 * from schema-dts, which publishes each schema.org release as TypeScript declarations; run this
 * after upgrading schema-dts and commit the result.
 */
const require = createRequire(import.meta.url);
const packageJson = require.resolve('schema-dts/package.json');
const declarations = path.join(path.dirname(packageJson), 'dist/schema.d.ts');
const source = ts.createSourceFile(declarations, readFileSync(declarations, 'utf8'), ts.ScriptTarget.Latest, false);

interface TypeEntry {
  parents: string[];
  properties: Record<string, string[]>;
  members?: string[];
}
const types: Record<string, TypeEntry> = {};
/** Own properties of each `XBase` interface. */
const bases = new Map<string, Record<string, string[]>>();
/** The base interface each type's `XLeaf` extends (a type without own properties reuses its parent's). */
const leafBase = new Map<string, string>();
const isSchemaName = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name);
const heritage = (node: ts.InterfaceDeclaration) =>
  (node.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.expression.getText(source)));
const unionNames = (type: ts.TypeNode): ts.TypeNode[] => (ts.isUnionTypeNode(type) ? type.types.flatMap(unionNames) : [type]);

for (const statement of source.statements) {
  if (ts.isInterfaceDeclaration(statement)) {
    const name = statement.name.text;
    if (name.endsWith('Leaf')) {
      const base = heritage(statement)[0];
      if (base) leafBase.set(name.slice(0, -'Leaf'.length), base);
    } else if (name.endsWith('Base')) {
      const properties: Record<string, string[]> = {};
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
        const property = member.name.getText(source).replace(/^"|"$/g, '');
        const range = member.type.typeArguments?.[0];
        if (!range) continue;
        properties[property] = unionNames(range)
          .map((type) => type.getText(source))
          .filter((type) => type !== 'IdReference');
      }
      bases.set(name, properties);
    }
  } else if (ts.isTypeAliasDeclaration(statement) && isSchemaName(statement.name.text)) {
    const name = statement.name.text;
    const parts = unionNames(statement.type);
    const members = parts.flatMap((part) =>
      ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal) && !part.literal.text.includes(':') ? [part.literal.text] : [],
    );
    const entry = (types[name] ??= { parents: [], properties: {} });
    if (members.length) entry.members = members;
    for (const part of parts) {
      const sub = part.getText(source);
      if (ts.isTypeReferenceNode(part) && isSchemaName(sub) && sub !== `${name}Leaf`) (types[sub] ??= { parents: [], properties: {} }).parents.push(name);
    }
  }
}

// A type's own properties are those of its own base interface, when it has one.
for (const [name, entry] of Object.entries(types)) {
  const own = bases.get(`${name}Base`);
  if (own && leafBase.get(name) === `${name}Base`) entry.properties = own;
  entry.parents = [...new Set(entry.parents)].sort();
}
// Data types (Text, URL, Number...) stay in the list, under DataType, so the checker knows their names.
const version = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
const out = path.resolve('tests/fixtures/schema-org-vocabulary.json');
writeFileSync(out, `${JSON.stringify({ source: `schema.org vocabulary as published by schema-dts ${version}`, types })}\n`);
console.log(`Wrote ${Object.keys(types).length} schema.org types to ${path.relative(process.cwd(), out)}`);
