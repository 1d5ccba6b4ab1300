import { PREVIEW_SIZE } from '../seo/preview.ts';
import type { PreviewLayout, PreviewLine } from './preview-layout.ts';
import { png, PreviewRows, ROW_BYTES } from './preview-png.ts';

/**
 * Draws SVGs as pixels, row after row at the size each names: its red, green and blue bytes, or
 * its alpha alone when `alpha` (see preview-drawer.ts).
 */
export type Rasterize = (drawings: readonly SvgToDraw[]) => Promise<Uint8Array[]>;
export interface SvgToDraw {
  svg: string;
  alpha: boolean;
}

/** What a line covers of each pixel of its strip (its rows `stride` apart), with the rows and columns where it covers anything. */
interface Coverage {
  line: PreviewLine;
  alpha: Uint8Array;
  stride: number;
  firstRow: number;
  endRow: number;
  firstColumn: number;
  endColumn: number;
}

/** Previews compressed at once, one on each of Node's four I/O threads: each holds its pixels (2.3 MB) meanwhile. */
const COMPRESSED_AT_ONCE = 4;

/** Lines kept drawn: a programmatic site's titles share lines ("Builder Marketing in"), and every page of a section its section's. */
const LINES_KEPT = 64;

/**
 * Paints previews from a layout: the frame drawn once, each line drawn once while it is among the
 * lines last used, blended in its colour onto a copy of the frame's pixels, and the pixels
 * compressed into a PNG here (zlib, on the I/O threads), so that nothing but the drawing of SVG
 * needs sharp (see preview-drawer.ts). The prerender workers paint every preview a build makes.
 */
export class PreviewPainter {
  private frame?: Promise<PreviewRows>;
  private readonly drawnLines = new Map<string, Promise<Coverage>>();
  /** Pixel buffers done with (at most COMPRESSED_AT_ONCE), painted over by the next previews: made and collected once per preview otherwise. */
  private readonly spare: Uint8Array[] = [];

  constructor(
    private readonly layout: PreviewLayout,
    private readonly rasterize: Rasterize,
  ) {}

  /** Has the frame drawn now, before the first preview is asked for. */
  prepare(): this {
    this.drawn([]);
    return this;
  }

  /** The PNG of each page's preview (its title and section), the SVG they need drawn at once. */
  async paint(pages: readonly (readonly [title: string, section: string])[]): Promise<Buffer[]> {
    const linesOf = pages.map(([title, section]) => this.layout.lines(title, section));
    const drawn = this.drawn(linesOf.flat());
    const frame = await this.frame!;
    const paintOne = async (lines: readonly PreviewLine[]) => {
      // The rows from the first a line may cover: those above are the frame's (see PreviewRows).
      const top = Math.max(0, Math.min(...lines.map((line) => line.top)));
      const buffer = this.spare.pop() ?? new Uint8Array(frame.pixels.length);
      const rows = buffer.subarray(0, frame.pixels.length - top * ROW_BYTES);
      rows.set(frame.pixels.subarray(top * ROW_BYTES));
      for (const line of lines) blend(rows, top, await drawn.get(line.svg)!);
      const compressed = await frame.compressed(top, rows);
      this.spare.push(buffer);
      return png(compressed);
    };
    const pngs: Buffer[] = [];
    for (let first = 0; first < linesOf.length; first += COMPRESSED_AT_ONCE)
      pngs.push(...(await Promise.all(linesOf.slice(first, first + COMPRESSED_AT_ONCE).map(paintOne))));
    return pngs;
  }

