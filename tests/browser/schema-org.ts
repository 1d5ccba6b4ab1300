import path from 'node:path';
import ts from 'typescript';

/**
 * Checks JSON-LD nodes against the schema.org vocabulary as schema-dts types it: every @type
 * must be a schema.org type and every property one that type (or a parent type) has, with a
 * value of an accepted kind, nested nodes included. Each node is type-checked as an object
 * literal of its own @type, so TypeScript's excess-property check catches unknown properties
 * (checking against the union of all types would be many times slower).
 * (No package on the npm registry ships the schema.org vocabulary file itself.)
 */
export function schemaOrgProblems(nodes: readonly unknown[]): string[] {
  const file = path.resolve('tests/browser/__json-ld-check.ts');
  const declarations = nodes.map((node, index) => {
    const type = String((node as { '@type'?: unknown })['@type']);
    // A type name schema-dts does not export is reported as a missing member: an unknown type.
    const typeName = /^[A-Z]\w*$/.test(type) ? type : 'UnknownType';
    return `export const node${index}: WithContext<Exclude<schema.${typeName}, string>> = ${JSON.stringify(node, null, 1)};`;
  });
  const source = `import type * as schema from 'schema-dts';\nimport type { WithContext } from 'schema-dts';\n${declarations.join('\n')}\n`;
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === file ? source : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
    const line = where ? source.split('\n')[where.line]?.trim() : '';
    return `${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0]} (at ${line})`;
  });
}
