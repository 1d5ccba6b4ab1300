import type { ImageOutput } from '../src/shared/fields.ts';
import type { JsonLdNode } from '../src/shared/json-ld.ts';
import type { SiteSettings } from '../src/shared/site-schema.ts';
import type { ArticleProps } from './article/schema.ts';
import type { Block } from './index.ts';

/** Everything a route needs to render, serialised to JSON for the browser. */
export interface PageData {
  /** "/services/seo-aeo", or a pattern such as "/locations/[citySlug]" for templates. */
  route: string;
  title: string;
  description: string;
  /** Social previews; without an image of its own, an indexable page gets a generated one (src/seo/preview.ts). */
  og: { title?: string; description?: string; image?: ImageOutput; type: 'website' | 'article' };
  /** What the page is, for structured data (see src/seo/structured-data.ts). */
  kind: 'website' | 'article' | 'service' | 'city';
  noindex: boolean;
  /** Home › section › page, computed at build time from the routes. */
  breadcrumbs: { name: string; path: string }[];
  /** Last commit date of the page file (YYYY-MM-DD), filled in by the build; absent in dev. */
  modified?: string;
  /** Validated, references resolved, HTML sanitised, site-wide data derived: typed by the registry. */
  blocks: Block[];
  /** What the blocks tell search engines (an FAQ its questions, an article itself); the page adds the rest. */
  structuredData: JsonLdNode[];
}

export interface CompiledPage {
  /** Source file, relative to the project root, for messages. */
  file: string;
  data: PageData;
  /** For template pages: the parameter name and the values to prerender. */
  template?: { param: string; values: string[] };
  /**
   * Everything its data is made from, in short (hashes of its text as resolved, of the settings
   * and, where its blocks read them, of the site's summaries; its address and breadcrumbs), when
   * that is known without making the data: the build compares it instead of the data.
   */
  key?: string;
  /** Its blocks list other pages (the blog index, the SEO table): its size grows with the site's. */
  lists?: true;
}

/**
 * What a block's derive() reads of one page: its own fields, its articles (the blog lists them)
 * and every image it shows (the gallery lists them). Small and made once per page from its own
 * text, so the build keeps it with that text and never reads a kept page whole to derive another.
 */
export interface PageSummary {
  route: string;
  title: string;
  description: string;
  kind: PageData['kind'];
  noindex: boolean;
  articles: Pick<ArticleProps, 'heading' | 'category' | 'summary' | 'image' | 'published'>[];
  /** One per file, in the order the page shows them. */
  images: ImageOutput[];
}

/** What a block's derive() may read: the settings and a summary of every page. */
export interface DeriveContext {
  settings: SiteSettings;
  pages: readonly PageSummary[];
  templates: readonly PageSummary[];
}

const isImage = (node: object): node is ImageOutput =>
  'src' in node && 'alt' in node && 'width' in node && 'height' in node && typeof node.src === 'string' && typeof node.alt === 'string';

/**
 * What other pages list of a page (its articles and images), from its blocks as resolved (before
 * anything is derived for them); the rest of its summary is its own fields. Images are found by
 * walking the blocks: they are the only objects with src, alt, width and height, so a new
 * block's artwork is found with no code.
 */
export function listedIn(blocks: readonly { type: string }[]): Pick<PageSummary, 'articles' | 'images'> {
  const images = new Map<string, ImageOutput>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if (!isImage(node)) Object.values(node).forEach(walk);
      else if (!images.has(node.src)) images.set(node.src, { src: node.src, alt: node.alt, width: node.width, height: node.height });
    }
  };
  walk(blocks);
  const articles = (blocks as Block[]).flatMap((block) =>
    block.type === 'article'
      ? [{ heading: block.heading, category: block.category, summary: block.summary, image: block.image, published: block.published }]
      : [],
  );
  return { articles, images: [...images.values()] };
}
