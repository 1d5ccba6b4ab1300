import { createHash } from 'node:crypto';
import path from 'node:path';
import { closest } from '../suggest.ts';
import { imageSize, type Size } from '../image-size.ts';
import { messages } from '../messages.ts';
import type { PageFields } from '../page-schema.ts';
import type { Problems } from '../problems.ts';
import { imageSources, imageVariants, RESIZABLE, type ImageVariant } from '../responsive-images.ts';
import { internalLinks, sanitizeHtml } from '../sanitize.ts';
import { visitKinds } from '../schema-walk.ts';
import { pageShellSchema } from '../page-schema.ts';
import type { DocPath, YamlSource } from '../yaml-source.ts';
import type { LinkTargets } from './links.ts';
import { markdownInRichText, markdownInText, placeholderProblems, removedMarkup, type TextFinding } from './rich-text.ts';
import type { SearchFacts } from './search-lint.ts';
import type { PageSummary } from '../../../blocks/page.ts';
import { everyPage, type Part, type ValidatedPage, type ValidatedSite } from './validate.ts';

export interface Resolver {
  /** Resized copies of every raster image used, for the build to write. */
  variants: Map<string, ImageVariant[]>;
}

/** What a page's resolved parts depended on outside its own text. */
export interface Dependencies {
  /** Every link written on the page (checked from the page's own route). */
  links: string[];
  /** Every image, with what measuring it gave (its size and copies, as JSON). */
  images: Record<string, string>;
  /** Every shared item shown ("testimonials/jane-builder"), by a hash of its data. */
  refs: Record<string, string>;
}

/**
 * What is kept with a page's text between builds, besides its blocks as resolved: when its text
 * is the same and what it depended on still is too, resolving it again would give the same
 * result. Small, so that a build reads it for every page and the blocks only of pages it makes.
 */
export interface ResolvedFacts extends Dependencies {
  shell: PageFields;
  search?: SearchFacts;
  /** What other pages list of it (see PageSummary); the rest of its summary is in its shell. */
  listed: Pick<PageSummary, 'articles' | 'images'>;
}

/** A public image's size and copies, measured once per compile, and what a page kept records of them. */
interface Measured {
  size?: Size;
  variants?: ImageVariant[];
  recorded?: string;
}

/**
 * The resolve stage, on every part that validated: links and anchors are checked, rich text is
 * sanitised and checked, images are measured, references are replaced by their shared item.
 * A page that resolved without a problem in the last build, with the same text, is kept as it
 * was when everything it depended on is unchanged; the others are resolved now. What each
 * document resolved now depended on is returned (`found`), and what each that resolved without a
 * problem depended on (`dependencies`), for the next build to keep.
 */
