/** npm run build: validate, bundle, prerender into dist/ (left untouched if anything fails). */
import { buildSite } from '../src/build/build.ts';
import { BlockComponentError } from '../src/build/block-component-check.ts';
import { ContentError } from '../src/build/content-plugin.ts';

try {
  const timings = await buildSite({ root: process.cwd(), pagesDir: process.env.PAGES_DIR });
  console.log(
    `Built ${timings.pages} pages into dist/ (validate ${Math.round(timings.validateMs)} ms, bundle ${Math.round(timings.viteMs)} ms, prerender ${Math.round(timings.prerenderMs)} ms).`,
  );
} catch (error) {
  console.error(error instanceof ContentError || error instanceof BlockComponentError ? error.message : error);
  console.error('The build stopped; dist/ was left as it was.');
  process.exit(1);
}
