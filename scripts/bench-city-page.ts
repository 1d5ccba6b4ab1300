import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A generated city page (valid, with its own heading, FAQ and call to action): what `bench:scale` and the large-site tests add N of. */
export function cityPage(index: number): string {
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

/** A copy of the project's pages/ in pagesDir with `count` generated city pages added (locations/bench-town-N.yaml). */
export function writeBenchSite(pagesDir: string, count: number) {
  cpSync('pages', pagesDir, { recursive: true });
  for (let index = 0; index < count; index++) writeFileSync(benchTownFile(pagesDir, index), cityPage(index));
}

/** The file of a generated city page in a copy made by writeBenchSite. */
export const benchTownFile = (pagesDir: string, index: number) => path.join(pagesDir, 'locations', `bench-town-${index}.yaml`);
