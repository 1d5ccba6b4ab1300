import { PREVIEW_SIZE } from '../seo/preview.ts';
import type { PreviewText } from './preview-font.ts';
import type { PreviewPalette } from './preview-palette.ts';
import { ADLER_BASE, ROW_BYTES, type ByteChanges } from './preview-png.ts';

/** What a drawing covers of each pixel of its box, row after row, and where its box's top left corner is from the point it is placed at. */
export interface Mask {
  alpha: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** A drawing laid on a preview: its mask, in a colour, at a point. */
export interface Laid {
  x: number;
  y: number;
  color: PreviewText['color'];
  mask: Mask;
}

/** The columns each row of a mask covers, from the first to the last (last -1: none). */
interface Ink {
  first: Int16Array;
  last: Int16Array;
}

/**
 * A mask laid in one colour on the background: each pixel's entry, the sum of what it changes
 * (entry less the background's) and the sum of each change times its pixel's place in the box
 * (row × ROW_BYTES + column), from which its checksum's change wherever it is laid follows (see Canvas.stamp).
 */
interface Stamp {
  entries: Uint8Array;
  sum: number;
  placed: number;
}

const inks = new WeakMap<Mask, Ink>();

/**
 * The frame drawings are laid on: its palette, and which of its rows are the palette's background
 * throughout (1) or not (0).
 */
export class Canvas {
  /** The stamps of each mask, by colour. */
  private readonly stamps = new WeakMap<Mask, Map<string, Stamp>>();

  constructor(
    readonly palette: PreviewPalette,
    private readonly plainRows: Uint8Array,
  ) {}

  /**
   * Lays drawings, in order, on a run of a preview's rows (those from the preview's row `top`),
   * and tells how they changed its bytes (see ByteChanges). A drawing whose inked pixels all lie
   * on the background (rows of the frame that are the background throughout, and columns no
   * drawing of the run inked yet in those rows) is stamped: its rows copied from the stamp made
   * for its colour the first time, as the blend would make them. The others are blended pixel by
   * pixel. Blending every glyph took 0.16 ms of a city page's preview, about 40 % of its painting.
   */
  lay(pixels: Uint8Array, top: number, drawings: Iterable<Laid>): ByteChanges {
    const changes = { sum: 0, weighted: 0 };
    /** For each of the run's rows, the last column a drawing inked so far (-1: none). */
    const inked = new Int16Array(pixels.length / ROW_BYTES).fill(-1);
    for (const drawing of drawings) {
      const [left, boxTop] = [drawing.x + drawing.mask.left, drawing.y + drawing.mask.top];
      const ink = inkOf(drawing.mask);
      if (!this.stamp(pixels, top, drawing, ink, inked, changes)) blend(pixels, top, this.palette, drawing, changes);
      for (let row = Math.max(0, top - boxTop); row < Math.min(drawing.mask.height, top + inked.length - boxTop); row++) {
        if (ink.last[row]! >= 0) inked[boxTop + row - top] = Math.max(inked[boxTop + row - top]!, left + ink.last[row]!);
      }
      changes.sum %= ADLER_BASE;
      changes.weighted %= ADLER_BASE;
    }
    return changes;
  }

  /** Stamps a drawing when its inked pixels all lie on the background inside the run (see lay); false when they do not. */
  private stamp(pixels: Uint8Array, top: number, { x, y, color, mask }: Laid, ink: Ink, inked: Int16Array, changes: ByteChanges): boolean {
    const [left, boxTop] = [x + mask.left, y + mask.top];
    if (left < 0 || left + mask.width > PREVIEW_SIZE.width || boxTop < top || boxTop + mask.height > top + inked.length) return false;
    for (let row = 0; row < mask.height; row++) {
      if (ink.last[row]! >= 0 && (!this.plainRows[boxTop + row] || inked[boxTop + row - top]! >= left + ink.first[row]!)) return false;
    }
    const { entries, sum, placed } = this.stampOf(mask, color, ink);
    const at = (boxTop - top) * ROW_BYTES + 1 + left;
    copySpans(pixels, at, entries, mask.width, ink);
    changes.sum += sum;
    changes.weighted += ((pixels.length - at) % ADLER_BASE) * sum - placed;
    return true;
  }

