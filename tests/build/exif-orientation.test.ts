import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeVariant } from '../../src/build/image-variants.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { writeSite } from '../content/fixture.ts';

const PAGE = `title: On site
description: A portrait photo from a phone, stored sideways with an EXIF orientation, in the hero.
blocks:
  - type: hero
    heading: On site
    image:
      src: /images/phone.jpg
      alt: A framer on a ladder
`;

const cacheDir = mkdtempSync(path.join(tmpdir(), 'variants-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('a phone photo stored sideways (EXIF orientation 6)', () => {
  it('is compiled with its upright size, and its copies are encoded upright', async () => {
    const root = writeSite({ 'pages/on-site.yaml': PAGE });
    mkdirSync(path.join(root, 'public/images'), { recursive: true });
    copyFileSync('public/favicon.svg', path.join(root, 'public/favicon.svg'));
    const sideways = sharp({ create: { width: 400, height: 200, channels: 3, background: '#0b2545' } })
      .jpeg()
      .withMetadata({ orientation: 6 });
    writeFileSync(path.join(root, 'public/images/phone.jpg'), await sideways.toBuffer());

    const { site, problems } = compileSiteContent({ root });
    expect(problems).toEqual([]);
    const [hero] = site!.pages.find((page) => page.data.route === '/on-site')!.data.blocks;
    expect(hero?.type === 'hero' && hero.image).toMatchObject({ width: 200, height: 400 });

    expect(site!.imageVariants.map((variant) => variant.width)).toEqual([200, 200]);
    for (const variant of site!.imageVariants) {
      const copy = await sharp(await encodeVariant(variant, cacheDir)).metadata();
      expect({ width: copy.width, height: copy.height, orientation: copy.orientation }).toEqual({ width: 200, height: 400, orientation: undefined });
    }
  });
});