  /**
   * Each line given, drawn: those not drawn yet (and the frame, the first time) asked for in one
   * go. The last LINES_KEPT lines used are kept; a line let go meanwhile stays the caller's.
   */
  private drawn(lines: readonly PreviewLine[]): Map<string, Promise<Coverage>> {
    const drawn = new Map<string, Promise<Coverage>>();
    const missing: PreviewLine[] = [];
    for (const line of lines) {
      const kept = this.drawnLines.get(line.svg);
      if (kept) drawn.set(line.svg, kept);
      else if (!missing.some((other) => other.svg === line.svg)) missing.push(line);
    }
    const stack = missing.length ? stacked(missing) : undefined;
    const svgs = [...(this.frame ? [] : [{ svg: this.layout.frame, alpha: false }]), ...(stack ? [{ svg: stack.svg, alpha: true }] : [])];
    const rasters = svgs.length ? this.rasterize(svgs) : undefined;
    if (rasters) this.frame ??= handled(rasters.then((all) => new PreviewRows(frameRows(all[0]!))));
    if (rasters && stack) {
      const { width, tops } = stack;
      missing.forEach((line, at) => {
        const strip = rasters.then((all) => all.at(-1)!.subarray(tops[at]! * width, (tops[at]! + line.height) * width));
        drawn.set(line.svg, handled(strip.then((alpha) => coverage(line, alpha, width))));
      });
    }
    for (const [svg, line] of drawn) {
      this.drawnLines.delete(svg);
      this.drawnLines.set(svg, line);
    }
    for (const svg of this.drawnLines.keys()) {
      if (this.drawnLines.size <= LINES_KEPT) break;
      this.drawnLines.delete(svg);
    }
    return drawn;
  }
}

/** A promise whose failure its awaiter reports: not an unhandled rejection when a failure before it stops the awaiter first. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** The frame's pixels (red, green, blue) as the rows of a PNG (see ROW_BYTES). */
function frameRows(rgb: Uint8Array): Uint8Array {
  const rows = new Uint8Array(ROW_BYTES * PREVIEW_SIZE.height);
  const width = ROW_BYTES - 1;
  for (let row = 0; row < PREVIEW_SIZE.height; row++) rows.set(rgb.subarray(row * width, (row + 1) * width), row * ROW_BYTES + 1);
  return rows;
}

/**
 * Lines to draw, one under the other in one SVG: sharp's fixed cost of a drawing (about half a
 * millisecond of a core) is paid once for them all, and each line's strip is drawn as it would
 * be alone (a nested SVG of its size cuts it as its own would). Each line's first row in it.
 */
function stacked(lines: readonly PreviewLine[]): { svg: string; width: number; tops: number[] } {
  const width = Math.max(...lines.map((line) => line.width));
  const tops: number[] = [];
  let height = 0;
  const strips = lines.map((line) => {
    tops.push(height);
    height += line.height;
    return line.svg.replace('<svg ', () => `<svg y="${tops.at(-1)}" `);
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${strips.join('')}</svg>`, width, tops };
}

/** A line's alpha (its rows `stride` apart), and the box it covers anything in (blending looks at nothing else). */
function coverage(line: PreviewLine, alpha: Uint8Array, stride: number): Coverage {
  const { width, height } = line;
  let [firstRow, endRow, firstColumn, endColumn] = [height, 0, width, 0];
  for (let row = 0; row < height; row++) {
    const start = row * stride;
    let column = 0;
    while (column < width && alpha[start + column] === 0) column++;
    if (column === width) continue;
    let end = width;
    while (alpha[start + end - 1] === 0) end--;
    if (firstRow === height) firstRow = row;
    endRow = row + 1;
    firstColumn = Math.min(firstColumn, column);
    endColumn = Math.max(endColumn, end);
  }
  return { line, alpha, stride, firstRow, endRow, firstColumn, endColumn };
}

/** Lays a line in its colour over the pixels under its strip (a cut-off part of the strip is left out), on rows that start at the preview's row `top`. */
function blend(pixels: Uint8Array, top: number, { line, alpha, stride, firstRow, endRow, firstColumn, endColumn }: Coverage) {
  const [red, green, blue] = line.color;
  const lastColumn = Math.min(endColumn, PREVIEW_SIZE.width - line.left);
  for (let row = Math.max(firstRow, top - line.top); row < Math.min(endRow, PREVIEW_SIZE.height - line.top); row++) {
    let to = (line.top + row - top) * ROW_BYTES + 1 + (line.left + firstColumn) * 3;
    for (let at = row * stride + firstColumn, end = row * stride + lastColumn; at < end; at++, to += 3) {
      const cover = alpha[at]!;
      if (cover === 0) continue;
      const rest = 255 - cover;
      pixels[to] = ((red * cover + pixels[to]! * rest + 127) / 255) | 0;
      pixels[to + 1] = ((green * cover + pixels[to + 1]! * rest + 127) / 255) | 0;
      pixels[to + 2] = ((blue * cover + pixels[to + 2]! * rest + 127) / 255) | 0;
    }
  }
}
