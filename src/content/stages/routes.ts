import { messages } from '../messages.ts';
import type { Problems } from '../problems.ts';
import { routeFromFile } from '../routes.ts';
import type { ParsedFile } from './parse.ts';

export interface PageFile extends ParsedFile {
  route: string;
  /** For template pages ([param].yaml): the parameter's name. */
  param?: string;
}

export interface SiteFiles {
  settings?: ParsedFile;
  notFound?: PageFile;
  /** pages/_data/<collection>[.part].yaml */
  data: ParsedFile[];
  pages: PageFile[];
}

/** The file as a page, in place: a kept file's data is read only when first needed, and a copy would read it. */
const asPage = (file: ParsedFile, route: string, param?: string): PageFile => Object.assign(file, { route }, param === undefined ? {} : { param });

/** The settings file's name inside pages/. */
export const SETTINGS_FILE = '_site.yaml';
/** The not-found page's file name inside pages/. */
export const NOT_FOUND_FILE = '_404.yaml';

const DATA_FILE = /^_data\/[^/]+\.ya?ml$/;

/**
 * The routes stage: which file is the settings, which are shared data and which route each
 * page serves, from file names alone. It runs before validation so that a page with an error
 * still exists for every link to it.
 */
export function sortFiles(files: readonly ParsedFile[], problems: Problems): SiteFiles {
  const site: SiteFiles = { data: [], pages: [] };
  const owners = new Map<string, string>();
  for (const file of files) {
    if (file.name === SETTINGS_FILE) site.settings = file;
    else if (file.name === NOT_FOUND_FILE) site.notFound = asPage(file, '/_404');
    else if (DATA_FILE.test(file.name)) site.data.push(file);
    else if (file.name.startsWith('_')) problems.inFile(file.source.file, messages.reservedName());
    else {
      const route = routeFromFile(file.name);
      if (!route.ok) {
        problems.inFile(file.source.file, route.message);
        continue;
      }
      const owner = owners.get(route.route);
      if (owner) {
        problems.inFile(file.source.file, messages.duplicateRoute(route.route, owner));
        continue;
      }
      owners.set(route.route, file.source.file);
      site.pages.push(asPage(file, route.route, route.param));
    }
  }
  return site;
}
