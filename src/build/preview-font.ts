import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../shared/escape-markup.ts';
import { FONT_FILES, fontPackageJson } from './preview-font-files.ts';
import { scriptRunner } from './script-runner.ts';

/**
 * The font the previews' text is drawn in, DejaVu Sans, shipped as a package (not the machine's
 * fonts: a preview is the same on every machine, and the cache that keeps it can say what it
 * was drawn with), and shaped by HarfBuzz (kerning, ligatures, marks), which loads in about 20
 * ms where the other shapers took 80 or more.
 */

/** The weights the previews' text is set in. */
export type Weight = 'regular' | 'bold';

/** A run of text on a preview, on one baseline, in one colour. */
export interface PreviewText {
  text: string;
  /** Where its baseline starts on the preview, in pixels. */
  x: number;
  baseline: number;
  size: number;
  weight: Weight;
  /** Room added after each character, in pixels. */
  letterSpacing: number;
  /** Red, green, blue. */
  color: readonly [number, number, number];
}

/** A glyph of a text, where it is drawn: its origin at a whole pixel plus `phase` quarters of one (see PHASES). */
export interface PlacedGlyph {
  id: number;
  x: number;
  phase: number;
  y: number;
}

/**
 * Glyphs are put at the nearest quarter of a pixel across (and at whole pixels down, where
 * baselines are), so that each glyph is drawn at most four times for a size, and every line is
 * put together from those drawings: the outline lands at most an eighth of a pixel from where it
 * would be drawn whole.
 */
export const PHASES = 4;

/** One weight of the font: its glyphs' outlines and boxes, and its lines shaped. */
export interface PreviewFace {
  /** Pixels per font unit at a size. */
  scale(size: number): number;
  /** A glyph's outline as SVG path data, in font units (y pointing up). */
  outline(id: number): string;
  /** A glyph's box in font units, y pointing up: undefined for one that draws nothing (a space). */
  box(id: number): { left: number; right: number; bottom: number; top: number } | undefined;
  /** The text's glyphs where they go, or undefined when the font has no glyph for one of its characters. */
  place(text: PreviewText): PlacedGlyph[] | undefined;
}

export type PreviewFaces = Record<Weight, PreviewFace>;

/** Both weights, loaded (HarfBuzz compiled, the font files read). */
export async function loadPreviewFaces(): Promise<PreviewFaces> {
  // In the prerender worker, run as a script, through its runner; HarfBuzz is an ES module only.
  const hb = ((await scriptRunner?.import('harfbuzzjs')) ?? (await import('harfbuzzjs'))) as typeof import('harfbuzzjs');
  const fontFolder = path.join(path.dirname(fontPackageJson()), 'ttf');
  const face = (weight: Weight): PreviewFace => {
    const font = new hb.Font(new hb.Face(new hb.Blob(readFileSync(path.join(fontFolder, FONT_FILES[weight])))));
    const unitsPerEm = font.face.upem;
    const buffer = new hb.Buffer();
    return {
      scale: (size) => size / unitsPerEm,
      outline: (id) => font.glyphToPath(id),
      box(id) {
        const extents = font.glyphExtents(id);
        if (!extents || extents.width === 0 || extents.height === 0) return undefined;
        const { xBearing, yBearing, width, height } = extents;
        return { left: xBearing, right: xBearing + width, top: yBearing, bottom: yBearing + height };
      },
      place({ text, x, baseline, size, letterSpacing }) {
        buffer.reset();
        buffer.addText(text);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const scale = size / unitsPerEm;
        const placed: PlacedGlyph[] = [];
        let pen = x;
        let cluster = -1;
        // Read apart: getGlyphInfosAndPositions defines four hidden properties on each glyph,
        // which took four times as long as the shaping (120 µs against 26 for a long title).
        const positions = buffer.getGlyphPositions();
        for (const [index, glyph] of buffer.getGlyphInfos().entries()) {
          if (glyph.codepoint === 0) return undefined;
          if (cluster !== -1 && glyph.cluster !== cluster) pen += letterSpacing;
          cluster = glyph.cluster;
          const { xAdvance, xOffset, yOffset } = positions[index]!;
          const quarters = Math.round((pen + xOffset * scale) * PHASES);
          placed.push({
            id: glyph.codepoint,
            x: Math.floor(quarters / PHASES),
            phase: quarters - Math.floor(quarters / PHASES) * PHASES,
            y: baseline - Math.round(yOffset * scale),
          });
          pen += xAdvance * scale;
        }
        return placed;
      },
    };
  };
  return { regular: face('regular'), bold: face('bold') };
}

/** The font stack a text the shipped font cannot draw is drawn in (the machine's fonts). */
const FALLBACK_FONTS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const hex = (color: PreviewText['color']) => `#${color.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** A glyph's outline as an SVG path with its origin at (x, y) in pixels. */
export const glyphPath = (face: PreviewFace, id: number, size: number, x: number, y: number) =>
  `<path transform="translate(${x} ${y}) scale(${face.scale(size)} ${-face.scale(size)})" d="${face.outline(id)}"/>`;

/**
 * A text as SVG, in its colour: its glyphs' outlines where the painter puts them, or, when the
 * shipped font lacks a character, a text element the machine's fonts draw.
 */
export function textSvg(faces: PreviewFaces, text: PreviewText): string {
  const face = faces[text.weight];
  const glyphs = face.place(text);
  if (!glyphs) {
    const weight = text.weight === 'bold' ? '700' : '400';
    return `<text x="${text.x}" y="${text.baseline}" font-family="${FALLBACK_FONTS}" font-size="${text.size}" font-weight="${weight}" letter-spacing="${text.letterSpacing}" fill="${hex(text.color)}">${escapeMarkup(text.text)}</text>`;
  }
  const paths = glyphs.map(({ id, x, phase, y }) => glyphPath(face, id, text.size, x + phase / PHASES, y));
  return `<g fill="${hex(text.color)}">${paths.join('')}</g>`;
}
