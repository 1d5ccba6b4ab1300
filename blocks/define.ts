import { z } from 'zod';
import type { JsonLdNode } from '../src/shared/json-ld.ts';
import type { SiteSettings } from '../src/shared/site-schema.ts';
import type { DeriveContext, PageData } from './page.ts';

/** What a block's structuredData() may read besides its own props. */
export interface StructuredDataContext {
  page: PageData;
  settings: SiteSettings;
}

/**
 * One block type: its YAML schema, optionally data derived at build time from the whole site
 * (the blog list reads the articles, the SEO table reads every page), and what it tells search
 * engines. The component is found by convention at blocks/<type>/<Type>.tsx so the browser
 * never downloads zod.
 */
export interface BlockDefinition<T extends string = string, S extends z.ZodType = z.ZodType, D = object> {
  type: T;
  schema: S;
  // Method syntax: the registry holds definitions of every block type in one list.
  derive?(block: z.output<S>, context: DeriveContext): D;
  /**
   * The part of the site derive reads (the pages it lists; all of them when not given): derive is
   * given only that, and a page that shows the block is made again only when it changed (a city
   * page retitled leaves the blog index as it was).
   */
  lists?(context: DeriveContext): DeriveContext;
  /**
   * schema.org nodes for the page's JSON-LD, computed once at build time from the finished block
   * (derived data included), so the structured data code never needs to know block types.
   */
  structuredData?(block: z.output<S> & D, context: StructuredDataContext): JsonLdNode[];
  /**
   * What the page's HTML carries of the block (its data as the page's data file holds it, when not
   * given): a block whose derived data is large (the SEO table lists every page) carries what it
   * shows first, and its component asks for the page's data file when it needs the rest. The
   * page's Markdown version is written from it too: the page as it opens.
   */
  embedded?(block: z.output<S> & D): z.output<S> & D;
  /** The block renders the page's h1, so it must be the page's first and only such block. */
  pageHeading?: boolean;
  /**
   * The block needs JavaScript in the browser (state, timers, handlers beyond plain links).
   * Other blocks arrive as finished HTML and are not hydrated on the first load.
   */
  interactive?: boolean;
}

const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Anchors are lowercase words joined by hyphens, for example "pricing".')
  .describe('Optional id for in-page links: a link to #<anchor> scrolls to this section.')
  .optional();

type Fields<T extends string, F extends z.ZodRawShape> = z.output<z.ZodObject<{ type: z.ZodLiteral<T> } & F>>;

export function defineBlock<T extends string, F extends z.ZodRawShape, D = object>(
  type: T,
  description: string,
  fields: F,
  options: {
    derive?: (block: Fields<T, F>, context: DeriveContext) => D;
    lists?: (context: DeriveContext) => DeriveContext;
    structuredData?: (block: Fields<T, F> & D, context: StructuredDataContext) => JsonLdNode[];
    embedded?: (block: Fields<T, F> & D) => Fields<T, F> & D;
    pageHeading?: boolean;
    interactive?: boolean;
  } = {},
) {
  const schema = z.strictObject({ type: z.literal(type).describe(description), anchor, ...fields }).describe(description);
  return { type, schema, ...options } as BlockDefinition<T, typeof schema, D>;
}

/** The props a block component receives: the validated block plus anything derived for it. */
export type BlockProps<B> = B extends BlockDefinition<string, infer S, infer D> ? z.output<S> & D : never;
