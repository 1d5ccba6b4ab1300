import { z } from 'zod';
import type { DeriveContext } from './page.ts';

/**
 * One block type: its YAML schema, and optionally data derived at build time from the whole
 * site (the blog list reads the articles, the SEO table reads every page). The component is
 * found by convention at blocks/<type>/<Type>.tsx so the browser never downloads zod.
 */
export interface BlockDefinition<T extends string = string, S extends z.ZodType = z.ZodType, D = object> {
  type: T;
  schema: S;
  derive?: (block: z.output<S>, context: DeriveContext) => D;
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

export function defineBlock<T extends string, F extends z.ZodRawShape, D = object>(
  type: T,
  description: string,
  fields: F,
  options: {
    derive?: (block: z.output<z.ZodObject<{ type: z.ZodLiteral<T> } & F>>, context: DeriveContext) => D;
    pageHeading?: boolean;
    interactive?: boolean;
  } = {},
) {
  const schema = z
    .strictObject({ type: z.literal(type).describe(description), anchor, ...fields })
    .describe(description);
  return { type, schema, ...options } as BlockDefinition<T, typeof schema, D>;
}

/** The props a block component receives: the validated block plus anything derived for it. */
export type BlockProps<B> = B extends BlockDefinition<string, infer S, infer D> ? z.output<S> & D : never;
