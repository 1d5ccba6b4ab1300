import { didYouMean } from '../suggest.ts';
import { matchTemplate, normalizePath } from '../../shared/route-match.ts';
import { messages, type Message } from '../messages.ts';
import type { ValidatedPage } from './validate.ts';

export interface LinkFinding {
  message: Message;
  severity?: 'warning';
}

/** A page as links see it: its route, its file (for messages), the anchors its blocks declare, and a template's values. */
export interface LinkedPage {
  route: string;
  file: string;
  anchors: readonly string[];
  /** A template's listed values (undefined for a static page). */
  values?: readonly string[];
}

/** What links read of a validated page (valid or not). */
export const linkedPage = ({ file }: ValidatedPage): LinkedPage => ({
  route: file.route,
  file: file.source.file,
  anchors: file.outline.anchors,
  ...(file.param ? { values: file.outline.paths } : {}),
});

/** The path inside the site a link points at ("/about/#team" → "/about"); undefined for a link to an anchor of its own page ("#faq") or outside the site. */
export function linkedPath(href: string): string | undefined {
  if (!href.startsWith('/')) return undefined;
  const hashAt = href.indexOf('#');
  return normalizePath((hashAt < 0 ? href : href.slice(0, hashAt)).split('?')[0]!);
}

/**
 * Adds to `paths` the path each of `links` points at inside the site (see linkedPath), and
 * "path#anchor" for a link to an anchor there.
 */
export function addLinkedPaths(paths: Set<string>, links: readonly string[]) {
  for (const href of links) {
    const linked = linkedPath(href);
    if (linked === undefined) continue;
    paths.add(linked);
    const hashAt = href.indexOf('#');
    if (hashAt >= 0) paths.add(`${linked}#${href.slice(hashAt + 1)}`);
  }
}

/**
 * Whether `other` (a page, or a template with its values) depends on the static page at `route`
 * being there: it is below it (its breadcrumbs name it), or it is a template beside it that lists
 * the page's address among its values. Such a page changes when that page comes or goes.
 */
export function dependsOnRoute(route: string, other: Pick<LinkedPage, 'route' | 'values'>): boolean {
  const folderOf = (of: string) => of.slice(0, of.lastIndexOf('/'));
  const folder = folderOf(route);
  return other.route.startsWith(`${route}/`) || Boolean(other.values?.includes(route.slice(folder.length + 1)) && folderOf(other.route) === folder);
}

/**
 * Whether every link to the anchors of the page at `route` that worked before an edit still
 * works, and no link's problem changes: each anchor it no longer has is one no link points at
 * (`linked` tells, for "route#anchor": see addLinkedPaths). One it gains changes nothing for
 * other pages: a link to an anchor no page has is an error, and a site with an error keeps no
 * state to compile a page against. A template (its route ends in its [param]) loses none: its
 * anchors are its pages', and links name those by their values ("/places/tulsa#team"), which
 * `linked` does not know by the template's route.
 */
export const keepsLinkedAnchors = (route: string, before: readonly string[], now: readonly string[], linked: (target: string) => boolean) => {
  const template = /\[\w+\]$/.test(route);
  return before.every((anchor) => now.includes(anchor) || (!template && !linked(`${route}#${anchor}`)));
};

/** Whether a page's anchors changed (links to them are checked against the page as it is now). */
export const anchorsChanged = (before: readonly string[], now: readonly string[]) =>
  before.length !== now.length || before.some((anchor, at) => now[at] !== anchor);

/**
 * What links may point at: every page file's route (valid or not, so one page's error never
 * breaks the links to it), the anchors its blocks declare, template families and public files.
 */
export class LinkTargets {
  private readonly anchors = new Map<string, readonly string[]>();
  private readonly files = new Map<string, string>();
  private readonly staticRoutes: string[] = [];
  private readonly templates = new Map<string, { file: string; values: readonly string[] }>();

  constructor(
    readonly pages: readonly LinkedPage[],
    private readonly publicFiles: ReadonlySet<string>,
  ) {
    for (const { route, file, anchors, values } of pages) {
      this.anchors.set(route, anchors);
      this.files.set(route, file);
      if (values) this.templates.set(route, { file, values });
      else this.staticRoutes.push(route);
    }
  }

  /** The same targets and one more page. */
  withPage(page: LinkedPage): LinkTargets {
    return new LinkTargets([...this.pages, page], this.publicFiles);
  }

  /** The same targets without the page at `route`. */
  withoutPage(route: string): LinkTargets {
    return new LinkTargets(
      this.pages.filter((page) => page.route !== route),
      this.publicFiles,
    );
  }

  /** The same targets, with the page at `route` declaring `anchors` now. */
  withAnchors(route: string, anchors: readonly string[]): LinkTargets {
    return new LinkTargets(
      this.pages.map((page) => (page.route === route ? { ...page, anchors } : page)),
      this.publicFiles,
    );
  }

  /** Problems with a link written on the page at `from` ("/about", "#faq", "mailto:…"); none when it is fine. */
  check(href: string, from: string): LinkFinding | undefined {
    if (/^mailto:/i.test(href)) {
      const address = href.slice('mailto:'.length).split('?')[0]!;
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(decodeURIComponent(address)) ? undefined : { message: messages.badMailto(href) };
    }
    const target = href.startsWith('#') ? from : linkedPath(href);
    if (target === undefined) return undefined;
    const hashAt = href.indexOf('#');
    const anchor = hashAt < 0 ? '' : href.slice(hashAt + 1);
    if (this.anchors.has(target)) return anchor ? this.checkAnchor(anchor, target) : undefined;
    if (this.publicFiles.has(target)) return undefined;
    const template = matchTemplate([...this.templates.keys()], target);
    if (template) {
      const family = this.templates.get(template.pattern)!;
      if (family.values.includes(template.value)) return anchor ? this.checkAnchor(anchor, template.pattern) : undefined;
      const parent = target.slice(0, target.lastIndexOf('/'));
      const siblings = [...this.staticRoutes.filter((route) => route.startsWith(`${parent}/`)), ...family.values.map((value) => `${parent}/${value}`)];
      return { message: messages.templateOnly(target, family.file, didYouMean(target, siblings)), severity: 'warning' };
    }
    return { message: messages.noPage(target, didYouMean(target, this.staticRoutes)) };
  }

  private checkAnchor(anchor: string, route: string): LinkFinding | undefined {
    const anchors = this.anchors.get(route) ?? [];
    if (anchors.includes(anchor)) return undefined;
    return { message: messages.noAnchor(anchor, this.files.get(route) ?? route, didYouMean(anchor, anchors), anchors) };
  }
}
