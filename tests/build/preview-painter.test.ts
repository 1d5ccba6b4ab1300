import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { rasterizeWithSharp } from '../../src/build/preview-drawer.ts';
import { previewLayout, type PreviewLayout } from '../../src/build/preview-layout.ts';
import { loadPreviewFaces, textSvg } from '../../src/build/preview-font.ts';
import { PreviewPainter, type Rasterize, type SvgToDraw } from '../../src/build/preview-painter.ts';
import { adler32, adler32Changed, adler32Combine, PreviewRows, ROW_BYTES, type RowRun } from '../../src/build/preview-png.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const layout = previewLayout(site.settings, readFileSync(`public/${site.settings.logo}`, 'utf8'));

const faces = await loadPreviewFaces();

/** The preview drawn as one SVG: the frame with each line's glyphs where the painter puts them, in its colour. */
function wholeSvg(layout: PreviewLayout, title: string, section: string): string {
  const texts = [...layout.frame.texts, ...layout.lines(title, section)].map((text) => textSvg(faces, text));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${layout.frame.shapes}${texts.join('')}</svg>`;
}

const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();

/**
 * Expects a painted preview to show what the whole preview drawn as one SVG shows: each channel
 * within `largest` (4: the palette's nearest entry, see preview-palette.ts), and fewer than one
 * in 2,000 channels more than 2 off (a glyph's edge is within 2 of its exact blend).
 */
async function expectAsWhole(png: Buffer, layout: PreviewLayout, title: string, section: string, largest = 4) {
  const [painted, whole] = await Promise.all([pixels(png), pixels(Buffer.from(wholeSvg(layout, title, section)))]);
  expect(painted.length).toBe(whole.length);
  let [worst, offByMore] = [0, 0];
  for (let at = 0; at < whole.length; at++) {
    const off = Math.abs(painted[at]! - whole[at]!);
    worst = Math.max(worst, off);
    if (off > 2) offByMore++;
  }
  expect(worst).toBeLessThanOrEqual(largest);
  expect(offByMore).toBeLessThan(whole.length / 2000);
}

const titles: [title: string, section: string][] = [
  ['Builder Marketing in Edmond', 'Locations'],
  ['Websites, local SEO and AI follow-up for remodelers who want booked jobs', 'Services'],
  ['A title long enough to be wrapped over four lines and cut with an ellipsis where the fourth one ends, as a shared link shows it', 'Blog'],
  [`Prices & "quotes" <for> $' $& $$ builders: Zoë's Ångström Éclairs`, 'Résumé & <Notes>'],
  // Characters the shipped font lacks: the line is drawn whole, with the machine's fonts.
  ['工務店のためのウェブ集客 for builders', 'Blog'],
];

/** The previews' PNG files, as the painter gives their pieces joined. */
const paintedFiles = async (painter: PreviewPainter, pages: readonly (readonly [string, string])[]) =>
  (await painter.paint(pages)).map((pieces) => Buffer.concat(pieces));

describe('PreviewPainter', () => {
  it.each(titles)('paints "%s" as the whole preview drawn as one SVG shows it, in a palette', async (title, section) => {
    const [png] = await paintedFiles(new PreviewPainter(layout, rasterizeWithSharp), [[title, section]]);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.channels]).toEqual(['png', 1200, 630, 3]);
    await expectAsWhole(png!, layout, title, section);
  });

  it('paints lines whose glyphs share rows as the whole preview shows them (one run, drawn in order)', async () => {
    // The title's line drawn over the section's, 20 pixels lower.
    const crowded: PreviewLayout = {
      ...layout,
      lines(title, section) {
        const [sectionLine, titleLine] = layout.lines(title, section);
        return [sectionLine!, { ...titleLine!, baseline: sectionLine!.baseline + 20, top: sectionLine!.top + 20 }];
      },
    };
    const [png] = await paintedFiles(new PreviewPainter(crowded, rasterizeWithSharp), [['Builder Marketing', 'Locations']]);
    // Where one line's edge lies over the other's, the blend of their colours is on no ramp: its nearest entry is up to 17 off. Drawn in the wrong order, a glyph's inside would be 79 off.
    await expectAsWhole(png!, crowded, 'Builder Marketing', 'Locations', 20);
  });

  it('draws the frame once, each glyph once at each size and phase, and a line the font cannot draw whole', async () => {
    const asked: SvgToDraw[] = [];
    const counting: Rasterize = (drawings) => {
      asked.push(...drawings);
      return rasterizeWithSharp(drawings);
    };
    const painter = new PreviewPainter(layout, counting);
    const pages: [string, string][] = [
      ['Builder Marketing in Edmond', 'Locations'],
      ['Builder Marketing in Norman', 'Locations'],
      ['工務店 in Norman', 'Locations'],
    ];
    const [first, second] = await paintedFiles(painter, pages);
    expect(first!.equals(second!)).toBe(false);
    const askedBefore = asked.length;
    const again = await paintedFiles(painter, [pages[0]!]);
    expect(again[0]!.equals(first!)).toBe(true);
    expect(asked.length, 'painting a preview again draws nothing').toBe(askedBefore);
    // The same bytes whatever was painted before (a one-page rebuild paints one preview on its own; the palette is the frame's).
    const [alone] = await paintedFiles(new PreviewPainter(layout, rasterizeWithSharp), [pages[1]!]);
    expect(alone!.equals(second!)).toBe(true);
    expect(asked.filter(({ alpha }) => !alpha)).toHaveLength(1);
    // Each drawing is a nested SVG of its own in the stacks asked for.
    const drawings = asked
      .filter(({ alpha }) => alpha)
      .flatMap(({ svg }) =>
        svg
          .split('<svg y="')
          .slice(1)
          .map((part) => part.slice(part.indexOf('"'))),
      );
    expect(new Set(drawings).size).toBe(drawings.length);
    const lines = drawings.filter((drawing) => drawing.includes('<text'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('>工務店 in Norman</text>');
  });

  describe('with a file to keep its drawings in', () => {
    const keptIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'painter-')), 'painter.bin');
    const counting =
      (asked: SvgToDraw[]): Rasterize =>
      (drawings) => {
        asked.push(...drawings);
        return rasterizeWithSharp(drawings);
      };
    const [edmond, norman, kanji] = [
      ['Builder Marketing in Edmond', 'Locations'],
      ['Builder Marketing in Norman', 'Locations'],
      ['工務店 in Norman', 'Locations'],
    ] as const;

    it('draws nothing for the glyphs and the frame a painter kept before, and paints the same bytes; a line drawn whole is drawn again', async () => {
      const file = keptIn();
      const first = new PreviewPainter(layout, rasterizeWithSharp, file);
      const painted = await paintedFiles(first, [edmond, kanji]);
      await first.keep();
      const asked: SvgToDraw[] = [];
      const again = await paintedFiles(new PreviewPainter(layout, counting(asked), file).prepare(), [edmond, kanji]);
      expect(again.map((png, at) => png.equals(painted[at]!))).toEqual([true, true]);
      expect(asked.map(({ svg }) => svg.includes('>工務店 in Norman</text>'))).toEqual([true]);
    });

    it('keeps what each of two painters drew, whichever wrote last', async () => {
      const file = keptIn();
      const [one, other] = [new PreviewPainter(layout, rasterizeWithSharp, file), new PreviewPainter(layout, rasterizeWithSharp, file)];
      const painted = [...(await paintedFiles(one, [edmond])), ...(await paintedFiles(other, [norman]))];
      await one.keep();
      await other.keep();
      const asked: SvgToDraw[] = [];
      const again = await paintedFiles(new PreviewPainter(layout, counting(asked), file), [edmond, norman]);
      expect(again.map((png, at) => png.equals(painted[at]!))).toEqual([true, true]);
      expect(asked).toEqual([]);
    });

    it('draws as it would without one when the file is not what a painter wrote', async () => {
      const file = keptIn();
      writeFileSync(file, 'not drawings');
      const asked: SvgToDraw[] = [];
      const [png] = await paintedFiles(new PreviewPainter(layout, counting(asked), file), [edmond]);
      const [fresh] = await paintedFiles(new PreviewPainter(layout, rasterizeWithSharp), [edmond]);
      expect(png!.equals(fresh!)).toBe(true);
      expect(
        asked.filter(({ alpha }) => !alpha),
        'the frame',
      ).toHaveLength(1);
    });
  });
});

/** The zlib stream of a PNG's pixels: its IDAT chunk's data (the painter writes one, after IHDR and PLTE). */
const idatOf = (png: Buffer) => {
  const at = 8 + 25 + 12 + png.readUInt32BE(8 + 25);
  expect(png.subarray(8 + 25 + 4, 8 + 25 + 8).toString('latin1')).toBe('PLTE');
  expect(png.subarray(at + 4, at + 8).toString('latin1')).toBe('IDAT');
  return png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
};

describe('the compressed rows', () => {
  it('inflate whole, with the right checksum, though each run of rows was compressed apart and the runs previews share once', async () => {
    const painter = new PreviewPainter(layout, rasterizeWithSharp);
    // Titles that share a first line and a section, or not; and a line the font cannot draw, which runs to the last row.
    const pngs = await paintedFiles(painter, [...titles, ['Builder Marketing in Norman', 'Locations'], ['Builder Marketing in Moore', 'Locations']]);
    for (const png of pngs) {
      // inflateSync checks the stream's checksum and throws on a wrong one.
      const rows = inflateSync(idatOf(png));
      expect(rows.length).toBe(ROW_BYTES * 630);
      expect(Buffer.from(rows.filter((_, at) => at % ROW_BYTES === 0)).every((filter) => filter === 0)).toBe(true);
    }
  });

  it('paint and compress each run once, kept by its key, and put a preview together from its runs in order', async () => {
    const frame = Uint8Array.from({ length: ROW_BYTES * 630 }, (_, at) => (at % ROW_BYTES === 0 ? 0 : (at * 31) >> 10) & 255);
    const rows = new PreviewRows(frame);
    let painted = 0;
    /** A run with a band of pixels set to `value` (the frame's rows kept otherwise). */
    const band = (top: number, bottom: number, value: number): RowRun => ({
      top,
      bottom,
      key: `band ${top} ${bottom} ${value}`,
      paint(pixels) {
        painted++;
        const changes = { sum: 0, weighted: 0 };
        for (let at = ROW_BYTES + 1; at < 2 * ROW_BYTES; at++) {
          changes.sum += value - pixels[at]!;
          changes.weighted += (pixels.length - at) * (value - pixels[at]!);
          pixels[at] = value;
        }
        return changes;
      },
    });
    const frameRun = (top: number, bottom: number): RowRun => ({ top, bottom, key: `frame ${top} ${bottom}` });
    const expected = (value: number) => {
      const pixels = Buffer.from(frame);
      pixels.fill(value, 201 * ROW_BYTES + 1, 202 * ROW_BYTES);
      return pixels;
    };
    const previews = await Promise.all([7, 7, 9].map((value) => rows.compressed([frameRun(0, 200), band(200, 260, value), frameRun(260, 630)])));
    // Compared with equals: a deep comparison of three 2 MB buffers takes vitest seconds.
    expect(previews.map((stream, at) => inflateSync(Buffer.concat(stream)).equals(expected([7, 7, 9][at]!)))).toEqual([true, true, true]);
    expect(painted, 'the band of 7 painted once for two previews').toBe(2);
  });

  it("tell a run's checksum from the frame's and the bytes changed", () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, at) => (at * 7919) & 255);
    const changed = Uint8Array.from(bytes);
    const changes = { sum: 0, weighted: 0 };
    for (let at = 5; at < changed.length; at += 997) {
      const value = (at * 13) & 255;
      changes.sum += value - changed[at]!;
      changes.weighted += (changed.length - at) * (value - changed[at]!);
      changed[at] = value;
    }
    expect(adler32Changed(adler32(bytes), changes)).toBe(adler32(changed));
  });

  it("combine two runs' checksums as zlib checks the whole", () => {
    const lengths: [first: number, second: number][] = [
      [0, 1],
      [1, 0],
      [700_000, 1_500_000],
      [65_521, 65_520],
      [3, 131_042],
    ];
    for (const [first, second] of lengths) {
      const bytes = Uint8Array.from({ length: first + second }, (_, at) => (at * 7919 + (at >> 9)) & 255);
      const [a, b] = [bytes.subarray(0, first), bytes.subarray(first)];
      expect(adler32Combine(adler32(a), adler32(b), b.length), `${first} + ${second}`).toBe(adler32(bytes));
    }
  });
});
