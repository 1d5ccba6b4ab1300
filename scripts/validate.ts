/** npm run validate: check every page, settings and data file; print located problems. */
import { compileContent } from '../src/content/compile.ts';
import { formatReport } from '../src/content/report.ts';

const started = performance.now();
const { site, problems } = compileContent({ root: process.cwd(), pagesDir: process.env.PAGES_DIR });
console.log(formatReport(problems));
if (site) {
  const count = site.pages.length + site.templates.length;
  console.log(`${count} routes checked in ${Math.round(performance.now() - started)} ms.`);
}
process.exit(site ? 0 : 1);
