/** npm run build: validate, bundle, prerender into dist/ (left untouched if anything fails). */
import type { BuildTimings } from '../src/build/build.ts';
import { startLastUsedWorker } from '../src/build/worker-start.ts';

// The renderer loads while the build's own modules do: at 10,000 pages a one-page rebuild
// otherwise waited about 0.1 s for it.
const early = startLastUsedWorker(process.cwd());

// No top-level await: the launcher runs this as one CommonJS script (see scripts/run-compiled.cjs).
void (async () => {
  const [{ buildSite }, { BlockComponentError }, { ContentError }] = await Promise.all([
    import('../src/build/build.ts'),
    import('../src/build/block-component-check.ts'),
    import('../src/build/content-plugin.ts'),
  ]);

  try {
    const timings = await buildSite({ root: process.cwd(), pagesDir: process.env.PAGES_DIR, outDir: process.env.OUT_DIR, early });
    // maxRSS covers the prerender workers too: they are threads of this process. The bundles are
    // made by a process of their own, while the content compiles: what the two held together at
    // most counts (see jointPeak).
    const peakMb = Math.round(Math.max(process.resourceUsage().maxRSS, timings.peakKbWithBundling ?? 0) / 1024);
    const quick = quickNote(timings);
    console.log(
      `Built ${timings.pages} pages into ${process.env.OUT_DIR ?? 'dist/'}: ${timings.rendered} rendered${quick}${timings.reused ? `, ${timings.reused} as an earlier build made them` : ''}, ${timings.written} files written${timings.painted ? `, ${timings.painted} social previews painted` : ''} ` +
        `(validate ${Math.round(timings.validateMs)} ms, bundle ${timings.bundled ? `${Math.round(timings.viteMs)} ms` : 'unchanged'}, ` +
        `prerender ${Math.round(timings.prerenderMs)} ms; peak memory ${peakMb} MB).`,
    );
    // Everything is written, and what goes on after the build runs in a process of its own (see
    // stale-files.ts). Left to end by itself, the process stayed up 15 to 30 ms more after a
    // one-page rebuild, with nothing of the build's own open.
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ContentError || error instanceof BlockComponentError ? error.message : error);
    console.error('The build stopped; dist/ was left as it was.');
    process.exit(1);
  }
})();

/** What a one-page rebuild made, said after the number of pages rendered (nothing for a full build, or a rebuild that rendered none). */
function quickNote({ quick, change = 'edited', rendered }: BuildTimings): string {
  if (!quick) return '';
  // A template's own output is its JSON data: the pages rendered, if any, are its values'.
  if (change === 'template') return ' (the edited template, compiled on its own)';
  if (!rendered) return '';
  if (change === 'removed') return ' (the pages that listed the removed page, its files deleted)';
  if (change === 'shared')
    return rendered === 1
      ? ' (the page that shows the edited shared items, compiled on its own)'
      : ' (the pages that show the edited shared items, each compiled on its own)';
  return rendered === 1 ? ` (the ${change} page, compiled on its own)` : ` (the ${change} page, compiled on its own, and the pages that list or name it)`;
}
