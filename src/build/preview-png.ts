import { constants, crc32, deflateSync } from 'node:zlib';
import { PREVIEW_SIZE } from '../seo/preview.ts';

/**
 * How the PNG's pixels are compressed: zlib's level 3 took 1.8 ms a preview and level 4 more than
 * twice that, for files 18 % smaller (53 KB against 44; three bytes a pixel then). With a palette
 * entry a byte, a run of the same byte is most of what repeats (the background, a glyph's inside):
 * looking for those runs alone (Z_RLE) compressed a preview's title rows in 200 to 370 µs
 * instead of 280 to 590 µs, to within a tenth of the size either way.
 */
export const DEFLATE = { level: 3, strategy: constants.Z_RLE } as const;

/** A PNG row: a filter byte (0: none), then each pixel's palette entry (see preview-palette.ts). */
export const ROW_BYTES = 1 + PREVIEW_SIZE.width;

/**
 * How painting changed a run's bytes, for its checksum (see adler32): the sum of the changes
 * (new value less old) and the sum of each change times the number of bytes from it to the
 * run's end (itself included).
 */
export interface ByteChanges {
  sum: number;
  weighted: number;
}

/** A run of a preview's rows, from `top` up to `bottom`: the frame's, or painted over them by `paint`. The same key, the same pixels. */
export interface RowRun {
  top: number;
  bottom: number;
  key: string;
  /** Paints the run's rows (the frame's, given from the run's top), and tells how it changed them: undefined for the frame's own. */
  paint?: (rows: Uint8Array) => ByteChanges;
}

/** Rows compressed on their own: a zlib stream's header and blocks (ending in a sync flush, no checksum), the rows' checksum and length. */
interface Part {
  header: Buffer;
  deflated: Buffer;
  adler: number;
  length: number;
}

/** The empty last block of a deflate stream (fixed codes, end of block at once): it ends the stream after the last run's sync flush. */
const EMPTY_LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The buffer zlib compresses a run into (its default is 16 KB): a title line's 70 rows compress to
 * about 5 KB, and the buffer is a new one for each run, garbage once its preview is written (see
 * png). The bytes are the same whatever its size.
 */
const OUTPUT_CHUNK = 8192;

/** Runs kept compressed: those every preview of a site shares (the frame's, its section's line, a title's first line) stay while the others come and go. */
const PARTS_KEPT = 64;

/**
 * The compressed rows of previews painted on one frame. A preview is compressed run after run
 * of its rows: the frame's between its lines, and each line's own (see RowRun). Each run is
 * compressed once and kept by its key, so that the runs previews share (the frame's rows above,
 * between and below the lines, a section's name, a title's first line) are compressed once for
 * them all: at 1200 × 630, compressing the 435 rows from a two-line title's first row to the
 * last took about 1.3 ms a preview, and compressing its second line's 70 rows takes a fifth of
 * that. A deflate stream may go on with blocks made apart, as long as each part ends on a block
 * boundary (a sync flush) and none refers back into another; zlib's checksum of the whole is
 * worked out from the parts' (as zlib's adler32_combine does), and a painted run's from the
 * frame's rows and the bytes painting changed (zlib gives no checksum of a stream it has not
 * ended, and ending one stream per run took more memory and time). Compressed on the painting
 * thread: the previews are painted by the prerender workers, one per core, and handed to Node's
 * I/O threads instead, 4,000 previews painted on two threads took 5.0 s against 4.2 s (medians;
 * each compression's passage to and from them), and 15 to 50 MB more memory (in a whole first
 * build, where the workers render pages between batches of previews, it took as long and peaked
 * as high).
 */
export class PreviewRows {
  private readonly parts = new Map<string, Part>();
  /** The checksum of the frame's rows of each run, by its first and end rows. */
  private readonly frameAdler = new Map<string, number>();
  /** The pixels of the preview being compressed, painted over by the next: made and collected once per preview otherwise. */
  private readonly painted: Uint8Array;

  /** `pixels`: the frame's rows. */
  constructor(readonly pixels: Uint8Array) {
    this.painted = new Uint8Array(pixels.length);
  }

  /**
   * The zlib stream of a preview's rows, as its pieces in order (see png): `runs` cover them all,
   * from the first row to the last.
   */
  compressed(runs: readonly RowRun[]): Uint8Array[] {
    // A preview's runs are painted in one buffer, each at its own rows: they do not overlap.
    const parts = runs.map((run) => this.part(run));
    const checksum = Buffer.allocUnsafe(4);
    checksum.writeUInt32BE(parts.reduce((whole, part) => adler32Combine(whole, part.adler, part.length), 1));
    return [parts[0]!.header, ...parts.map((part) => part.deflated), EMPTY_LAST_BLOCK, checksum];
  }

