import { promisify } from 'node:util';
import { constants, crc32, deflate, deflateRawSync, deflateSync } from 'node:zlib';
import { PREVIEW_SIZE } from '../seo/preview.ts';

/** How the PNG's pixels are compressed: zlib's level 3 took 1.8 ms a preview and level 4 more than twice that, for files 18 % smaller (53 KB against 44). */
export const DEFLATE_LEVEL = 3;

/** A PNG row: a filter byte (0: none), then red, green and blue of each pixel. */
export const ROW_BYTES = 1 + 3 * PREVIEW_SIZE.width;

const deflateAsync = promisify(deflate);

/**
 * The compressed rows of previews painted on one frame. The rows above a page's own text are
 * the frame's, the same in every preview: they are compressed once, and each preview's rows from
 * there on are compressed after them into the same stream (a third of the rows a preview had to
 * compress). A deflate stream may go on with blocks made apart, as long as the first part ends
 * on a block boundary (a sync flush) and the second makes no reference into the first; zlib's
 * checksum of the whole is worked out from the two parts' (as zlib's adler32_combine does).
 */
export class PreviewRows {
  /** The frame's rows above each first row of text asked for: compressed (ending in a sync flush), with their checksum. */
  private readonly above = new Map<number, { deflated: Buffer; adler: number }>();

  /** `pixels`: the frame's rows. */
  constructor(readonly pixels: Uint8Array) {}

  /** The zlib stream of a preview whose rows from `top` on are `rows` (the frame's above). */
  async compressed(top: number, rows: Uint8Array): Promise<Buffer> {
    const own = await deflateAsync(rows, { level: DEFLATE_LEVEL });
    if (top === 0) return own;
    const above = this.aboveRow(top);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(adler32Combine(above.adler, own.readUInt32BE(own.length - 4), rows.length));
    // The zlib header is the page's own (the same level), its checksum the whole's.
    return Buffer.concat([own.subarray(0, 2), above.deflated, own.subarray(2, own.length - 4), checksum]);
  }

  private aboveRow(top: number) {
    let above = this.above.get(top);
    if (!above) {
      const rows = this.pixels.subarray(0, top * ROW_BYTES);
      const deflated = deflateRawSync(rows, { level: DEFLATE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
      above = { deflated, adler: adler32(rows) };
      this.above.set(top, above);
    }
    return above;
  }
}

const ADLER_BASE = 65521;

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

/** A PNG chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/** A PNG of the preview's size, 8-bit RGB, from its compressed rows (a zlib stream). */
export function png(compressed: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(PREVIEW_SIZE.width, 0);
  header.writeUInt32BE(PREVIEW_SIZE.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, standard filters, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', compressed), chunk('IEND', new Uint8Array())]);
}
