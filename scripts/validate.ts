/** npm run validate [-- --format text|github|json]: check every page, settings and data file; print located problems. */
import path from 'node:path';
import { parseCache } from '../src/build/parse-cache.ts';
import { compileSiteContent } from '../src/build/site-content.ts';
import { EXIT, FORMATS, parseFormat, validationOutput } from '../src/content/validate-command.ts';

const format = parseFormat(process.argv.slice(2));
if (!format) {
  console.error(`Usage: npm run validate [-- --format ${FORMATS.join('|')}]`);
  process.exit(EXIT.usage);
}
const started = performance.now();
const root = process.cwd();
// The build's parse cache: a file whose text is unchanged since the last build, dev server or
// validate run is not parsed and validated again (it would report what it reported then).
const parsedTexts = parseCache(root, process.env.PAGES_DIR ?? 'pages');
const pagesDir = path.resolve(root, process.env.PAGES_DIR ?? 'pages');
const result = compileSiteContent({ root, pagesDir, parsedTexts });
parsedTexts.save();
const { output, exitCode } = validationOutput(result, format);
console.log(output);
if (result.site && format === 'text')
  console.log(`${result.site.pages.length + result.site.templates.length} routes checked in ${Math.round(performance.now() - started)} ms.`);
process.exit(exitCode);