  /** A mask's stamp in a colour (see Stamp), made once. */
  private stampOf(mask: Mask, color: Laid['color'], ink: Ink): Stamp {
    const key = color.join(' ');
    let own = this.stamps.get(mask);
    if (!own) this.stamps.set(mask, (own = new Map()));
    let made = own.get(key);
    if (!made) {
      const { alpha, width, height } = mask;
      const { palette } = this;
      const blends = palette.blendsOf(color);
      const background = palette.background;
      const entries = new Uint8Array(alpha.length).fill(background);
      let [sum, placed] = [0, 0];
      for (let row = 0; row < height; row++) {
        for (let column = ink.first[row]!; column <= ink.last[row]!; column++) {
          const cover = alpha[row * width + column]!;
          if (cover === 0) continue;
          const entry = palette.blended(blends, color, background, cover);
          entries[row * width + column] = entry;
          sum += entry - background;
          placed += (row * ROW_BYTES + column) * (entry - background);
        }
      }
      own.set(key, (made = { entries, sum: sum % ADLER_BASE, placed: placed % ADLER_BASE }));
    }
    return made;
  }
}

/**
 * Copies each row's inked span of a stamp (`entries`, `width` bytes a row) into the pixels, its
 * first row at `at`. Byte by byte: a span is tens of bytes, which a subarray per row to set from
 * took longer to make than to copy. Everything the loop reads is held in a local first, its
 * target advanced with the source: with the spans' ends worked out from the mask and its ink
 * inside the stamping method, stamping 3,000 city pages' previews took 315 to 443 ms of a thread,
 * and takes 264 to 345 ms.
 */
function copySpans(pixels: Uint8Array, at: number, entries: Uint8Array, width: number, { first, last }: Ink) {
  for (let row = 0, rowStart = 0, rowAt = at; row < first.length; row++, rowStart += width, rowAt += ROW_BYTES) {
    const end = rowStart + last[row]! + 1;
    for (let source = rowStart + first[row]!, target = rowAt + first[row]!; source < end; source++, target++) pixels[target] = entries[source]!;
  }
}

/** Lays a drawing pixel by pixel: each becomes the palette's entry for the colour over its own entry, as much as the drawing covers it. Parts above the run or off the preview are left out. */
function blend(pixels: Uint8Array, top: number, palette: PreviewPalette, { x, y, color, mask }: Laid, changes: ByteChanges) {
  const { alpha, width, height } = mask;
  const blends = palette.blendsOf(color);
  const [left, boxTop] = [x + mask.left, y + mask.top];
  const [firstColumn, endColumn] = [Math.max(0, -left), Math.min(width, PREVIEW_SIZE.width - left)];
  let [sum, weighted] = [0, 0];
  for (let row = Math.max(0, top - boxTop); row < Math.min(height, PREVIEW_SIZE.height - boxTop); row++) {
    let to = (boxTop + row - top) * ROW_BYTES + 1 + left + firstColumn;
    for (let at = row * width + firstColumn, end = row * width + endColumn; at < end; at++, to++) {
      const cover = alpha[at]!;
      if (cover === 0) continue;
      const under = pixels[to]!;
      const entry = palette.blended(blends, color, under, cover);
      pixels[to] = entry;
      sum += entry - under;
      weighted += (pixels.length - to) * (entry - under);
    }
    // Kept small, row by row: within a double's exact integers even for a whole line's drawing.
    weighted %= ADLER_BASE;
  }
  changes.sum += sum % ADLER_BASE;
  changes.weighted += weighted;
}

/** Which columns each row of a mask inks (see Ink), found once per mask. */
function inkOf(mask: Mask): Ink {
  let ink = inks.get(mask);
  if (!ink) {
    const { alpha, width, height } = mask;
    ink = { first: new Int16Array(height).fill(width), last: new Int16Array(height).fill(-1) };
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        if (alpha[row * width + column] === 0) continue;
        ink.first[row] = Math.min(ink.first[row]!, column);
        ink.last[row] = column;
      }
    }
    inks.set(mask, ink);
  }
  return ink;
}
