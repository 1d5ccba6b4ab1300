import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildSite } from '../../src/build/build.ts';
import { writeSite } from '../content/fixture.ts';

const PHOTO_PAGE = `title: Our crew on site
description: A photo of the crew at work, to check that raster images get resized modern copies.
blocks:
  - type: hero
    heading: On site
    image:
      src: /images/crew.png
      alt: The crew framing a house
  - type: richText
    heading: Also an SVG
    body: <p>Vector art stays as it is.</p>
    image:
      src: /favicon.svg
      alt: The logo
`;

/** A site whose public/ folder holds a 1000 x 600 photo-like PNG (a gradient: it compresses like a photo). */
export async function photoSite() {
  const root = writeSite({ 'pages/crew.yaml': PHOTO_PAGE });
  const publicDir = path.join(root, 'public');
  cpSync(path.resolve('public'), publicDir, { recursive: true });
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="1000" height="600" fill="url(#g)"/><circle cx="300" cy="300" r="180" fill="#fde7d3"/></svg>`;
  writeFileSync(path.join(publicDir, 'images/crew.png'), await sharp(Buffer.from(gradient)).png().toBuffer());
  await buildSite({ root: process.cwd(), pagesDir: path.join(root, 'pages'), publicDir, outDir: path.join(root, 'dist'), log: () => {} });
  return path.join(root, 'dist');
}
