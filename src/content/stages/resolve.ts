import path from 'node:path';
import { closest } from '../suggest.ts';
import { imageSize, type Size } from '../image-size.ts';
import { messages } from '../messages.ts';
import type { Problems } from '../problems.ts';
import { imageSources, imageVariants, RESIZABLE, type ImageVariant } from '../responsive-images.ts';
import { internalLinks, sanitizeHtml } from '../sanitize.ts';
import { visitKinds } from '../schema-walk.ts';
import { pageShellSchema } from '../page-schema.ts';
import type { DocPath } from '../yaml-source.ts';
import type { LinkTargets } from './links.ts';
import { markdownInRichText, markdownInText, placeholderProblems, removedMarkup, type TextFinding } from './rich-text.ts';
import type { Part, ValidatedSite } from './validate.ts';

export interface Resolver {
  /** Resized copies of every raster image used, for the build to write. */
  variants: Map<string, ImageVariant[]>;
}

/**
 * The resolve stage, on every part that validated: links and anchors are checked, rich text is
 * sanitised and checked, images are measured, references are replaced by their shared item.
 */
export function resolveSite(site: ValidatedSite, links: LinkTargets, publicDir: string, publicFiles: ReadonlySet<string>, problems: Problems): Resolver {
  const sizes = new Map<string, Size | undefined>();
  const variants = new Map<string, ImageVariant[]>();
  const images = [...publicFiles].filter((file) => /\.(svg|png|jpe?g|webp|avif)$/i.test(file));

  const overlaps = (a: DocPath, b: DocPath) =>
    a.slice(0, b.length).every((segment, index) => segment === b[index]) || b.slice(0, a.length).every((segment, index) => segment === a[index]);
  const resolve = (part: Part) =>
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
        const file = path.join(publicDir, image.src);
        if (!sizes.has(image.src)) sizes.set(image.src, imageSize(file));
        const size = sizes.get(image.src);
        if (!size) {
          problems.at(part.source, [...docPath, 'src'], messages.imageUnreadable(image.src), { where: part.where([...docPath, 'src']) });
          return;
        }
        Object.assign(image, size);
        if (RESIZABLE.test(image.src)) {
          if (!variants.has(image.src)) variants.set(image.src, imageVariants(file, image.src, size.width));
          image.sources = imageSources(variants.get(image.src)!);
        }
      } else if (kind.kind === 'ref') {
        const collection = site.collections.get(kind.collection);
        const id = value as string;
        if (!collection) {
          problems.at(part.source, docPath, messages.missingCollection(id, kind.collection), { where: where() });
          return;
        }
        const item = collection.items.get(id);
        if (item) replace(item.value);
        // An item with an error of its own is reported there, once.
        else if (!collection.broken.has(id) && !collection.incomplete) {
          const meant = closest(id, [...collection.items.keys()]);
          problems.at(part.source, docPath, messages.missingRef(kind.collection, id, meant ? ` Did you mean "${meant}"?` : '', collection.files), {
            where: where(),
          });
        }
      }
    });

  // Blocks: only the page shell's own fields; each block is a part of its own.
  for (const part of site.parts) resolve(part.schema === pageShellSchema ? { ...part, value: { ...(part.value as object), blocks: [] } } : part);
  return { variants };
}
