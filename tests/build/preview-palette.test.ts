import { describe, expect, it } from 'vitest';
import { Canvas, type Laid, type Mask } from '../../src/build/preview-blend.ts';
import { PreviewPalette } from '../../src/build/preview-palette.ts';
import { adler32, adler32Changed, ROW_BYTES } from '../../src/build/preview-png.ts';

const NAVY = [12, 37, 72] as const;
const WHITE = [255, 255, 255] as const;
const PEACH = [251, 210, 176] as const;

/** A frame's pixels (red, green, blue): navy, with `extra` colours each on a few pixels. */
function frame(extra: readonly (readonly [number, number, number])[], pixels = 1200 * 630): Uint8Array {
  const rgb = new Uint8Array(3 * pixels);
  for (let at = 0; at < pixels; at++) rgb.set(NAVY, 3 * at);
  extra.forEach((color, index) => [0, 1, 2].forEach((copy) => rgb.set(color, 3 * (1000 + 7 * index + copy))));
  return rgb;
}

const colorAt = (palette: PreviewPalette, entry: number) => [...palette.colors.subarray(3 * entry, 3 * entry + 3)];

describe('PreviewPalette', () => {
  it("holds every frame colour as it is when they fit, the background, and each line colour's ramp", () => {
    const logo = Array.from({ length: 60 }, (_, at) => [200, 60 + at, 12] as const);
    const palette = new PreviewPalette(frame(logo), [WHITE, PEACH]);
    expect(palette.colors.length / 3).toBeLessThanOrEqual(256);
    expect(colorAt(palette, palette.background)).toEqual([...NAVY]);
    const colors: (readonly [number, number, number])[] = [...logo, NAVY, WHITE, PEACH];
    for (const color of colors) expect(colorAt(palette, palette.entryOf(...color))).toEqual([...color]);
    // Half way from navy to white, a ramp's step is within 2 in each channel.
    const half = colorAt(palette, palette.entryOf(134, 146, 164));
    half.forEach((value, channel) => expect(Math.abs(value - [134, 146, 164][channel]!)).toBeLessThanOrEqual(2));
  });

  it('keeps the frame colours shown worst when they do not fit, whatever order its pixels come in', () => {
    // A gradient of 600 colours on a few pixels each, and one far colour on as few.
    const gradient = Array.from({ length: 600 }, (_, at) => [Math.floor(at / 2.4), 100 + (at % 3), 255 - Math.floor(at / 2.4)] as const);
    const far = [0, 255, 0] as const;
    const colors = [...gradient, far];
    const palette = new PreviewPalette(frame(colors), [WHITE]);
    const reversed = new PreviewPalette(frame([...colors].reverse()), [WHITE]);
    expect(palette.colors.length / 3).toBe(256);
    expect(Buffer.from(reversed.colors).equals(Buffer.from(palette.colors))).toBe(true);
    expect(colorAt(palette, palette.entryOf(...far)), 'a colour far from every other is kept').toEqual([...far]);
    for (const color of gradient) {
      const shown = colorAt(palette, palette.entryOf(...color));
      shown.forEach((value, channel) => expect(Math.abs(value - color[channel]!)).toBeLessThanOrEqual(4));
    }
  });
});

/** A mask of a disc `size` pixels across, its edge blended (1 to 254) and its inside covered (255). */
function disc(size: number): Mask {
  const alpha = new Uint8Array(size * size);
  const radius = size / 2 - 1;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const distance = Math.hypot(row + 0.5 - size / 2, column + 0.5 - size / 2);
      alpha[row * size + column] = Math.round(255 * Math.min(1, Math.max(0, radius - distance + 0.5)));
    }
  }
  return { alpha, width: size, height: size, left: -1, top: -size + 2 };
}

describe('Canvas', () => {
  const rows = 120;
  const palette = new PreviewPalette(frame([[200, 80, 12]]), [WHITE, PEACH]);
  const framePixels = new Uint8Array(rows * ROW_BYTES);
  for (let row = 0; row < rows; row++) framePixels.fill(palette.background, row * ROW_BYTES + 1, (row + 1) * ROW_BYTES);
  const [small, large] = [disc(12), disc(40)];
  const drawings: Laid[] = [
    // Apart, each on the background.
    { x: 100, y: 260, color: WHITE, mask: large },
    { x: 150, y: 260, color: WHITE, mask: small },
    // Overlapping the one before in the same rows, and in another colour over it.
    { x: 130, y: 262, color: PEACH, mask: large },
    { x: 300, y: 290, color: PEACH, mask: small },
    { x: 305, y: 292, color: WHITE, mask: small },
    // Cut by the run's top and by the preview's left and right edges.
    { x: 400, y: 215, color: WHITE, mask: large },
    { x: -10, y: 300, color: WHITE, mask: small },
    { x: 1195, y: 300, color: PEACH, mask: large },
  ];

  it('stamps drawings on the background as it blends them pixel by pixel, and tells the checksum', () => {
    const top = 200;
    const lay = (plainRows: Uint8Array) => {
      const pixels = Uint8Array.from(framePixels);
      const changes = new Canvas(palette, plainRows).lay(pixels, top, drawings);
      return { pixels, changes };
    };
    const stamped = lay(new Uint8Array(630).fill(1));
    // No row of this frame is the background throughout: every drawing is blended.
    const blended = lay(new Uint8Array(630));
    expect(Buffer.from(stamped.pixels).equals(Buffer.from(blended.pixels))).toBe(true);
    expect(Buffer.from(stamped.pixels).equals(Buffer.from(framePixels))).toBe(false);
    for (const { pixels, changes } of [stamped, blended]) expect(adler32Changed(adler32(framePixels), changes)).toBe(adler32(pixels));
  });
});
