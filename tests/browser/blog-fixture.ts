import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../../src/build/build.ts';
import { startServer } from '../../src/server/server.ts';

const CATEGORIES = ['Associations', 'AI & CRM', 'Lead Generation', 'Web Design'];
/** Articles of the real content: the fixture adds as many as make 18, two full pages of 9. */
const REAL_ARTICLES = readdirSync('pages/blog').filter((name) => /^\s*- type: article$/m.test(readFileSync(path.join('pages/blog', name), 'utf8'))).length;
export const EXTRA_ARTICLES = 18 - REAL_ARTICLES;

/** A valid article, older than the real ones, so the real ones stay first. */
const article = (n: number) => `# yaml-language-server: $schema=../../schema/page.schema.json
title: Fixture Article Number ${n}
description: A generated article used by the browser tests to fill more than one page of the blog, number ${n} of ${EXTRA_ARTICLES}.
kind: article
blocks:
  - type: article
    category: ${CATEGORIES[n % CATEGORIES.length]}
    heading: Fixture Article Number ${n}
    summary: Generated article ${n} for the pagination tests.
    author:
      name: Fixture Author
      jobTitle: Staff Writer
    published: 2020-01-${String(n).padStart(2, '0')}
    image:
      src: /images/blog-membership.svg
      alt: Builders gathered around a membership board
    intro: <p>Introduction of fixture article ${n}.</p>
    sections:
      - heading: The only section
        body: <p>Body of fixture article ${n}.</p>
    conclusion:
      heading: Conclusion
      body: <p>Conclusion of fixture article ${n}.</p>
`;

/** Posts announced in the blog list but not written: one in a category of their own. */
export const ANNOUNCED = [
  { title: 'Parade Season Planning Checklist', category: 'Events' },
  { title: 'Referral Dinners That Fill the Pipeline', category: 'Networking' },
];
const announced = ANNOUNCED.map(
  ({ title, category }) => `
      - title: ${title}
        category: ${category}
        summary: Announced, not written yet.
        image:
          src: /images/blog-linkedin.svg
          alt: Two professionals shaking hands`,
).join('');

/**
 * The real content plus generated articles up to 18 and 2 announced posts (20 posts: 3 pages),
 * built into a throwaway folder and served like the real site.
 */
export async function startBlogFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-fixture-'));
  const pagesDir = path.join(dir, 'pages');
  cpSync(path.resolve('pages'), pagesDir, { recursive: true });
  for (let n = 1; n <= EXTRA_ARTICLES; n++) writeFileSync(path.join(pagesDir, `blog/fixture-article-${n}.yaml`), article(n));
  for (const file of ['blog/index.yaml', 'blog/[page].yaml']) {
    const target = path.join(pagesDir, file);
    writeFileSync(target, readFileSync(target, 'utf8').replace(/announced: \[\]/, `announced:${announced}`));
  }
  const outDir = path.join(dir, 'dist');
  await buildSite({ root: process.cwd(), pagesDir, outDir, log: () => {} });
  const server = await startServer({ distDir: outDir, port: 0, dbPath: path.join(dir, 'leads.sqlite') });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
