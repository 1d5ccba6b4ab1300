import { readFileSync } from 'node:fs';
import { turnsQuarter } from './exif-orientation.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * Size of an image file as it is displayed, read from its header (SVG, PNG, JPEG, WebP): a photo
 * whose EXIF orientation turns it a quarter has its stored width and height swapped.
 */
export function imageSize(file: string): Size | undefined {
  const bytes = readFileSync(file);
  if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'));
  if (bytes.readUInt32BE(0) === 0x89504e47) return displayed({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }, pngExif(bytes));
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return displayed(webpSize(bytes), webpExif(bytes));
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return displayed(jpegSize(bytes), jpegExif(bytes));
  return undefined;
}

const displayed = (size: Size | undefined, exif: Buffer | undefined): Size | undefined =>
  size && turnsQuarter(exif) ? { width: size.height, height: size.width } : size;

function svgSize(svg: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = attr('width');
  const height = attr('height');
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const viewBox = /viewBox="([\d.\s,-]+)"/
    .exec(root)?.[1]
    ?.split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4) return { width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!) };
  return undefined;
}

function webpSize(bytes: Buffer): Size | undefined {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

function jpegSize(bytes: Buffer): Size | undefined {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The APP1 segment that starts with "Exif\0\0"; it comes before the image data. */
function jpegExif(bytes: Buffer): Buffer | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xe1 && bytes.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') return bytes.subarray(offset + 10, offset + 2 + length);
    if (marker === 0xda) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** The eXIf chunk (writers put it before or after the image data). */
function pngExif(bytes: Buffer): Buffer | undefined {
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'eXIf') return bytes.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
  }
  return undefined;
}

/** The EXIF chunk of an extended WebP file, usually after the image data. */
function webpExif(bytes: Buffer): Buffer | undefined {
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32LE(offset + 4);
    if (bytes.toString('latin1', offset, offset + 4) === 'EXIF') return bytes.subarray(offset + 8, offset + 8 + length);
    offset += 8 + length + (length % 2);
  }
  return undefined;
}
