/**
 * npm run bench:scale -- --pages N [--pages M ...] [--runs R]
 * Builds a throwaway copy of the site with N generated city pages and prints how long
 * validation and prerendering take, and the time per page: the median of R builds (default 3),
 * because a shared 2-core machine's disk varies from one build to the next. Default sizes:
 * 100, 1000 and 10000.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../src/build/build.ts';
import { compileSiteContent } from '../src/build/site-content.ts';
import { median } from './median.ts';

const args = process.argv.slice(2);
const counts = args.flatMap((arg, index) => (arg === '--pages' ? [Number(args[index + 1])] : []));
const sizes = counts.length ? counts : [100, 1000, 10000];
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;

function cityPage(index: number): string {
  return `# yaml-language-server: $schema=../../schema/page.schema.json
title: Builder Marketing in Bench Town ${index}
description: Websites, SEO and AI follow-up for home builders and trades contractors in Bench Town ${index}, generated for the scale benchmark.
blocks:
  - type: hero
    eyebrow: Bench Town ${index}
    heading: Marketing for builders in Bench Town ${index}
    lead: Generated page number ${index} for measuring how the build grows with the number of pages.
    actions:
      - label: Book a Call
        href: "@booking"
  - type: faq
    heading: Questions from Bench Town ${index}
    items:
      - question: How long does a website take in Bench Town ${index}?
        answer: <p>Most sites launch in <strong>6–10 weeks</strong>.</p>
      - question: When will we see search results?
        answer: <p>Local ranking gains start from about 30 days.</p>
  - type: cta
    heading: Ready to grow in Bench Town ${index}?
    actions:
      - label: Book a Call
        href: "@booking"
`;
}

const root = process.cwd();
console.log(`pages   validate   ms/page   prerender   ms/page   of which render   (bundle)   median of ${runs}`);
// One folder for every build, deleted at the end: deleting thousands of files just before the
// next build would make some file systems (ext4 without a journal skips inodes freed in the
// last 30 s) charge that build for the previous one's clean-up.
const benchRoot = mkdtempSync(path.join(tmpdir(), 'bench-'));
try {
  for (const extra of sizes) {
    const pagesDir = path.join(benchRoot, `pages-${extra}`);
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    for (let index = 0; index < extra; index++) writeFileSync(path.join(pagesDir, 'locations', `bench-town-${index}.yaml`), cityPage(index));
    const samples: { validateMs: number; total: number; prerenderMs: number; renderMs: number; viteMs: number; pages: number }[] = [];
    for (let run = 0; run < runs; run++) {
      // Validation measured on its own (warm after the first run: the schemas load once per process).
      const started = performance.now();
      const result = compileSiteContent({ root, pagesDir });
      const validateMs = performance.now() - started;
      if (!result.site) throw new Error('The generated site does not validate.');
      const timings = await buildSite({ root, pagesDir, outDir: path.join(benchRoot, `dist-${extra}-${run}`), log: () => {} });
      samples.push({ ...timings, validateMs, total: result.site.pages.length });
    }
    const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
    const [validateMs, prerenderMs, total, pages] = [pick('validateMs'), pick('prerenderMs'), pick('total'), pick('pages')];
    const row = [
      String(total).padStart(5),
      `${Math.round(validateMs)} ms`.padStart(10),
      (validateMs / total).toFixed(3).padStart(9),
      `${Math.round(prerenderMs)} ms`.padStart(11),
      (prerenderMs / pages).toFixed(3).padStart(9),
      `${Math.round(pick('renderMs'))} ms`.padStart(17),
      `   (${Math.round(pick('viteMs'))} ms)`,
    ];
    console.log(row.join(' '));
  }
} finally {
  rmSync(benchRoot, { recursive: true, force: true });
}
