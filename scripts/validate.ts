/** npm run validate [-- --format text|github|json]: check every page, settings and data file; print located problems. */
import { compileSiteContent } from '../src/build/site-content.ts';
import { EXIT, FORMATS, parseFormat, validationOutput } from '../src/content/validate-command.ts';

const format = parseFormat(process.argv.slice(2));
if (!format) {
  console.error(`Usage: npm run validate [-- --format ${FORMATS.join('|')}]`);
  process.exit(EXIT.usage);
}
const started = performance.now();
const result = compileSiteContent({ root: process.cwd(), pagesDir: process.env.PAGES_DIR });
const { output, exitCode } = validationOutput(result, format);
console.log(output);
if (result.site && format === 'text')
  console.log(`${result.site.pages.length + result.site.templates.length} routes checked in ${Math.round(performance.now() - started)} ms.`);
process.exit(exitCode);
