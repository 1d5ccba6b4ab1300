import { existsSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '../../blocks/index.ts';
import { compileContent, type CompileOptions, type CompileResult } from '../content/compile.ts';
import type { CompiledSite } from '../content/types.ts';
import { settingsOnTheirOwn } from '../content/edited-settings.ts';
import type { RouteTable } from '../shared/data-path.ts';

/**
 * The project's content compiled with the project's block registry (pages/ and public/ under
 * root). The first line of each file is checked where the schema/ folder it names sits beside pages/.
 */
export function compileSiteContent(options: Omit<CompileOptions, 'blocks' | 'schemaLines' | 'pagesDir'> & { root: string; pagesDir?: string }): CompileResult {
  const pagesDir = path.resolve(options.root, options.pagesDir ?? 'pages');
  const schemaLines = path.dirname(pagesDir) === path.resolve(options.root) && existsSync(path.join(options.root, 'schema'));
  return compileContent({ ...options, pagesDir, blocks, schemaLines });
}

/** The project's settings foretold from their file alone, before the whole compile (see settingsOnTheirOwn). */
export const projectSettingsOnTheirOwn = (options: { pagesDir: string; publicDir: string }) => settingsOnTheirOwn({ ...options, blocks });

/** The route table the browser navigates by (written to ROUTE_TABLE_FILE, served from memory in dev). */
export const routeTableOf = (site: CompiledSite): RouteTable => ({
  routes: site.pages.map((page) => page.data.route),
  templates: site.templates.map((page) => page.data.route),
});
