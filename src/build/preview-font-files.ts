import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Weight } from './preview-font.ts';

/**
 * Where the previews' font and shaper come from, and their versions: apart from their loading
 * (preview-font.ts), which only the prerender workers do. The build's own thread imports this
 * and not the shaper, an ES module only: so it stays one CommonJS script run from V8's code
 * cache (see scripts/run-compiled.cjs), where the shaper would have it compiled to ES modules.
 */

const require = createRequire(import.meta.url);
export const FONT_FILES: Record<Weight, string> = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' };
export const fontPackageJson = () => require.resolve('dejavu-fonts-ttf/package.json');

/** The shaper's and the font's versions: a preview drawn with others is drawn again (see social-previews.ts). */
export function textDrawingVersions(): string {
  // The shaper's entry is dist/index.mjs; its package.json is beside dist/.
  const files = [path.join(path.dirname(require.resolve('harfbuzzjs')), '..', 'package.json'), fontPackageJson()];
  return files
    .map((file) => {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
      return `${name} ${version}`;
    })
    .join(', ');
}
