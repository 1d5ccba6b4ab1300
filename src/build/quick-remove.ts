/**
 * A page removed since the last build, taken out of the snapshot a one-page rebuild works from
 * (see quickRebuild): the rebuild then deletes its files and makes again what a full build makes
 * from every page (the pages that list others, llms.txt and llms-full.txt, the sitemap and the
 * route table), as it does after a page is added.
 */
import { keepOwner } from '../content/edited-page.ts';
import { dependsOnRoute } from '../content/stages/links.ts';
import { nearCopyPercent } from '../content/stages/search-lint.ts';
import { markdownFile } from './markdown-path.ts';
import { previewUrlOf } from '../seo/preview.ts';
import { familyOf, isLinked, keyAt, NONE, sentencesOf, withKeyRemoved, withoutMember, withShown, type SiteSummaries, type Snapshot } from './build-snapshot.ts';
import { copiesChange } from './photo-copies.ts';
import { dataFile, htmlFile } from './prerender.ts';

/** The files only a page in search has in the output folder: its Markdown and its generated preview (none there when it names its own image). */
export const searchFiles = (route: string) => [markdownFile(route), previewUrlOf(route).slice(1)];

/** The page removed, as a one-page rebuild takes it out (see removePage). */
export interface RemovedPage {
  route: string;
  /** Every page's summary without it. */
  summaries: SiteSummaries;
  /** Its files in the output folder (paths inside it), with the copies of the photos it was the last to show. */
  files: string[];
}

/**
 * Takes the page of content file `at` (its name: `names[at]`, among the names the snapshot has)
 * out of the snapshot and the summaries, when the rest of the site's outputs are then made as a
 * full build makes them: a plain page (not the settings, a shared item, a template or a page
 * that lists others; an article is one) that no link points at, with no page below it (their
 * breadcrumbs name it), no template beside it listing its address among its values, no preview
 * file of its own in the static files, and no later page of its folder that is a near-copy of it
 * (that page's warning goes with it); the resized copies of the photos it was the last to show go
 * with it. Undefined otherwise; the snapshot may have changed then, and is not kept.
 */
export function removePage(snapshot: Snapshot, summaries: SiteSummaries, names: readonly string[], at: number): RemovedPage | undefined {
  const { files, links, context } = snapshot;
  const page = links.at.indexOf(at);
  if (keyAt(files.outside, at) === NONE || page < 0 || summaries.listing.some(([name]) => name === names[at])) return undefined;
  const routes = links.routes.split('\0');
  const route = routes[page]!;
  const summary = summaries.pages.find((other) => other.route === route);
  const values = new Map(links.values);
  const preview = previewUrlOf(route);
  if (
    !summary ||
    isLinked(links.linked, route) ||
    routes.some((other, index) => dependsOnRoute(route, { route: other, values: values.get(index) })) ||
    (!summary.noindex && context.publicFiles.has(preview)) ||
    !leaveFamily(snapshot, familyOf(route), at)
  )
    return undefined;

  const name = names[at]!;
  files.names = names.filter((_, index) => index !== at).join('\0');
  files.keys = withKeyRemoved(files.keys, at);
  files.stamps = files.stamps.filter((_, index) => index < at * 4 || index >= at * 4 + 4);
  files.outside = withKeyRemoved(files.outside, at);
  const earlierFile = (file: number) => (file > at ? file - 1 : file);
  const others = <T>(list: [page: number, T][]) =>
    list.filter(([index]) => index !== page).map(([index, value]): [number, T] => [index > page ? index - 1 : index, value]);
  links.at = links.at.filter((_, index) => index !== page).map(earlierFile);
  links.routes = routes.filter((_, index) => index !== page).join('\0');
  links.anchors = others(links.anchors);
  links.values = others(links.values);
  for (const family of snapshot.families.values()) family.members = family.members.map(earlierFile);
  const pages = summaries.pages.filter((other) => other !== summary);
  snapshot.problems = snapshot.problems.filter((problem) => problem.file !== `${context.shownDir}/${name}`);
  snapshot.shows = withShown(snapshot.shows, name, []);
  // The copies of the photos it was the last to show go with it.
  const copies = copiesChange(snapshot, snapshot.publicDir, name, [], []);
  snapshot.photos = copies.photos;
  snapshot.pages -= 1;
  keepOwner(summaries.titles, name, undefined);
  keepOwner(summaries.descriptions, name, undefined);
  return {
    route,
    summaries: { ...summaries, pages },
    files: [htmlFile(route), dataFile(route), ...(summary.noindex ? [] : searchFiles(route)), ...copies.remove],
  };
}

/**
 * The page of content file `at` out of its folder's pages the near-copy check compares (when it
 * is one of them), unless a later one is a near-copy of it: false then.
 */
export function leaveFamily(snapshot: Snapshot, folder: string, at: number): boolean {
  const family = snapshot.families.get(folder);
  const member = family ? family.members.indexOf(at) : -1;
  if (!family || member < 0) return true;
  const its = new Set(sentencesOf(family, member));
  for (let later = member + 1; later < family.members.length; later++) if (nearCopyPercent(sentencesOf(family, later), its) !== undefined) return false;
  if (family.members.length === 1) snapshot.families.delete(folder);
  else snapshot.families.set(folder, withoutMember(family, member));
  return true;
}

/** The titles of the pages that still have pages below them, once a page is removed (and, for a page renamed, the new one added). */
export const parentsLeft = (parentTitles: Snapshot['parentTitles'], pages: readonly { route: string }[]) =>
  parentTitles.filter(([parent]) => pages.some((page) => page.route.startsWith(`${parent}/`)));

/** The llms-full.txt parts without a page's (see Snapshot.llms). */
export function withoutLlmsPart(llms: Snapshot['llms'], route: string): Snapshot['llms'] {
  const routes = llms.routes.split('\0');
  const at = routes.indexOf(route);
  if (at < 0) return llms;
  return { routes: routes.filter((_, index) => index !== at).join('\0'), bytes: llms.bytes.filter((_, index) => index !== at) };
}
