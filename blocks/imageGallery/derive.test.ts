import { describe, expect, it } from 'vitest';
import { img, page } from '../derive-fixture.ts';
import { deriveImages } from './schema.ts';

describe('imageGallery derive', () => {
  it('collects every image of every page, one per file, sorted by path', () => {
    const pages = [
      page('/', [
        { type: 'hero', heading: 'Hi', image: img('/images/z-hero.svg', 'First alt') },
        {
          type: 'team',
          members: [
            { name: 'A', image: img('/images/team-1.svg') },
            { name: 'B', image: img('/images/a-team.png') },
          ],
        },
      ]),
      page('/about', [{ type: 'richText', image: img('/images/z-hero.svg', 'Second alt'), body: '<p>src alt</p>' }]),
    ];
    const templates = [page('/locations/[citySlug]', [{ type: 'hero', image: img('/images/city.svg') }])];
    const { images } = deriveImages({ pages, templates });
    expect(images.map((image) => image.src)).toEqual(['/images/a-team.png', '/images/city.svg', '/images/team-1.svg', '/images/z-hero.svg']);
    expect(images.find((image) => image.src === '/images/z-hero.svg')).toEqual(img('/images/z-hero.svg', 'First alt'));
  });

  it('ignores objects that only look partly like images', () => {
    const pages = [page('/', [{ type: 'cards', items: [{ src: '/x.svg', title: 'Not an image' }], og: { image: '/og.png' } }])];
    expect(deriveImages({ pages, templates: [] }).images).toEqual([]);
  });
});
