import type { ImageOutput } from '../src/shared/fields.ts';
import type { JsonLdNode } from '../src/shared/json-ld.ts';
import type { SiteSettings } from '../src/shared/site-schema.ts';
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
}

/** What a block's derive() may read: the whole site as validated. */
export interface DeriveContext {
  settings: SiteSettings;
  pages: readonly CompiledPage[];
  templates: readonly CompiledPage[];
}
