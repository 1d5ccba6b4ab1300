/**
 * npm run bench:scale -- --pages N [--pages M ...]
 * Builds a throwaway copy of the site with N generated city pages and prints how long
 * validation and prerendering take, and the time per page. Default: 100, 1000 and 10000.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../src/build/build.ts';
import { compileContent } from '../src/content/compile.ts';

const args = process.argv.slice(2);
const counts = args.flatMap((arg, index) => (arg === '--pages' ? [Number(args[index + 1])] : []));
const sizes = counts.length ? counts : [100, 1000, 10000];

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
console.log('pages   validate   ms/page   prerender   ms/page   of which render   (bundle)');
for (const extra of sizes) {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    const pagesDir = path.join(work, 'pages');
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    for (let index = 0; index < extra; index++) writeFileSync(path.join(pagesDir, 'locations', `bench-town-${index}.yaml`), cityPage(index));
    // Validation measured on its own (warm: the schemas are loaded once per process).
    const started = performance.now();
    const result = compileContent({ root, pagesDir });
    const validateMs = performance.now() - started;
    if (!result.site) throw new Error('The generated site does not validate.');
    const total = result.site.pages.length;
    const timings = await buildSite({ root, pagesDir, outDir: path.join(work, 'dist'), log: () => {} });
    const row = [
      String(total).padStart(5),
      `${Math.round(validateMs)} ms`.padStart(10),
      (validateMs / total).toFixed(3).padStart(9),
      `${Math.round(timings.prerenderMs)} ms`.padStart(11),
      (timings.prerenderMs / timings.pages).toFixed(3).padStart(9),
      `${Math.round(timings.renderMs)} ms`.padStart(17),
      `   (${Math.round(timings.viteMs)} ms)`,
    ];
    console.log(row.join(' '));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
