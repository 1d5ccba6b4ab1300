import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The project's layers, lowest first; README.md ("Layers") explains them. A file may import its
 * own layer and the layers in its `may` list, nothing else: so the compiler never reaches into the
 * browser code, block schemas never import the compiler, and scripts never import tests. Layers
 * that run in the browser may import block schemas for their types only (`import type`): the
 * schemas hold zod, which the browser never downloads.
 */
const layers = {
  shared: { may: [] },
  'block schemas': { may: ['shared'] },
  seo: { may: ['shared'], typesOnly: ['block schemas'] },
  ui: { may: ['shared'] },
  'block components': { may: ['ui', 'shared'], typesOnly: ['block schemas'] },
  app: { may: ['block components', 'seo', 'ui', 'shared'], typesOnly: ['block schemas'] },
  compiler: { may: ['block schemas', 'shared'] },
  server: { may: ['shared'] },
  build: { may: ['compiler', 'app', 'block components', 'block schemas', 'seo', 'ui', 'shared'] },
  scripts: { may: ['build', 'server', 'compiler', 'app', 'block components', 'block schemas', 'seo', 'ui', 'shared'] },
} satisfies Record<string, { may: string[]; typesOnly?: string[] }>;
type Layer = keyof typeof layers;

/** The block registry and what it is made of (definitions, page types, field groups, each block's schema). */
const BLOCK_SCHEMA = /^blocks\/((index|define|shared|page)\.ts|[^/]+\/schema\.ts)$/;

function layerOf(file: string): Layer | undefined {
  if (file.startsWith('tests/')) return undefined;
  if (BLOCK_SCHEMA.test(file)) return 'block schemas';
  if (file.startsWith('blocks/')) return 'block components';
  if (file.startsWith('scripts/')) return 'scripts';
  const folder = file.split('/')[1];
  const bySrcFolder: Record<string, Layer> = { shared: 'shared', seo: 'seo', ui: 'ui', app: 'app', content: 'compiler', server: 'server', build: 'build' };
  if (folder && folder in bySrcFolder) return bySrcFolder[folder];
  // The two entries: the browser's starts the app; the prerender's is bundled into the build's worker.
  if (file === 'src/entry-client.tsx' || file === 'src/virtual-content.d.ts') return 'app';
  if (file === 'src/entry-server.tsx') return 'build';
  return undefined;
}

/** Folders for the cycle check: each top-level folder, src/ one level deeper. */
const folderOf = (file: string) =>
  file.startsWith('src/')
    ? file
        .split('/')
        .slice(0, 2)
        .join('/')
        .replace(/\.tsx?$/, '')
    : file.split('/')[0]!;

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Test code may import anything: unit tests beside their code, and the helpers only they use. */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || ['blocks/test-utils.tsx', 'blocks/derive-fixture.ts'].includes(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every relative import and re-export of a file, static or dynamic, read with TypeScript's own parser. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
    found.push({ from: file, to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text)), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allNamedTypes =
        !clause?.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, Boolean(clause?.isTypeOnly || allNamedTypes));
    } else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What breaks the layer order, one line per import, naming the file and what it imports. */
function layerViolations(imports: readonly Import[]): string[] {
  return imports.flatMap(({ from, to, typeOnly }) => {
    if (isTestCode(from)) return [];
    if (to.startsWith('tests/')) return [`${from} imports ${to}: only tests may import tests/.`];
    const own = layerOf(from);
    const target = layerOf(to);
    if (!own || !target || own === target) return [];
    const rule: { may: string[]; typesOnly?: string[] } = layers[own];
    if (rule.may.includes(target)) return [];
    if (typeOnly && rule.typesOnly?.includes(target)) return [];
    const how = rule.typesOnly?.includes(target) ? ' (types only: write `import type`)' : '';
    return [`${from} imports ${to}: ${own} may not import ${target}${how}.`];
  });
}

/** Cycles between folders, each as the chain of folders with one import that makes each step. */
function folderCycles(imports: readonly Import[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const { from, to } of imports) {
    if (isTestCode(from) || to.startsWith('tests/')) continue;
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${from} → ${to}`);
  }
  const cycles: string[] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    const at = trail.indexOf(folder);
    if (at >= 0) {
      const loop = [...trail.slice(at), folder];
      cycles.push(
        loop
          .slice(1)
          .map((next, index) => edges.get(loop[index]!)!.get(next)!)
          .join(', '),
      );
      return;
    }
    if (done.has(folder)) return;
    for (const next of edges.get(folder)?.keys() ?? []) walk(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of edges.keys()) walk(folder, []);
  return cycles;
}

describe('layers', () => {
  const imports = ['src', 'blocks', 'scripts'].flatMap(sourceFiles).flatMap(importsOf);

  it('reads the imports of every folder', () => {
    const importing = new Set(imports.map((entry) => layerOf(entry.from)));
    expect([...importing].sort()).toEqual(Object.keys(layers).sort());
  });

  it('every import points down the layer order', () => {
    expect(layerViolations(imports)).toEqual([]);
  });

  it('no folder depends on itself through others', () => {
    expect(folderCycles(imports)).toEqual([]);
  });

  it('names the file and the import that break the order', () => {
    const wrong: Import[] = [
      { from: 'src/content/compile.ts', to: 'src/app/App.tsx', typeOnly: false },
      { from: 'src/ui/Img.tsx', to: 'blocks/hero/schema.ts', typeOnly: false },
      { from: 'src/app/start.tsx', to: 'blocks/page.ts', typeOnly: false },
      { from: 'scripts/screenshots.ts', to: 'tests/browser/harness.ts', typeOnly: false },
      { from: 'src/app/start.tsx', to: 'blocks/page.ts', typeOnly: true },
    ];
    expect(layerViolations(wrong)).toEqual([
      'src/content/compile.ts imports src/app/App.tsx: compiler may not import app.',
      'src/ui/Img.tsx imports blocks/hero/schema.ts: ui may not import block schemas.',
      'src/app/start.tsx imports blocks/page.ts: app may not import block schemas (types only: write `import type`).',
      'scripts/screenshots.ts imports tests/browser/harness.ts: only tests may import tests/.',
    ]);
    expect(
      folderCycles([
        { from: 'src/content/compile.ts', to: 'blocks/index.ts', typeOnly: false },
        { from: 'blocks/faq/schema.ts', to: 'src/content/sanitize.ts', typeOnly: false },
      ]),
    ).toEqual(['src/content/compile.ts → blocks/index.ts, blocks/faq/schema.ts → src/content/sanitize.ts']);
  });
});
