import { z } from 'zod';
import { image, link, text } from '../../src/shared/fields.ts';
import { defineBlock, type BlockProps } from '../define.ts';
import { sectionHeading } from '../shared.ts';

export const workExamplesBlock = defineBlock(
  'workExamples',
  'Examples of client work with a screenshot and a “View Home Page” button.',
  {
    ...sectionHeading(),
    buttonLabel: text('Label of each example’s button.').default('View Home Page'),
    items: z
      .array(
        z.strictObject({
          title: text('Client or project name.'),
          description: text('What we built and why it works.'),
          image: image('Screenshot or illustration of the site.'),
          link: link('The live site, opened in a new tab. Without one, the button shows the notBuiltYet.notImplemented toast of the settings.').optional(),
        }),
      )
      .min(1)
      .describe('The examples.'),
  },
  { interactive: true },
);

export type WorkExamplesProps = BlockProps<typeof workExamplesBlock>;
