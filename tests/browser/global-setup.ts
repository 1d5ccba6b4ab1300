import { existsSync } from 'node:fs';
import { buildSite } from '../../src/build/build.ts';
import { chromiumPath } from '../../scripts/chromium.ts';

/**
 * Builds the real site once for all browser tests. REUSE_DIST=1 skips the build when dist/
 * exists (handy while iterating on a test; CI always builds).
 */
export default async function setup() {
  chromiumPath();
  if (process.env.REUSE_DIST === '1' && existsSync('dist/index.html')) return;
  await buildSite({ root: process.cwd(), log: () => {} });
}
