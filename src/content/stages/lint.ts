import type { BlockDefinition } from '../../../blocks/define.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fullTitle, TITLE_MAX } from '../../shared/search-limits.ts';
import { messages } from '../messages.ts';
import type { Problems } from '../problems.ts';
import type { SiteSettings } from '../../shared/site-schema.ts';
import { lintForSearch } from './search-lint.ts';
import { everyPage, type ValidatedPage, type ValidatedSite } from './validate.ts';

/** Image formats social networks show as a link preview. */
const SHAREABLE = /\.(png|jpe?g|webp)$/i;

/**
 * The lint stage: the rules about a page as a whole (one h1, first; search-result titles and
 * descriptions; "paths" only on templates). They read the document as written, so they run
 * whatever errors its blocks or the settings have.
 */
export function lintSite(site: ValidatedSite, blocks: readonly BlockDefinition[], problems: Problems) {
  lintForSearch(site.pages, blocks, site.settings, problems);
  const known = new Map(blocks.map((block) => [block.type, block]));
  const brand = site.settings?.brand ?? (typeof site.rawSettings?.brand === 'string' ? site.rawSettings.brand : undefined);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const page of everyPage(site)) {
    lintHeadings(page, known, problems);
    const { source } = page.file;
    if (page.file.outline.hasPaths && !page.file.param) problems.at(source, ['paths'], messages.pathsOnStatic(), { atKey: true });
    const preview = page.shell?.og?.image?.src;
    if (preview && !SHAREABLE.test(preview)) problems.at(source, ['og', 'image', 'src'], messages.previewFormat(preview));
    const title = page.file.outline.title?.trim();
    const description = page.file.outline.description?.trim();
    if (title && brand && titleTooLong(title, brand))
      problems.at(source, ['title'], messages.titleTooLong(fullTitle(title, brand), TITLE_MAX), { atKey: true });
    if (description && (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX)) {
      problems.at(source, ['description'], messages.descriptionLength(description.length, DESCRIPTION_MIN, DESCRIPTION_MAX), { atKey: true });
    }
    if (title) {
      const owner = titles.get(title);
      if (owner) problems.at(source, ['title'], messages.sameTitle(owner), { atKey: true });
      else titles.set(title, source.file);
    }
    if (description) {
      const owner = descriptions.get(description);
      if (owner) problems.at(source, ['description'], messages.sameDescription(owner), { atKey: true });
      else descriptions.set(description, source.file);
    }
  }
}

/** Whether a page's title, with the brand after it, is longer than search results show. */
export const titleTooLong = (title: string, brand: string) => fullTitle(title, brand).length > TITLE_MAX;

/**
 * What the checks of pages read of the settings: the brand (in every search-result title, see
 * titleTooLong) and the cities (a city page's heading names its city as they spell it, see
 * cityMissingFromHeading). Settings that keep these change no page's problems.
 */
export const settingsPagesAreCheckedBy = (settings: SiteSettings) => JSON.stringify([settings.brand, settings.footer.cities, settings.areaServed]);

/** One h1 per page, in its first block: blocks are built so that h2 and h3 follow without skipping levels. */
function lintHeadings(page: ValidatedPage, known: ReadonlyMap<string, BlockDefinition>, problems: Problems) {
  const types = page.file.outline.blockTypes;
  if (!types?.length) return;
  const headings: number[] = [];
  for (let index = 0; index < types.length; index++) if (known.get(types[index] ?? '')?.pageHeading) headings.push(index);
  if (headings.length === 0) {
    // A misspelt block type may be the heading block: that is reported once, as the unknown type.
    if (types.every((type) => typeof type === 'string' && known.has(type))) {
      const headingTypes = [...known.values()].filter((block) => block.pageHeading).map((block) => block.type);
      problems.at(page.file.source, ['blocks'], messages.noHeading(headingTypes.join(', ')), { atKey: true });
    }
    return;
  }
  const extra = headings.find((index) => index !== 0);
  if (extra !== undefined)
    problems.at(page.file.source, ['blocks', extra], messages.extraHeading(String(types[extra])), { where: page.where(['blocks', extra]) });
}
