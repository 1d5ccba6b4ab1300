import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockDefinition } from '../../blocks/define.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import type { CompileState, KeptPage } from './edited-page.ts';
import { Problems } from './problems.ts';
import { listPublicFiles } from './public-files.ts';
import { LinkTargets } from './stages/links.ts';
import { settingsPagesAreCheckedBy, titleTooLong } from './stages/lint.ts';
import { cityMissingFromHeading } from './stages/search-lint.ts';
import { parseContent } from './stages/parse.ts';
import { plainUtf8 } from './stages/read.ts';
import { resolveSite } from './stages/resolve.ts';
import { SETTINGS_FILE, sortFiles } from './stages/routes.ts';
import { validateSite, type ValidatedSite } from './stages/validate.ts';

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

/** What the settings are resolved against: the site's pages (links), static files and shared items. */
interface SettingsContext {
  shownDir: string;
  schemaLines: boolean;
  blocks: readonly BlockDefinition[];
  publicDir: string;
  links: LinkTargets;
  publicFiles: ReadonlySet<string>;
  collections: ValidatedSite['collections'];
}

/** The settings file's text parsed, validated and resolved as the whole compile does it; its problems go to `problems`. */
function compiledSettings(text: string, context: SettingsContext, problems: Problems): SiteSettings | undefined {
  const [parsed] = parseContent([{ name: SETTINGS_FILE, file: `${context.shownDir}/${SETTINGS_FILE}`, text }], problems, {
    schemaLines: context.schemaLines,
  });
  if (!parsed) return undefined;
  const site = { ...validateSite(sortFiles([parsed], problems), context.blocks, problems), collections: context.collections };
  resolveSite(site, context.links, context.publicDir, context.publicFiles, problems);
  return site.settings;
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
  const { options, shownDir, links, publicFiles, collections } = state;
  const context = {
    shownDir,
    schemaLines: options.schemaLines ?? false,
    blocks: options.blocks,
    publicDir: options.publicDir,
    links,
    publicFiles,
    collections,
  };
  const settings = compiledSettings(text, context, problems);
  if (problems.hasErrors || !settings) return undefined;
  return pagesPassWith(state, settings) ? settings : undefined;
}

/**
 * The settings the whole compile will give, foretold from their file alone, before it: a build
 * bundles the app with them while the content compiles, and compares them with the compiled
 * ones. Resolved against no page (a link to one is a problem here, and problems are not told:
 * the whole compile reports them) and no shared item. Undefined when the file does not read or validate.
 */
export function settingsOnTheirOwn(options: { pagesDir: string; publicDir: string; blocks: readonly BlockDefinition[] }): SiteSettings | undefined {
  let written: string;
  try {
    written = readFileSync(path.join(options.pagesDir, SETTINGS_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const text = plainUtf8(written);
  if (text === undefined) return undefined;
  const publicFiles = listPublicFiles(options.publicDir);
  const links = new LinkTargets([], publicFiles);
  const context = { ...options, shownDir: options.pagesDir, schemaLines: false, links, publicFiles, collections: new Map() };
  return compiledSettings(text, context, new Problems());
}
