import { readFileSync } from 'node:fs';

export interface Size {
  width: number;
  height: number;
}

/** Intrinsic size of an image file, read from its header (SVG, PNG, JPEG, WebP). */
export function imageSize(file: string): Size | undefined {
  const bytes = readFileSync(file);
  if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'));
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return webpSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return undefined;
}

function svgSize(svg: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = attr('width');
  const height = attr('height');
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const viewBox = /viewBox="([\d.\s,-]+)"/.exec(root)?.[1]?.split(/[\s,]+/).map(Number);
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
