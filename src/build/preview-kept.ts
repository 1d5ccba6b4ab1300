import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Mask } from './preview-blend.ts';
import type { KeptPalette } from './preview-palette.ts';
import { replaceFile } from './file-writer.ts';

/** Bumped when what is kept changes shape: a file of another shape is not read. */
const SHAPE = 1;

/**
 * What a preview painter keeps between builds (see PreviewPainter): its frame's palette and
 * pixels, and the glyphs it drew. A one-page rebuild that paints a preview from them draws
 * nothing: sharp (librsvg), which draws, is not even loaded, and the frame's palette is not
 * worked out again. In a one-page rebuild that changed a title at 10,000 pages, loading sharp
 * took the prerender worker about 0.13 s, and drawing the frame and working out its palette about
 * 0.1 s more (profiled).
 */
export interface KeptDrawings {
  frame: KeptPalette & {
    /** The frame's rows, each pixel its palette entry (see PreviewRows). */
    rows: Uint8Array;
    /** 1 for each row of the frame that is its background throughout (see Canvas). */
    plainRows: Uint8Array;
  };
  /** The glyphs drawn, by their key (see PreviewPainter). */
  masks: [key: string, mask: Mask][];
}

/** The drawings kept in a file, if it holds them (absent, or unreadable: nothing is kept, and the painter draws them). */
export function readKept(file: string): KeptDrawings | undefined {
  try {
    const kept = deserialize(readFileSync(file)) as { shape: number; drawings: KeptDrawings };
    return kept.shape === SHAPE ? kept.drawings : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the drawings down, whole or not at all (another thread may be writing them too: the last one written stays). */
export function writeKept(file: string, drawings: KeptDrawings) {
  mkdirSync(path.dirname(file), { recursive: true });
  replaceFile(file, serialize({ shape: SHAPE, drawings }));
}
