/**
 * A page added since the last build, in the snapshot a one-page rebuild works from (see
 * quickRebuild): the rebuild compiles and makes it as it does an edited page, once the snapshot
 * holds a place for it wherever a full build would list it (the content files, the pages links
 * may point at, its folder's pages for the near-copy check, llms-full.txt, every page's summary).
 */
import { routeFromFile } from '../content/routes.ts';
import { dependsOnRoute } from '../content/stages/links.ts';
import { readsText } from '../content/stages/read.ts';
import { placeInSiteOrder } from '../content/stages/derive.ts';
import type { SearchFacts } from '../content/stages/search-lint.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import { ROUTE_TABLE_FILE, type RouteTable } from '../shared/data-path.ts';
import { familyOf, NO_STAMP, NONE, withKeyInserted, type SiteSummaries, type Snapshot } from './build-snapshot.ts';
import { sitemapXml } from './crawl-files.ts';

/** What stands for an added page's outside key until it is compiled: no page's key, so its summary counts as changed. */
const ADDED = '+'.repeat(NONE.length);

/** Where the one name added to the snapshot's (NUL-separated) is among `names`; undefined when they differ otherwise. */
export function addedAt(before: string, names: readonly string[]): number | undefined {
  const old = before.split('\0');
  if (names.length !== old.length + 1) return undefined;
  let at = 0;
  while (at < old.length && old[at] === names[at]) at++;
  for (let rest = at; rest < old.length; rest++) if (old[rest] !== names[rest + 1]) return undefined;
  return at;
}

function insertNumbers<T extends Int32Array | Float64Array>(array: T, at: number, values: ArrayLike<number>): T {
  const grown = new (array.constructor as new (length: number) => T)(array.length + values.length);
  grown.set(array.subarray(0, at));
  grown.set(values, at);
  grown.set(array.subarray(at), at + values.length);
  return grown;
}

/** Where an item goes in a list in order: before the first that comes `after` it. */
function placeIn<T>(list: ArrayLike<T>, after: (item: T) => boolean): number {
  for (let at = 0; at < list.length; at++) if (after(list[at]!)) return at;
  return list.length;
}

/** Each page's file (its index among the content files) by its route. */
function fileOfRoute(snapshot: Snapshot): Map<string, number> {
  const { at, routes } = snapshot.links;
  return new Map(routes.split('\0').map((route, page) => [route, at[page]!]));
}

/**
 * Makes room in the snapshot for the page added as content file `at` (its name: `names[at]`),
 * when a one-page rebuild can make it: a page file (no template, no settings or shared data)
 * whose route no page has, nor a template beside it as one of its values, with no page below
 * it (their breadcrumbs would name it), whose ancestors' titles the snapshot has (its
 * breadcrumbs name them). Gives its route; undefined, with the snapshot unchanged, otherwise.
 */
export function placeAddedFile(snapshot: Snapshot, names: readonly string[], at: number): string | undefined {
  const name = names[at]!;
  const route = routeFromFile(name);
  if (!readsText(name) || name.split('/').some((part) => part.startsWith('_')) || !route.ok || route.param !== undefined) return undefined;
  const routes = snapshot.links.routes.split('\0');
  const values = new Map(snapshot.links.values);
  const parents = new Set(snapshot.parentTitles.map(([parent]) => parent));
  const ancestors = routes.filter((other) => other !== '/' && route.route.startsWith(`${other}/`));
  if (
    routes.some((other, page) => other === route.route || dependsOnRoute(route.route, { route: other, values: values.get(page) })) ||
    ancestors.some((ancestor) => !parents.has(ancestor))
  )
    return undefined;

  const { files, links } = snapshot;
  // The pages links may point at are in file order.
  const place = placeIn(links.at, (file) => file >= at);
  files.names = names.join('\0');
  files.keys = withKeyInserted(files.keys, at, NONE);
  files.stamps = insertNumbers(files.stamps, at * 4, NO_STAMP);
  files.outside = withKeyInserted(files.outside, at, ADDED);
  const later = (page: number) => (page >= place ? page + 1 : page);
  links.at = insertNumbers(
    links.at.map((file) => (file >= at ? file + 1 : file)),
    place,
    [at],
  );
  links.routes = routes.toSpliced(place, 0, route.route).join('\0');
  links.anchors = links.anchors.map(([page, anchors]) => [later(page), anchors]);
  links.values = links.values.map(([page, values]) => [later(page), values]);
  for (const family of snapshot.families.values()) family.members = family.members.map((file) => (file >= at ? file + 1 : file));
  snapshot.pages += 1;
  return route.route;
}

/** The pages' anchors (see Snapshot.links) with those of one page (by its place) now `anchors`, in page order as a full build lists them. */
export function withPageAnchors(list: Snapshot['links']['anchors'], page: number, anchors: readonly string[]): Snapshot['links']['anchors'] {
  const others = list.filter(([at]) => at !== page);
  return anchors.length
    ? others.toSpliced(
        placeIn(others, ([at]) => at > page),
        0,
        [page, anchors],
      )
    : others;
}

/**
 * The added page, compiled, in the rest of the snapshot (its anchors are placed as an edited
 * page's: see compileEdit): its search facts among its folder's pages (the near-copy check then
 * compares it as an edited page's), and, when it is indexable, an empty part of llms-full.txt in
 * its place.
 */
export function placeAddedPage(snapshot: Snapshot, at: number, page: { route: string; search?: SearchFacts; indexable: boolean }) {
  const { families, llms } = snapshot;
  if (page.search) {
    const folder = familyOf(page.route);
    const family = families.get(folder) ?? { members: new Int32Array(), ends: new Int32Array(), sentences: new Float64Array() };
    const member = placeIn(family.members, (file) => file > at);
    const start = member ? family.ends[member - 1]! : 0;
    families.set(folder, {
      members: insertNumbers(family.members, member, [at]),
      ends: insertNumbers(family.ends, member, [start]),
      sentences: family.sentences,
    });
  }
  if (page.indexable) {
    const routes = llms.routes ? llms.routes.split('\0') : [];
    const part = placeInSiteOrder(routes, (route) => route, page.route);
    llms.routes = routes.toSpliced(part, 0, page.route).join('\0');
    llms.bytes = insertNumbers(llms.bytes, part, [0]);
  }
}

/** The crawl files that list every page, from the summaries: sitemap.xml (with the commit dates) and the route table. */
export function routeListings(
  snapshot: Snapshot,
  names: readonly string[],
  summaries: SiteSummaries,
  settings: SiteSettings,
  lastmod: ReadonlyMap<string, string>,
) {
  // Commit dates are by file: with none known (content outside git), no page's file is looked up.
  const files = lastmod.size ? fileOfRoute(snapshot) : undefined;
  const dateOf = (at: number) => files && lastmod.get(`${snapshot.context.shownDir}/${names[files.get(summaries.pages[at]!.route)!]}`);
  const table: RouteTable = { routes: summaries.pages.map((page) => page.route), templates: summaries.templates.map((page) => page.route) };
  return [
    ['sitemap.xml', sitemapXml(settings, summaries.pages, dateOf)],
    [ROUTE_TABLE_FILE.slice(1), JSON.stringify(table)],
  ] as [file: string, text: string][];
}
