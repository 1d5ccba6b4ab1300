import type { BlogPosting } from 'schema-dts';
import { z } from 'zod';
import { html, image, text } from '../../src/shared/fields.ts';
import { organizationId, type SchemaOrgNode } from '../../src/shared/json-ld.ts';
import { defineBlock, type BlockProps } from '../define.ts';

const section = z.strictObject({
  heading: text('Heading of the section.'),
  body: html('The section text. Rich text.'),
  tools: z.array(text('A tool name, optionally with a few words on what it does.')).default([]).describe('Optional list of popular tools for this section.'),
});

export const articleBlock = defineBlock(
  'article',
  'A blog article. Its category, summary and image also make its card on the blog.',
  {
    category: text('Blog category, for example “Associations” or “AI & CRM”. The blog filter lists every category used.'),
    heading: text('Title of the article (its h1).'),
    summary: text('One or two sentences shown on the blog card.'),
    author: z
      .strictObject({
        name: text('Full name of the author, shown in the byline.'),
        jobTitle: text('Their role, shown after the name, for example “SEO & AEO Lead”.'),
      })
      .describe('Who wrote the article: shown as its byline and given to search engines as the author.'),
    published: z.iso
      .date('Use the form 2026-03-14.')
      .meta({ examples: ['2026-03-14'] })
      .describe('Publication date, YYYY-MM-DD.'),
    image: image('Hero image of the article, also used on its blog card.'),
    intro: html('Introduction. Rich text.'),
    why: z
      .strictObject({ heading: text('Heading.'), body: html('Text. Rich text.') })
      .optional()
      .describe('Optional “why this matters” section before the numbered sections.'),
    sectionsHeading: text('Optional heading above the numbered sections, for example “5 strategies that work”.').optional(),
    sections: z.array(section).min(1).describe('The numbered sections of the article.'),
    conclusion: z
      .strictObject({ heading: text('Heading of the conclusion.'), body: html('The conclusion. Rich text.') })
      .describe('The closing section of the article.'),
    callToAction: text('Closing sentence before the booking link.').optional(),
    bookingLabel: text('Label of the booking link at the end.').default('Book a free strategy session'),
  },
  {
    pageHeading: true,
    // The article as displayed; the page adds its address and last edit (src/seo/structured-data.ts).
    structuredData: (article, { settings }) => {
      const posting: SchemaOrgNode<BlogPosting> = {
        '@type': 'BlogPosting',
        headline: article.heading,
        description: article.summary,
        articleSection: article.category,
        datePublished: article.published,
        image: `${settings.siteUrl}${article.image.src}`,
        author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.jobTitle, worksFor: { '@id': organizationId(settings) } },
        publisher: { '@id': organizationId(settings) },
      };
      return [posting];
    },
  },
);

export type ArticleProps = BlockProps<typeof articleBlock>;
