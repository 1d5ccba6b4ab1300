/** npm run build: validate, bundle, prerender into dist/ (left untouched if anything fails). */
import { buildSite } from '../src/build/build.ts';
import { BlockComponentError } from '../src/build/block-component-check.ts';
import { ContentError } from '../src/build/content-plugin.ts';

try {
  const timings = await buildSite({ root: process.cwd(), pagesDir: process.env.PAGES_DIR, outDir: process.env.OUT_DIR });
  // maxRSS covers the prerender workers too: they are threads of this process.
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `Built ${timings.pages} pages into ${process.env.OUT_DIR ?? 'dist/'}: ${timings.rendered} rendered, ${timings.written} files written ` +
      `(validate ${Math.round(timings.validateMs)} ms, bundle ${timings.bundled ? `${Math.round(timings.viteMs)} ms` : 'unchanged'}, ` +
      `prerender ${Math.round(timings.prerenderMs)} ms; peak memory ${peakMb} MB).`,
  );
} catch (error) {
  console.error(error instanceof ContentError || error instanceof BlockComponentError ? error.message : error);
  console.error('The build stopped; dist/ was left as it was.');
  process.exit(1);
}
