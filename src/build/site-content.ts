import { existsSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import { compileContent, type CompileResult } from '../content/compile.ts';
import type { ParsedTexts } from '../content/stages/parse.ts';

/**
 * The project's content compiled with the project's block registry (pages/ and public/ under
 * root). The first line of each file is checked where the schema/ folder it names sits beside pages/.
 */
export function compileSiteContent(options: { root: string; pagesDir?: string; publicDir?: string; parsedTexts?: ParsedTexts }): CompileResult {
  const pagesDir = path.resolve(options.root, options.pagesDir ?? 'pages');
  const schemaLines = path.dirname(pagesDir) === path.resolve(options.root) && existsSync(path.join(options.root, 'schema'));
  return compileContent({ root: options.root, pagesDir, publicDir: options.publicDir, blocks, schemaLines, parsedTexts: options.parsedTexts });
}
