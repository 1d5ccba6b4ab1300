import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { formatReport } from '../../src/content/report.ts';

const readme = readFileSync('README.md', 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'readme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("reproduces README's example error for its example page, exactly", () => {
  const section = readme.slice(readme.indexOf('## Adding a page'));
  const page = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
  const shown = /```\n(pages\/[^\n]+)\n```/.exec(section)![1]!;
  const file = shown.split(':')[0]!;
  cpSync('pages', path.join(work, 'pages'), { recursive: true });
  cpSync('public', path.join(work, 'public'), { recursive: true });
  writeFileSync(path.join(work, file), page.replace('[city-oklahoma-city]', '[city-okc]'));
  const { problems } = compileSiteContent({ root: work });
  expect(formatReport(problems).split('\n')[0]).toBe(shown);
});
