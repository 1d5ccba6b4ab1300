import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoSite } from './photo-site.ts';

describe('raster images', () => {
  it('get AVIF and WebP copies at each width up to their own, named by content, and a <picture> that offers them', async () => {
    const dist = await photoSite();
    const html = readFileSync(path.join(dist, 'crew/index.html'), 'utf8');
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    const sources = [...picture.matchAll(/<source type="(image\/\w+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)].map(([, type, srcSet, sizes]) => ({
      type,
      srcSet,
      sizes,
    }));
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);

    for (const { type, srcSet } of sources) {
      const entries = srcSet!.split(', ').map((entry) => entry.split(' '));
      expect(entries.map(([, width]) => width)).toEqual(['480w', '800w', '1000w']);
      for (const [url, width] of entries) {
        expect(url).toMatch(/^\/images\/variants\/crew-[0-9a-f]{10}-\d+\.(avif|webp)$/);
        const meta = await sharp(path.join(dist, url!)).metadata();
        expect(meta.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
        expect(`${meta.width}w`).toBe(width);
        expect(meta.height).toBe(Math.round((meta.width! * 600) / 1000));
      }
    }
    // The fallback keeps the original, with its intrinsic size; the hero's best copy is preloaded.
    expect(picture).toMatch(/<img src="\/images\/crew\.png" alt="The crew framing a house" width="1000" height="600"/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" [^>]*imageSrcSet="\/images\/variants\/crew-[^"]+-480\.avif 480w/);
    expect(head).not.toMatch(/<link rel="preload" [^>]*href="\/images\/crew\.png"(?![^>]*imageSrcSet)/);
    // Vector images are left alone.
    expect(html).toMatch(/<img src="\/favicon\.svg"/);
    expect(html.match(/<picture/g)).toHaveLength(1);
  });
});
