import { shellSignature } from '../app/header/nav-model.ts';
import { shellPlaceholder } from '../app/ShellPart.tsx';
import { normalizePath } from '../shared/route-match.ts';
import { hasImagePreload, type Markup } from './page-html.ts';

/** Renders the page with the named parts left out, each as its placeholder. */
export type RenderLeavingOut = (leftOut: ReadonlySet<string>) => string;

/** How a page's address decides a part's markup, given the site paths the part links to. */
export type Signature = (pathname: string, linkedPaths: ReadonlySet<string>) => string;

interface Part {
  linkedPaths: ReadonlySet<string>;
  /** The part's HTML for each signature, encoded once: it goes into each page's file as it is (see pageDocument). */
  bySignature: Map<string, Buffer>;
}

/** The site paths an HTML fragment links to, as the navigation compares them. */
function linkedPaths(html: string): Set<string> {
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/ href="(\/[^"#?]*)"/g)) paths.add(normalizePath(href!.replaceAll('&amp;', '&')));
  return paths;
}

/** The part's markup: what the full render has where the render leaving it out has its placeholder. */
function cutOut(full: string, withPlaceholder: string, placeholder: string): string | undefined {
  const at = withPlaceholder.indexOf(placeholder);
  if (at < 0 || withPlaceholder.indexOf(placeholder, at + 1) >= 0) return undefined;
  const before = withPlaceholder.slice(0, at);
  const after = withPlaceholder.slice(at + placeholder.length);
  if (full.length < before.length + after.length || !full.startsWith(before) || !full.endsWith(after)) return undefined;
  return full.slice(before.length, full.length - after.length);
}

/**
 * The markup React rendered with each part's HTML in place of its placeholder, as pieces. The
 * parts are in the page's order: each placeholder is looked for after the one before, the last
 * from the end, so that none is looked for in the page's own content (where its text could stand
 * as written), nor through all of it: looking through every page's markup for both took about 2%
 * of a worker's time in a build that renders every page.
 */
function placed(html: string, parts: readonly (readonly [placeholder: string, html: Buffer])[]): Markup {
  const pieces: (string | Buffer)[] = [];
  let from = 0;
  parts.forEach(([placeholder, part], at) => {
    const found = at === parts.length - 1 ? html.lastIndexOf(placeholder) : html.indexOf(placeholder, from);
    if (found < from) throw new Error(`The prerendered page has no ${placeholder} for its shell part: src/app/ShellPart.tsx must render it.`);
    pieces.push(html.slice(from, found), part);
    from = found + placeholder.length;
  });
  pieces.push(html.slice(from));
  return pieces;
}

/**
 * The header and footer are most of a small page's markup and the same on every page their
 * links treat alike (in a 10,000-page site, nearly all of them): rendering them once per kind of
 * page and putting that HTML in place of a placeholder halves what React renders per page.
 *
 * The first page of each kind is rendered whole, and once more with the part left out; the part's
 * HTML is the difference, so it is exactly what React renders there (ids included: they depend on
 * the part's place in the tree, which is the same on every page). A part that cannot be cut out
 * so (it would add something elsewhere in the page), or that has an image preload (which the page
 * moves into its head: see pageDocument), is simply rendered with every page. `names` are the
 * parts in the order a page has them.
 */
export function shellCache(names: readonly string[], placeholder: (name: string) => string, signature: Signature) {
  const parts = new Map<string, Part>();
  const uncuttable = new Set<string>();

  function known(pathname: string): Map<string, Buffer> {
    const found = new Map<string, Buffer>();
    for (const name of names) {
      const part = parts.get(name);
      const html = part?.bySignature.get(signature(pathname, part.linkedPaths));
      if (html !== undefined) found.set(name, html);
    }
    return found;
  }

  function learn(name: string, pathname: string, html: string) {
    const paths = linkedPaths(html);
    let part = parts.get(name);
    // The part links to other paths than the kinds learnt so far: their signatures no longer compare.
    if (!part || part.linkedPaths.size !== paths.size || [...paths].some((path) => !part!.linkedPaths.has(path))) {
      part = { linkedPaths: paths, bySignature: new Map() };
      parts.set(name, part);
    }
    part.bySignature.set(signature(pathname, paths), Buffer.from(html));
  }

  return {
    /** The page's markup, as the pieces of its file (see pageDocument). */
    render(pathname: string, render: RenderLeavingOut): Markup {
      const found = known(pathname);
      const missing = names.filter((name) => !found.has(name) && !uncuttable.has(name));
      if (!missing.length)
        return placed(
          render(new Set(found.keys())),
          [...found].map(([name, part]) => [placeholder(name), part] as const),
        );
      const full = render(new Set());
      for (const name of missing) {
        const part = cutOut(full, render(new Set([name])), placeholder(name));
        if (part === undefined || hasImagePreload(part)) uncuttable.add(name);
        else learn(name, pathname, part);
      }
      return [full];
    },
  };
}

/** The frame parts Layout names, made once per kind of page for a whole build (one cache per worker). */
export const pageShellCache = () => shellCache(['header', 'footer'], shellPlaceholder, shellSignature);
