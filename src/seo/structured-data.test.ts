import type { Review } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { defineBlock } from '../../blocks/define.ts';
import type { PageData } from '../../blocks/page.ts';
import { compileSite, writeSite } from '../../tests/content/fixture.ts';
import { compileContent } from '../content/compile.ts';
import { text } from '../shared/fields.ts';
import { organizationId, type SchemaOrgNode } from '../shared/json-ld.ts';
import { plainText } from '../shared/rich-text.ts';
import { openingHoursSpecification } from './opening-hours.ts';
import { e164, structuredData } from './structured-data.ts';

describe('plainText', () => {
  it('keeps link text and punctuation together, and separates blocks', () => {
    expect(plainText('<p>For Tarrant County, see our <a href="/locations/fort-worth">Fort Worth page</a>.</p><p>Or <strong>call</strong> us.</p>')).toBe(
      'For Tarrant County, see our Fort Worth page. Or call us.',
    );
    expect(plainText('<ul><li>One</li><li>Two &amp; three</li></ul>')).toBe('One Two & three');
    expect(plainText('<p>It&#39;s &lt;fast&gt;&nbsp;&#8212; really</p>')).toBe("It's <fast> — really");
  });
});

describe('openingHoursSpecification', () => {
  it('spells out the days of a range, wrapping around the week, with the times', () => {
    expect(openingHoursSpecification('Mo-Fr 09:00-17:00')).toEqual({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    });
    expect(openingHoursSpecification('Sa 10:00-14:00').dayOfWeek).toEqual(['Saturday']);
    expect(openingHoursSpecification('Sa-Mo 08:00-12:00').dayOfWeek).toEqual(['Saturday', 'Sunday', 'Monday']);
  });
});

describe('e164', () => {
  it('gives North American numbers +1, keeps international ones, and gives up on anything else', () => {
    expect(e164('(405) 555-0142', 'US')).toBe('+14055550142');
    expect(e164('+44 20 7946 0958', 'GB')).toBe('+442079460958');
    expect(e164('555-0142', 'US')).toBeUndefined();
  });
});

describe('structured data from blocks', () => {
  const page = (blocks: string) =>
    `title: Questions\ndescription: A test page with questions and answers, long enough for the checks.\nblocks:\n  - type: hero\n    heading: Questions\n${blocks}`;
  const faq = (question: string) =>
    `  - type: faq\n    heading: More\n    items:\n      - question: ${question}\n        answer: <p>Yes, <a href="/">from home</a>.</p>\n`;

  it('gives a page one FAQPage with the questions of all its FAQ blocks, answers as plain text', () => {
    const { site } = compileSite({ 'pages/questions.yaml': page(faq('Who?') + faq('Why?')) });
    const questions = site!.pages.find((candidate) => candidate.data.route === '/questions')!.data;
    const things = structuredData(site!.settings, questions, '/questions');
    expect(things.filter((thing) => thing['@type'] === 'FAQPage')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: ['Who?', 'Why?'].map((name) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: 'Yes, from home.' } })),
      },
    ]);
  });

  it('takes what a new block type contributes, with no change here; a dated work gets the page address and last edit', () => {
    const banner = defineBlock('banner', 'A made-up heading block.', { title: text('The heading.') }, { pageHeading: true });
    const review = defineBlock(
      'review',
      'A made-up review.',
      { body: text('What was said.'), published: text('When.') },
      {
        structuredData: (block, { settings }) => {
          const node: SchemaOrgNode<Review> = {
            '@type': 'Review',
            reviewBody: block.body,
            datePublished: block.published,
            publisher: { '@id': organizationId(settings) },
          };
          return [node];
        },
      },
    );
    const root = writeSite({
      'pages/_404.yaml':
        'title: Not found\ndescription: The page you asked for does not exist on this test site at all.\nblocks:\n  - type: banner\n    title: Not found\n',
      'pages/index.yaml':
        'title: Home\ndescription: The home page of the test site, with enough words to pass checks.\nblocks:\n  - type: banner\n    title: Welcome\n',
      'pages/reviews.yaml':
        'title: Reviews\ndescription: What clients say about the test company, in their own words.\nblocks:\n  - type: banner\n    title: Reviews\n  - type: review\n    body: Great work.\n    published: 2026-03-10\n',
    });
    const { site } = compileContent({ root, pagesDir: 'pages', blocks: [banner, review] });
    const reviews = site!.pages.find((candidate) => candidate.data.route === '/reviews')!.data;
    const ofReview = (data: PageData) => structuredData(site!.settings, data, '/reviews').filter((thing) => thing['@type'] === 'Review');
    expect(ofReview(reviews)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Review',
        reviewBody: 'Great work.',
        datePublished: '2026-03-10',
        publisher: { '@id': 'https://test.example/#organization' },
        mainEntityOfPage: 'https://test.example/reviews',
        dateModified: '2026-03-10',
      },
    ]);
    expect(ofReview({ ...reviews, modified: '2026-04-01' })[0]).toMatchObject({ dateModified: '2026-04-01' });
    expect(ofReview({ ...reviews, modified: '2026-01-01' })[0]).toMatchObject({ dateModified: '2026-03-10' });
  });
});
