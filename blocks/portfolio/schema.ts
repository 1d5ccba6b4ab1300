import { z } from 'zod';
import { html, image, link, text } from '../../src/shared/fields.ts';
import { SLUG } from '../../src/shared/slug.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

const category = z.enum(['branding', 'web', 'mobile', 'print']).describe('Project category: branding, web, mobile or print.');

export const portfolioBlock = defineBlock(
  'portfolio',
  'Sample projects with a category filter; “View” opens a project in a dialog.',
  {
    ...sectionHeading(),
    projects: z
      .array(
        z.strictObject({
          id: z
            .string()
            .regex(SLUG, 'Ids are lowercase words joined by hyphens, for example "prairie-ridge-homes".')
            .meta({ examples: ['prairie-ridge-homes'] })
            .describe('Unique id of the project.'),
          title: text('Project name.'),
          category,
          description: html('What the project was. Rich text.'),
          tags: z.array(text('A tag.')).default([]).describe('Short tags shown on the card.'),
          image: image('Project artwork, shown whole on the card and in the project dialog.').optional(),
          link: z
            .strictObject({
              label: text('The words on the link, for example “Website design service”.'),
              href: link('Where it goes: a site path or an external URL.'),
            })
            .optional()
            .describe('Optional link from the project to a page about it or the service behind it. Without one, no link is shown.'),
        }),
      )
      .min(1)
      .describe('The projects. The filter offers “all” plus the four categories.'),
  },
  { interactive: true },
);

export type PortfolioProps = BlockProps<typeof portfolioBlock>;
export type Project = PortfolioProps['projects'][number];