export function resolveSite(
  site: ValidatedSite,
  links: LinkTargets,
  publicDir: string,
  publicFiles: ReadonlySet<string>,
  problems: Problems,
): Resolver & {
  dependencies: Map<YamlSource, Dependencies>;
  found: ReadonlyMap<YamlSource, Dependencies>;
} {
  const measured = new Map<string, Measured>();
  const measure = (src: string): Measured => {
    let found = measured.get(src);
    if (!found) {
      const file = path.join(publicDir, src);
      const size = imageSize(file);
      const copies = size && RESIZABLE.test(src) ? imageVariants(file, src, size.width) : undefined;
      found = { size, variants: copies, recorded: size && JSON.stringify([size.width, size.height, copies && imageSources(copies)]) };
      measured.set(src, found);
    }
    return found;
  };
  /** A used image's copies are written with the site. */
  const claimCopies = (src: string) => {
    const copies = measure(src).variants;
    if (copies) variants.set(src, copies);
    return copies;
  };
  const itemHashes = new Map<string, string | undefined>();
  const itemHash = (ref: string) => {
    if (!itemHashes.has(ref)) {
      const [collection, id] = ref.split('/') as [string, string];
      const item = site.collections.get(collection)?.items.get(id);
      itemHashes.set(ref, item && createHash('sha256').update(JSON.stringify(item.value)).digest('base64url'));
    }
    return itemHashes.get(ref);
  };
  const variants = new Map<string, ImageVariant[]>();
  const images = [...publicFiles].filter((file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file));
  const dependencies = new Map<YamlSource, Dependencies>();

  const overlaps = (a: DocPath, b: DocPath) =>
    a.slice(0, b.length).every((segment, index) => segment === b[index]) || b.slice(0, a.length).every((segment, index) => segment === a[index]);
  const resolve = (part: Part, needs: Dependencies) =>
    visitKinds(part.schema, part.value, ({ kind, value, path: fieldPath, replace }) => {
      // Fields with an error of their own are reported once, by validation.
      if (part.skip.some((skipped) => overlaps(skipped, fieldPath))) return;
      if (kind.kind === 'image' ? typeof (value as { src?: unknown }).src !== 'string' : typeof value !== 'string') return;
      const docPath = [...part.prefix, ...fieldPath];
      // Located only when there is something to report: most fields have nothing.
      const where = () => part.where(docPath);
      const report = (finding: TextFinding) =>
        problems.at(part.source, docPath, finding.message, { where: where(), severity: finding.severity, inside: finding.written });
      const checkLink = (href: string) => {
        needs.links.push(href);
        const finding = links.check(href, part.route ?? '');
        if (finding) problems.at(part.source, docPath, finding.message, { where: where(), severity: finding.severity, inside: href });
      };
      if (kind.kind === 'text') {
        markdownInText(value as string).forEach(report);
        placeholderProblems(value as string, part.param).forEach(report);
      } else if (kind.kind === 'link') {
        checkLink(value as string);
      } else if (kind.kind === 'html') {
        const { html, removed } = sanitizeHtml(value as string);
        if (removed.length) report(removedMarkup(value as string, removed));
        markdownInRichText(value as string).forEach(report);
        placeholderProblems(value as string, part.param).forEach(report);
        for (const href of [...internalLinks(html), ...[...html.matchAll(/href="(mailto:[^"]*)"/g)].map((match) => match[1]!)]) checkLink(href);
        replace(html);
      } else if (kind.kind === 'image') {
        const image = value as { src: string; width: number; height: number; sources?: unknown };
        if (!publicFiles.has(image.src)) {
          const unprefixed = image.src.replace(/^\/public\//, '/');
          const meant = publicFiles.has(unprefixed) ? unprefixed : closest(image.src, images);
          problems.at(part.source, [...docPath, 'src'], messages.imageMissing(image.src, meant ? ` Did you mean "${meant}"?` : ''), {
            where: part.where([...docPath, 'src']),
          });
          return;
        }
        const { size, recorded } = measure(image.src);
        if (!size) {
          problems.at(part.source, [...docPath, 'src'], messages.imageUnreadable(image.src), { where: part.where([...docPath, 'src']) });
          return;
        }
        Object.assign(image, size);
        const copies = claimCopies(image.src);
        if (copies) image.sources = imageSources(copies);
        needs.images[image.src] = recorded!;
      } else if (kind.kind === 'ref') {
        const collection = site.collections.get(kind.collection);
        const id = value as string;
        if (!collection) {
          problems.at(part.source, docPath, messages.missingCollection(id, kind.collection), { where: where() });
          return;
        }
        const item = collection.items.get(id);
        if (item) {
          replace(item.value);
          needs.refs[`${kind.collection}/${id}`] = itemHash(`${kind.collection}/${id}`)!;
        }
        // An item with an error of its own is reported there, once.
        else if (!collection.broken.has(id) && !collection.incomplete) {
          const meant = closest(id, [...collection.items.keys()]);
          problems.at(part.source, docPath, messages.missingRef(kind.collection, id, meant ? ` Did you mean "${meant}"?` : '', collection.files), {
            where: where(),
          });
        }
      }
    });

  /** Whether what a page resolved before depended on is unchanged; its images' copies are claimed again if so. */
  const stillHolds = (page: ValidatedPage, before: Dependencies) => {
    const held =
      before.links.every((href) => !links.check(href, page.file.route)) &&
      Object.entries(before.refs).every(([ref, hash]) => itemHash(ref) === hash) &&
      Object.entries(before.images).every(([src, recorded]) => publicFiles.has(src) && measure(src).recorded === recorded);
    if (held) Object.keys(before.images).forEach(claimCopies);
    return held;
  };

  const troubled = new Set<YamlSource>();
  const resolveAll = (parts: readonly Part[]) => {
    for (const part of parts) {
      let needs = dependencies.get(part.source);
      if (!needs) dependencies.set(part.source, (needs = { links: [], images: {}, refs: {} }));
      const before = problems.size;
      // Blocks: only the page shell's own fields; each block is a part of its own.
      resolve(part.schema === pageShellSchema ? { ...part, value: { ...(part.value as object), blocks: [] } } : part, needs);
      if (problems.size !== before) troubled.add(part.source);
    }
  };
  // Settings and shared items first: pages resolved before compare the shared items they show as resolved.
  resolveAll(site.parts);
  for (const page of everyPage(site)) {
    if (!page.resolvedBefore || stillHolds(page, page.resolvedBefore)) continue;
    const again = page.reopen!();
    Object.assign(page, {
      shell: again.shell,
      blocks: again.blocks,
      resolvedBefore: undefined,
      search: undefined,
      summary: undefined,
      resolvedHash: undefined,
      readBlocks: undefined,
    });
    resolveAll(again.parts);
  }
  // A document with a problem is resolved again next time (to report it): nothing of it is kept.
  const found = new Map(dependencies);
  for (const source of troubled) dependencies.delete(source);
  return { variants, dependencies, found };
}
