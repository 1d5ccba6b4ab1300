import { PREVIEW_SIZE } from '../seo/preview.ts';
import { loadPreviewFaces, PHASES, glyphPath, textSvg, type PlacedGlyph, type PreviewFace, type PreviewFaces } from './preview-font.ts';
import type { PreviewLayout, PreviewLine } from './preview-layout.ts';
import { Canvas, type Mask } from './preview-blend.ts';
import { PreviewPalette } from './preview-palette.ts';
import { readKept, writeKept, type KeptDrawings } from './preview-kept.ts';
import { png, PreviewRows, ROW_BYTES, type PngPieces, type RowRun } from './preview-png.ts';

/**
 * Draws SVGs as pixels, row after row at the size each names: its red, green and blue bytes, or
 * its alpha alone when `alpha` (see preview-drawer.ts).
 */
export type Rasterize = (drawings: readonly SvgToDraw[]) => Promise<Uint8Array[]>;
export interface SvgToDraw {
  svg: string;
  alpha: boolean;
}

/** A drawing to make: an SVG of its box's size, with the glyph or line in it. */
interface MaskToDraw extends Omit<Mask, 'alpha'> {
  svg: string;
}

/** A drawing laid on a preview: which (its key among the drawn ones), at which point, in which colour, and how it is drawn when it is not yet (undefined: it draws nothing). */
interface Placement {
  key: string;
  x: number;
  y: number;
  color: PreviewLine['color'];
  drawing(): MaskToDraw | undefined;
}

const NOTHING: Mask = { alpha: new Uint8Array(), width: 0, height: 0, left: 0, top: 0 };

/** Drawings kept: the glyphs of a site's text, at its four sizes and four phases, are a thousand or so, of a few KB each. */
const MASKS_KEPT = 2048;

/** The frame's pixels as a PNG's rows, and the canvas lines are laid on (its palette); and what a later build makes them again from. */
interface Frame {
  rows: PreviewRows;
  canvas: Canvas;
  kept: KeptDrawings['frame'];
}

/** The key of a line drawn whole (see placements): a strip to the preview's edges, of up to a few hundred KB. */
const WHOLE_LINE = 'line ';
/** Whether a drawing is kept between builds (see keep): a glyph's is, a line drawn whole is not. */
const keptBetweenBuilds = (key: string) => !key.startsWith(WHOLE_LINE);

/**
 * Paints previews from a layout: the frame drawn once, and each page's lines put together from
 * their glyphs, each glyph drawn once (at its size and quarter of a pixel: see PHASES) and laid in
 * its colour onto a copy of the frame's pixels (palette entries: see PreviewPalette and Canvas),
 * which are compressed into a PNG here (zlib, on the painting thread), so that nothing but the
 * drawing of SVG needs sharp (see preview-drawer.ts).
 * Drawing each line with librsvg took about 1.7 ms of a core; putting it together takes a fifth
 * of that. A line the shipped font cannot draw (a character it lacks) is drawn whole, with the
 * machine's fonts. The prerender workers paint every preview a build makes. Given a file to
 * keep them in (`keptIn`), the frame and the glyphs are drawn once for every build (see
 * KeptDrawings): read from it when made, written to it by keep.
 */
export class PreviewPainter {
  private faces?: Promise<PreviewFaces>;
  private frame?: Promise<Frame>;
  private readonly masks = new Map<string, Promise<Mask>>();
  /** The frame read from keptIn, until it is asked for. */
  private keptFrame?: KeptDrawings['frame'];
  /** Whether it drew the frame or a glyph that keptIn does not hold yet. */
  private drewSinceKept = false;

  constructor(
    private readonly layout: PreviewLayout,
    private readonly rasterize: Rasterize,
    private readonly keptIn?: string,
  ) {
    const kept = keptIn === undefined ? undefined : readKept(keptIn);
    if (!kept) return;
    this.keptFrame = kept.frame;
    for (const [key, mask] of kept.masks.slice(-MASKS_KEPT)) this.masks.set(key, Promise.resolve(mask));
  }

