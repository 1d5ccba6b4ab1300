import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'image-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 400 x 200 picture as stored, in one format, with an EXIF orientation when one is given. */
async function photo(format: 'jpeg' | 'png' | 'webp', orientation?: number) {
  const stored = sharp({ create: { width: 400, height: 200, channels: 3, background: '#f97316' } })[format]();
  const file = path.join(dir, `photo-${orientation ?? 'none'}.${format}`);
  writeFileSync(file, await (orientation ? stored.withMetadata({ orientation }) : stored).toBuffer());
  return file;
}

describe('image sizes', () => {
  // Orientations 5 to 8 turn the picture a quarter (6 is a phone held upright); 3 turns it half.
  const cases = (['jpeg', 'png', 'webp'] as const).flatMap((format) =>
    [undefined, 1, 3, 5, 6, 7, 8].map((orientation) => ({ format, orientation, portrait: orientation !== undefined && orientation >= 5 })),
  );

  it.each(cases)('$format with EXIF orientation $orientation is measured as displayed, as sharp orients it', async ({ format, orientation, portrait }) => {
    const file = await photo(format, orientation);
    const size = imageSize(file);
    expect(size).toEqual(portrait ? { width: 200, height: 400 } : { width: 400, height: 200 });
    expect(size).toEqual((await sharp(file).metadata()).autoOrient);
  });
});
