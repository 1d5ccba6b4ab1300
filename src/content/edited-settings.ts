import type { SiteSettings } from '../shared/site-schema.ts';
import type { CompileState, KeptPage } from './edited-page.ts';
import type { Problems } from './problems.ts';
import { settingsPagesAreCheckedBy, titleTooLong } from './stages/lint.ts';
import { cityMissingFromHeading } from './stages/search-lint.ts';
import { parseContent } from './stages/parse.ts';
import { plainUtf8 } from './stages/read.ts';
import { resolveSite } from './stages/resolve.ts';
import { SETTINGS_FILE, sortFiles } from './stages/routes.ts';
import { validateSite } from './stages/validate.ts';

/**
 * Whether the pages of the compile that kept `state` (which had no error) still pass the checks
 * that read the settings with these: each title with the brand (see titleTooLong), each indexable
 * city page's heading naming its city (see cityMissingFromHeading). Their problems are as they
 * were then. Checked only when what those read changed (see settingsPagesAreCheckedBy).
 */
function pagesPassWith(state: CompileState, settings: SiteSettings): boolean {
  if (settingsPagesAreCheckedBy(settings) === settingsPagesAreCheckedBy(state.settings)) return true;
  const { brand } = settings;
  const headingsName = ({ summary, search }: KeptPage) =>
    summary.kind !== 'city' || search?.heading === undefined || !cityMissingFromHeading(summary.route, search.heading, settings);
  return [...state.titles.keys()].every((title) => !titleTooLong(title, brand)) && [...state.pages.values()].every(headingsName);
}

/**
 * The settings file (pages/_site.yaml) edited since the compile that kept `state`, compiled on its
 * own: parsed, validated and resolved as the whole compile does it (its links checked against
 * every page, its images measured). Those are the settings the whole compile gives every page,
 * when they have no error and every page still passes the checks that read them (see
 * pagesPassWith): no page's problems change then. Undefined otherwise: only the whole compile can
 * say (and locate a page's new error). Its problems go to `problems`. The state is left as it
 * was: every page's data is derived with the settings, which the whole compile does.
 */
export function compileEditedSettings(state: CompileState, written: string | undefined, problems: Problems): SiteSettings | undefined {
  const text = written === undefined ? undefined : plainUtf8(written);
  if (text === undefined) return undefined;
  const { options } = state;
  const [parsed] = parseContent([{ name: SETTINGS_FILE, file: `${state.shownDir}/${SETTINGS_FILE}`, text }], problems, {
    schemaLines: options.schemaLines ?? false,
  });
  if (!parsed) return undefined;
  const site = { ...validateSite(sortFiles([parsed], problems), options.blocks, problems), collections: state.collections };
  resolveSite(site, state.links, options.publicDir, state.publicFiles, problems);
  if (problems.hasErrors || !site.settings) return undefined;
  return pagesPassWith(state, site.settings) ? site.settings : undefined;
}
