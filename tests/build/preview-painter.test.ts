import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { rasterizeWithSharp } from '../../src/build/preview-drawer.ts';
import { previewLayout, type PreviewLayout } from '../../src/build/preview-layout.ts';
import { PreviewPainter, type Rasterize } from '../../src/build/preview-painter.ts';
import { adler32, adler32Combine, ROW_BYTES } from '../../src/build/preview-png.ts';

const { site } = compileSiteContent({ root: process.cwd() });
if (!site) throw new Error('The site does not validate: run npm run validate.');
const layout = previewLayout(site.settings, readFileSync(`public/${site.settings.logo}`, 'utf8'));

const hex = (color: readonly number[]) => `#${color.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** The preview drawn as one SVG: the frame with each line in place, in its colour, not cut to its strip (a strip too small for its line shows). */
function wholeSvg(layout: PreviewLayout, title: string, section: string): string {
  const strips = layout
    .lines(title, section)
    .map((line) =>
      line.svg.replace('<svg ', () => `<svg x="${line.left}" y="${line.top}" overflow="visible" `).replace('fill="#ffffff"', () => `fill="${hex(line.color)}"`),
    )
    .join('');
  return layout.frame.replace('</svg>', () => `${strips}</svg>`);
}

const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();

const titles: [title: string, section: string][] = [
  ['Builder Marketing in Edmond', 'Locations'],
  ['Websites, local SEO and AI follow-up for remodelers who want booked jobs', 'Services'],
  ['A title long enough to be wrapped over four lines and cut with an ellipsis where the fourth one ends, as a shared link shows it', 'Blog'],
  [`Prices & "quotes" <for> $' $& $$ builders: Zoë's Ångström Éclairs`, 'Résumé & <Notes>'],
];

describe('PreviewPainter', () => {
  it.each(titles)('paints "%s" as the whole preview drawn as one SVG shows it (each channel within 1)', async (title, section) => {
    const [png] = await new PreviewPainter(layout, rasterizeWithSharp).paint([[title, section]]);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.channels]).toEqual(['png', 1200, 630, 3]);
    const [painted, whole] = await Promise.all([pixels(png!), pixels(Buffer.from(wholeSvg(layout, title, section)))]);
    expect(painted.length).toBe(whole.length);
    let largest = 0;
    for (let at = 0; at < whole.length; at++) largest = Math.max(largest, Math.abs(painted[at]! - whole[at]!));
    expect(largest).toBeLessThanOrEqual(1);
  });

  it('draws the frame once and a line shared by pages once', async () => {
    const asked: string[] = [];
    const counting: Rasterize = (drawings) => {
      asked.push(...drawings.map(({ svg }) => svg));
      return rasterizeWithSharp(drawings);
    };
    const painter = new PreviewPainter(layout, counting);
    const pages: [string, string][] = [
      ['Builder Marketing in Edmond', 'Locations'],
      ['Builder Marketing in Norman', 'Locations'],
    ];
    const [first, second] = await painter.paint(pages);
    expect(first!.equals(second!)).toBe(false);
    const again = await painter.paint([pages[0]!]);
    expect(again[0]!.equals(first!)).toBe(true);
    // The frame, the section, "Builder Marketing in", "Edmond", "Norman": each drawn once.
    expect(asked.filter((svg) => svg === layout.frame)).toHaveLength(1);
    const drawnTexts = asked.join('');
    for (const text of ['LOCATIONS', 'Builder Marketing in', 'Edmond', 'Norman']) expect(drawnTexts.split(`>${text}</text>`).length - 1, text).toBe(1);
  });
});

/** The zlib stream of a PNG's pixels: its IDAT chunk's data (the painter writes one, after IHDR). */
const idatOf = (png: Buffer) => {
  const at = 8 + 25;
  expect(png.subarray(at + 4, at + 8).toString('latin1')).toBe('IDAT');
  return png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
};

describe('the compressed rows', () => {
  it('inflate whole, with the right checksum, though the rows above the text were compressed apart', async () => {
    const [png] = await new PreviewPainter(layout, rasterizeWithSharp).paint([['Builder Marketing in Edmond', 'Locations']]);
    // inflateSync checks the stream's checksum and throws on a wrong one.
    const rows = inflateSync(idatOf(png!));
    expect(rows.length).toBe(ROW_BYTES * 630);
    expect(Buffer.from(rows.filter((_, at) => at % ROW_BYTES === 0)).every((filter) => filter === 0)).toBe(true);
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
