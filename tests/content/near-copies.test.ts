import { describe, expect, it } from 'vitest';
import { compileSite } from './fixture.ts';

/** A guide page whose body is the template's sentences, with a sentence of its own. */
const guide = (name: string) => `title: Guide to ${name} for local builders
description: How builders in ${name} plan a website, written long enough to pass the description check.
blocks:
  - type: hero
    heading: Guide to ${name}
  - type: richText
    body: >-
      <p>Every builder website starts with a clear list of services.
      A fast page keeps visitors from leaving before it loads.
      Photos of finished projects do more than any slogan can.
      Reviews from past clients answer questions before they are asked.
      ${name} has a story of its own that only its builders tell.</p>
`;

describe('near-copies in one folder', () => {
  it('are reported once on each page, against the earliest page it copies', () => {
    const towns = ['Ada', 'Bixby', 'Cushing', 'Duncan'];
    const { problems } = compileSite(Object.fromEntries(towns.map((town) => [`pages/guides/${town.toLowerCase()}.yaml`, guide(town)])));
    const nearCopies = problems.filter((problem) => problem.code === 'near-copy');
    // Four of the five sentences are the template's: 80 % of each page.
    expect(nearCopies.map(({ file, message }) => [file.split('/').pop(), message.match(/(\d+)% .* on \S*\/(\w+\.yaml)/)?.slice(1)])).toEqual([
      ['bixby.yaml', ['80', 'ada.yaml']],
      ['cushing.yaml', ['80', 'ada.yaml']],
      ['duncan.yaml', ['80', 'ada.yaml']],
    ]);
  });
});
