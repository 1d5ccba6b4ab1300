import { z } from 'zod';
import { blocks } from '../../blocks/index.ts';
import { SLUG } from '../shared/slug.ts';
import { image, text } from '../shared/fields.ts';

const pageFields = {
  title: text('Page title. The browser tab and search result show “{title} | {brand}”; keep that within 60 characters.'),
  description: text('Meta description for search results and social previews, 50 to 160 characters.'),
  og: z
    .strictObject({
      title: text('Title for social previews, if different from the page title.').optional(),
      description: text('Description for social previews, if different.').optional(),
      image: image(
        'Image for social previews instead of the generated one: a PNG, JPEG or WebP file (social networks do not show SVG), ideally 1200 × 630 px.',
      ).optional(),
    })
    .optional()
    .describe('Open Graph overrides for social previews.'),
  kind: z
    .enum(['website', 'article', 'service', 'city'])
    .default('website')
    .describe(
      'What the page is, for search engines: website (default); article (a blog post); service (a service page); city (a city landing page: the city is taken from the URL).',
    ),
  noindex: z.boolean().default(false).describe('true keeps the page out of search engines and the sitemap.'),
  paths: z
    .array(z.string().regex(SLUG, 'Values are lowercase words joined by hyphens.'))
    .optional()
    .describe('Template pages only: parameter values to prerender. Other values still render in the browser.'),
};

const blockUnion = z.discriminatedUnion('type', blocks.map((block) => block.schema) as unknown as [z.ZodObject, ...z.ZodObject[]]);

/** The whole page document: the union of the block registry on `type`. */
export const pageSchema = z
  .strictObject({ ...pageFields, blocks: z.array(blockUnion).min(1).describe('The sections of the page, top to bottom.') })
  .describe('A page of the site. The file path is the URL.');

/** The same document with blocks left for block-by-block validation (better messages). */
export const pageShellSchema = z.strictObject({
  ...pageFields,
  blocks: z.array(z.unknown()).min(1).describe('The sections of the page, top to bottom.'),
});

export type PageShell = z.output<typeof pageShellSchema>;
/** The page's own fields, without its blocks as written. */
export type PageFields = Omit<PageShell, 'blocks'>;