  /**
   * Has the font loaded and the frame ready now, before the first preview is asked for, and the
   * drawer (sharp) loaded when the frame is to be drawn: both load at once (the frame needs both),
   * while the worker waits for its pages. Loaded one after the other, they were still loading
   * when a one-page rebuild's pages came, and the preview was painted after them.
   */
  prepare(): this {
    if (!this.keptFrame) handled(this.rasterize([]));
    this.drawnFrame();
    this.loadedFaces();
    return this;
  }

  /**
   * Writes the frame and the glyphs drawn (all but lines drawn whole) into keptIn, when it drew
   * any since they were read or written last: after a batch of previews, and few batches draw a
   * glyph not drawn before (29 writes of a few ms in a 10,000-page site's first build). The
   * glyphs another worker wrote meanwhile are taken in first, so that the file keeps both.
   */
  async keep(): Promise<void> {
    if (this.keptIn === undefined || !this.drewSinceKept || !this.frame) return;
    this.drewSinceKept = false;
    for (const [key, mask] of readKept(this.keptIn)?.masks ?? []) if (!this.masks.has(key)) this.masks.set(key, Promise.resolve(mask));
    const kept = [...this.masks].filter(([key]) => keptBetweenBuilds(key)).slice(-MASKS_KEPT);
    const masks = await Promise.all(kept.map(async ([key, mask]): Promise<[string, Mask]> => [key, await mask]));
    writeKept(this.keptIn, { frame: (await this.frame).kept, masks });
  }

  /** The PNG of each page's preview (its title and section), as the pieces it is written from (see png); the drawings they need made at once. */
  async paint(pages: readonly (readonly [title: string, section: string])[]): Promise<PngPieces[]> {
    const faces = await this.loadedFaces();
    const previews = pages.map(([title, section]) => this.layout.lines(title, section).map((line) => ({ line, placements: placements(faces, line) })));
    const drawn = this.drawn(previews.flat().flatMap(({ placements }) => placements));
    const frame = await this.drawnFrame();
    const paintOne = async (lines: (typeof previews)[number]) => {
      const drawnLines = await Promise.all(
        lines.map(async ({ line, placements }) => ({ line, placements, masks: await Promise.all(placements.map(({ key }) => drawn.get(key)!)) })),
      );
      return png(frame.canvas.palette.colors, frame.rows.compressed(rowRuns(drawnLines, frame.canvas)));
    };
    return Promise.all(previews.map(paintOne));
  }

  private loadedFaces(): Promise<PreviewFaces> {
    return (this.faces ??= handled(loadPreviewFaces()));
  }

