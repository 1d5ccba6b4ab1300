import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, parseDocument } from 'yaml';
import { collectionOfDataFile, yamlFilesIn } from './page-files.ts';
import { routeFromFile } from './routes.ts';

/**
 * What the editor schema takes from the content itself, so link targets and ids complete:
 * `npm run schema` reads it again, and the stale-schema test fails when it has changed.
 */
export interface SchemaContent {
  /** Site paths of the page files, templates left out (they stand for any value). */
  routes: string[];
  /** The ids of each shared collection. */
  ids: Record<string, string[]>;
  /** The brand from the site settings: page titles are shown as "{title} | {brand}". */
  brand?: string;
}

/** The top-level mapping of a YAML file, or undefined when it does not parse (validate reports why). */
function topLevelMap(file: string) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  return doc.errors.length === 0 && isMap(doc.contents) ? doc.contents : undefined;
}

export function readSchemaContent(pagesDir: string): SchemaContent {
  const routes: string[] = [];
  const ids: Record<string, Set<string>> = {};
  for (const name of yamlFilesIn(pagesDir)) {
    const collection = collectionOfDataFile(name);
    if (collection !== undefined) {
      const items = ids[collection] ?? (ids[collection] = new Set());
      for (const pair of topLevelMap(path.join(pagesDir, name))?.items ?? []) {
        if (isScalar(pair.key) && typeof pair.key.value === 'string') items.add(pair.key.value);
      }
    } else if (!name.startsWith('_')) {
      const route = routeFromFile(name);
      if (route.ok && route.param === undefined) routes.push(route.route);
    }
  }
  const siteFile = path.join(pagesDir, '_site.yaml');
  const brand = existsSync(siteFile) ? topLevelMap(siteFile)?.get('brand') : undefined;
  return {
    routes: routes.sort(),
    ids: Object.fromEntries(Object.entries(ids).map(([collection, set]) => [collection, [...set].sort()])),
    brand: typeof brand === 'string' ? brand : undefined,
  };
}
