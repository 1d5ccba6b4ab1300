import type { CompiledPage } from '../../blocks/page.ts';
import type { SiteSettings } from '../shared/site-schema.ts';
import type { ImageVariant } from './responsive-images.ts';

/** What the compiler hands the build: the whole site, validated and resolved. */
export interface CompiledSite {
  settings: SiteSettings;
  /** Static routes, in a stable order (by path). */
  pages: CompiledPage[];
  templates: CompiledPage[];
  notFound: CompiledPage;
  /** Paths of public/ files, so links to downloads and crawl files can be checked. */
  publicFiles: Set<string>;
  /** Resized copies of the raster images the pages use, for the build to write. */
  imageVariants: ImageVariant[];
}

export interface ContentProblem {
  /** Stable identifier of the kind of problem (see messages.ts). */
  code: string;
  file: string;
  line: number;
  col: number;
  /** Readable path into the document, e.g. "blocks[3] (faq) › items[1].answer". */
  where: string;
  /** What happened and what to do, as one text. */
  message: string;
  /** What to do, on its own (for tools that show it apart). */
  hint: string;
  severity: 'error' | 'warning';
}