  /** The frame's pixels: as kept, or its shapes and its text drawn at once, and the palette made from them. */
  private drawnFrame(): Promise<Frame> {
    const framed = (palette: PreviewPalette, rows: Uint8Array, plainRows: Uint8Array): Frame => ({
      rows: new PreviewRows(rows),
      canvas: new Canvas(palette, plainRows),
      kept: { ...palette.kept, rows, plainRows },
    });
    const kept = this.keptFrame;
    return (this.frame ??= handled(
      kept
        ? Promise.resolve(framed(new PreviewPalette(kept, this.layout.lineColors), kept.rows, kept.plainRows))
        : this.loadedFaces().then(async (faces) => {
            const { width, height } = PREVIEW_SIZE;
            const { shapes, texts } = this.layout.frame;
            const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}${texts.map((text) => textSvg(faces, text)).join('')}</svg>`;
            const [rgb] = await this.rasterize([{ svg, alpha: false }]);
            const palette = new PreviewPalette(rgb!, this.layout.lineColors);
            const { rows, plainRows } = frameRows(rgb!, palette);
            this.drewSinceKept = true;
            return framed(palette, rows, plainRows);
          }),
    ));
  }

  /**
   * The drawing of each placement's key: those not drawn yet drawn in one go. The last MASKS_KEPT
   * used are kept; one let go meanwhile stays the caller's.
   */
  private drawn(placements: readonly Placement[]): Map<string, Promise<Mask>> {
    const drawn = new Map<string, Promise<Mask>>();
    const missing: [key: string, drawing: MaskToDraw][] = [];
    for (const placement of placements) {
      if (drawn.has(placement.key)) continue;
      const kept = this.masks.get(placement.key);
      const drawing = kept ? undefined : placement.drawing();
      // A drawing to make is set below, once its stack is asked for; meanwhile NOTHING marks its key as met.
      drawn.set(placement.key, kept ?? Promise.resolve(NOTHING));
      if (drawing) missing.push([placement.key, drawing]);
    }
    if (missing.length) {
      this.drewSinceKept ||= missing.some(([key]) => keptBetweenBuilds(key));
      const { svg, width, tops } = stacked(missing.map(([, drawing]) => drawing));
      const stack = this.rasterize([{ svg, alpha: true }]).then(([alpha]) => alpha!);
      missing.forEach(([key, { width: own, height, left, top }], at) => {
        const rows = stack.then((alpha) => alpha.subarray(tops[at]! * width, (tops[at]! + height) * width));
        drawn.set(key, handled(rows.then((alpha) => ({ alpha: cropped(alpha, width, own), width: own, height, left, top }))));
      });
    }
    for (const [key, mask] of drawn) {
      this.masks.delete(key);
      this.masks.set(key, mask);
    }
    for (const key of this.masks.keys()) {
      if (this.masks.size <= MASKS_KEPT) break;
      this.masks.delete(key);
    }
    return drawn;
  }
}

/**
 * Where a line's drawings go: its glyphs' (each named by its glyph, size and phase, on a point
 * of its baseline); or, when the shipped font lacks one of its characters, the whole line's,
 * drawn with the machine's fonts on a strip from its first row to the preview's right and bottom
 * edges (cut where the preview ends, as it would be drawn on the preview itself).
 */
function placements(faces: PreviewFaces, line: PreviewLine): Placement[] {
  const face = faces[line.weight];
  const glyphs = face.place(line);
  if (!glyphs) {
    const [width, height] = [PREVIEW_SIZE.width - line.x, PREVIEW_SIZE.height - line.top];
    const drawing = () => {
      const text = textSvg(faces, { ...line, x: 0, baseline: line.baseline - line.top, color: [255, 255, 255] });
      return { svg: `<svg width="${width}" height="${height}">${text}</svg>`, width, height, left: 0, top: 0 };
    };
    return [{ key: `${WHOLE_LINE}${JSON.stringify(line)}`, x: line.x, y: line.top, color: line.color, drawing }];
  }
  return glyphs.map((glyph) => ({
    key: `${line.weight} ${line.size} ${glyph.id} ${glyph.phase}`,
    x: glyph.x,
    y: glyph.y,
    color: line.color,
    drawing: () => glyphDrawing(face, line.size, glyph),
  }));
}

/** A glyph's drawing at its size and phase, on a box around its outline (`left` and `top` from its origin's whole pixel); none for a glyph that draws nothing. */
function glyphDrawing(face: PreviewFace, size: number, { id, phase }: PlacedGlyph): MaskToDraw | undefined {
  const box = face.box(id);
  if (!box) return undefined;
  const [scale, offset] = [face.scale(size), phase / PHASES];
  // A pixel of room on each side: an edge on a pixel's border may still cover the pixel next to it.
  const left = Math.floor(box.left * scale + offset) - 1;
  const top = Math.floor(-box.top * scale) - 1;
  const width = Math.ceil(box.right * scale + offset) + 1 - left;
  const height = Math.ceil(-box.bottom * scale) + 1 - top;
  return { svg: `<svg width="${width}" height="${height}">${glyphPath(face, id, size, offset - left, -top)}</svg>`, width, height, left, top };
}

/** A drawing's own columns (`width`) of rows `stride` apart, copied: the stack they were drawn in is let go. */
function cropped(rows: Uint8Array, stride: number, width: number): Uint8Array {
  const height = rows.length / stride;
  const own = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) own.set(rows.subarray(row * stride, row * stride + width), row * width);
  return own;
}

/** A promise whose failure its awaiter reports: not an unhandled rejection when a failure before it stops the awaiter first. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** The frame's pixels (red, green, blue) as the rows of a PNG (see ROW_BYTES): each pixel's palette entry; and which rows are the background throughout (see Canvas). */
function frameRows(rgb: Uint8Array, palette: PreviewPalette): { rows: Uint8Array; plainRows: Uint8Array } {
  const rows = new Uint8Array(ROW_BYTES * PREVIEW_SIZE.height);
  const plainRows = new Uint8Array(PREVIEW_SIZE.height).fill(1);
  for (let row = 0, from = 0; row < PREVIEW_SIZE.height; row++) {
    for (let to = row * ROW_BYTES + 1, end = (row + 1) * ROW_BYTES; to < end; to++, from += 3) {
      rows[to] = palette.entryOf(rgb[from]!, rgb[from + 1]!, rgb[from + 2]!);
      if (rows[to] !== palette.background) plainRows[row] = 0;
    }
  }
  return { rows, plainRows };
}

/**
 * Drawings to make, one under the other in one SVG: sharp's fixed cost of a drawing (about half
 * a millisecond of a core) is paid once for them all, and each is drawn as it would be alone (a
 * nested SVG of its size cuts it as its own would). Each drawing's first row in it.
 */
function stacked(masks: readonly MaskToDraw[]): { svg: string; width: number; tops: number[] } {
  const width = Math.max(...masks.map((mask) => mask.width));
  const tops: number[] = [];
  let height = 0;
  const parts = masks.map((mask) => {
    tops.push(height);
    height += mask.height;
    return `<svg y="${tops.at(-1)}"${mask.svg.slice('<svg'.length)}`;
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`, width, tops };
}

/** A line of a preview's own text as it is drawn: where its drawings go, and the drawings. */
interface DrawnLine {
  line: PreviewLine;
  placements: readonly Placement[];
  masks: readonly Mask[];
}

/**
 * A preview's rows as runs (see RowRun): each line's own rows, from the first its drawings cover
 * to the last, and the frame's between them. Lines whose drawings share a row make one run, drawn
 * in the preview's order. A run is named by its rows and its lines (what is drawn where follows
 * from them), so that the runs previews share are compressed once (see PreviewRows).
 */
function rowRuns(lines: readonly DrawnLine[], canvas: Canvas): RowRun[] {
  const { height } = PREVIEW_SIZE;
  let groups: { top: number; bottom: number; lines: DrawnLine[] }[] = [];
  for (const drawn of lines) {
    let top: number = height;
    let bottom = 0;
    drawn.placements.forEach(({ y }, at) => {
      const mask = drawn.masks[at]!;
      if (mask.width === 0 || mask.height === 0) return;
      top = Math.min(top, y + mask.top);
      bottom = Math.max(bottom, y + mask.top + mask.height);
    });
    [top, bottom] = [Math.max(0, top), Math.min(height, bottom)];
    if (top >= bottom) continue;
    const sharing = groups.filter((group) => group.top < bottom && top < group.bottom);
    for (const group of sharing) [top, bottom] = [Math.min(top, group.top), Math.max(bottom, group.bottom)];
    const inOrder = [...sharing.flatMap((group) => group.lines), drawn].sort((a, b) => lines.indexOf(a) - lines.indexOf(b));
    groups = [...groups.filter((group) => !sharing.includes(group)), { top, bottom, lines: inOrder }];
  }
  const runs: RowRun[] = [];
  const frameUpTo = (row: number) => {
    const top = runs.at(-1)?.bottom ?? 0;
    if (top < row) runs.push({ top, bottom: row, key: `frame ${top} ${row}` });
  };
  for (const { top, bottom, lines: drawn } of groups.sort((a, b) => a.top - b.top)) {
    frameUpTo(top);
    const paint = (rows: Uint8Array) =>
      canvas.lay(
        rows,
        top,
        drawn.flatMap(({ placements, masks }) => placements.map(({ x, y, color }, at) => ({ x, y, color, mask: masks[at]! }))),
      );
    runs.push({ top, bottom, key: `${top} ${bottom} ${JSON.stringify(drawn.map(({ line }) => line))}`, paint });
  }
  frameUpTo(height);
  return runs;
}