  /** A run compressed: kept from an earlier preview, or compressed now (painted first). The last PARTS_KEPT used are kept. */
  private part(run: RowRun): Part {
    let part = this.parts.get(run.key);
    if (part) this.parts.delete(run.key);
    else part = this.compress(run);
    this.parts.set(run.key, part);
    for (const key of this.parts.keys()) {
      if (this.parts.size <= PARTS_KEPT) break;
      this.parts.delete(key);
    }
    return part;
  }

  private compress({ top, bottom, paint }: RowRun): Part {
    const frame = this.pixels.subarray(top * ROW_BYTES, bottom * ROW_BYTES);
    const key = `${top} ${bottom}`;
    let adler = this.frameAdler.get(key);
    if (adler === undefined) this.frameAdler.set(key, (adler = adler32(frame)));
    let rows = frame;
    if (paint) {
      rows = this.painted.subarray(top * ROW_BYTES, bottom * ROW_BYTES);
      rows.set(frame);
      adler = adler32Changed(adler, paint(rows));
    }
    const stream = deflateSync(rows, { ...DEFLATE, finishFlush: constants.Z_SYNC_FLUSH, chunkSize: OUTPUT_CHUNK });
    return { header: stream.subarray(0, 2), deflated: stream.subarray(2), adler, length: rows.length };
  }
}

/** Adler-32's modulus: the largest prime below 2^16. */
export const ADLER_BASE = 65521;

/** A positive remainder. */
const modBase = (value: number) => ((value % ADLER_BASE) + ADLER_BASE) % ADLER_BASE;

/** The Adler-32 checksum of bytes changed as `changes` tells, from theirs before: its low half is 1 plus their sum, its high half the sum of each byte times its distance from the end, plus their count. */
export function adler32Changed(before: number, { sum, weighted }: ByteChanges): number {
  const low = modBase((before & 0xffff) + modBase(sum));
  const high = modBase((before >>> 16) + modBase(weighted));
  return ((high << 16) | low) >>> 0;
}

/** zlib's Adler-32 checksum of some bytes: the last four bytes of a zlib stream holding them (stored, not compressed). */
export function adler32(bytes: Uint8Array): number {
  const stored = deflateSync(bytes, { level: 0 });
  return stored.readUInt32BE(stored.length - 4);
}

/** The Adler-32 checksum of two byte runs one after the other, from each one's and the second's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rest = secondLength % ADLER_BASE;
  const sum1 = ((first & 0xffff) + (second & 0xffff) + ADLER_BASE - 1) % ADLER_BASE;
  const sum2 = (((rest * (first & 0xffff)) % ADLER_BASE) + (first >>> 16) + (second >>> 16) + ADLER_BASE - rest) % ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** The preview's header: its size, bit depth 8, colour type 3 (a palette), deflate, standard filters, no interlace. */
const HEADER = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PREVIEW_SIZE.width, 0);
  header.writeUInt32BE(PREVIEW_SIZE.height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return header;
})();

/** A PNG file as the pieces it is written from, in order (see png): joined, they are its bytes. */
export type PngPieces = readonly Uint8Array[];

/**
 * A PNG chunk as pieces: its length and type, its data (in pieces, as they are), and the CRC of
 * type and data, taken piece after piece. Its own twelve bytes are one small buffer, which Node
 * cuts from its pool.
 */
function chunk(type: string, data: readonly Uint8Array[]): Uint8Array[] {
  const own = Buffer.allocUnsafe(12);
  own.writeUInt32BE(
    data.reduce((sum, piece) => sum + piece.length, 0),
    0,
  );
  own.write(type, 4, 'latin1');
  let crc = crc32(own.subarray(4, 8));
  for (const piece of data) crc = crc32(piece, crc);
  own.writeUInt32BE(crc, 8);
  return [own.subarray(0, 8), ...data, own.subarray(8)];
}

const END = Buffer.concat(chunk('IEND', []));

/** What comes before the pixels of every preview painted with a palette (the signature, IHDR and PLTE), made once for it. */
const heads = new WeakMap<Uint8Array, Buffer>();

/**
 * A PNG of the preview's size, 8-bit palette entries, from its palette (red, green and blue of
 * each entry) and its compressed rows (a zlib stream, in pieces): the pieces of the file, written
 * as they are (see fileWriter). Put together into one buffer, each preview's 24 KB were a buffer
 * of their own to collect, and so were the compressed rows (see PreviewRows): the prerender
 * workers, which paint thousands of them between two collections, held their garbage, and the
 * memory it took stayed theirs (at 10,039 pages, a first build peaked about 20 MB higher).
 */
export function png(palette: Uint8Array, stream: readonly Uint8Array[]): PngPieces {
  let head = heads.get(palette);
  if (!head) heads.set(palette, (head = Buffer.concat([SIGNATURE, ...chunk('IHDR', [HEADER]), ...chunk('PLTE', [palette])])));
  return [head, ...chunk('IDAT', stream), END];
}
