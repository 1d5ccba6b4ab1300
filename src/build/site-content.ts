import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import { compileContent, type CompileResult } from '../content/compile.ts';

/** The project's content compiled with the project's block registry (pages/ and public/ under root). */
export function compileSiteContent(options: { root: string; pagesDir?: string; publicDir?: string }): CompileResult {
  return compileContent({ root: options.root, pagesDir: options.pagesDir ?? path.join(options.root, 'pages'), publicDir: options.publicDir, blocks });
}
