import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../src/build/content-hash.ts';

/** The key as defined: SHA-256 of each part after its length and a colon, in base64url, cut to 32 characters. */
const defined = (...pieces: (string | Buffer)[]) =>
  createHash('sha256')
    .update(Buffer.concat(pieces.map((piece) => Buffer.from(piece))))
    .digest('base64url')
    .slice(0, 32);

describe('contentHash', () => {
  it('gives the same key for a text however long: short texts joined, long ones fed part by part', () => {
    const short = 'Builder Marketing in Tulsa — “quoted”';
    const long = `${'Every page of the site, in Markdown. '.repeat(4000)}Ünïcode at the end.`;
    expect(contentHash(short, 'b')).toBe(defined(`${short.length}:${short}`, '1:b'));
    expect(contentHash(long, 'b')).toBe(defined(`${long.length}:${long}`, '1:b'));
    // Parts cannot run together.
    expect(contentHash(long, 'b')).not.toBe(contentHash(`${long}b`));
  });

  it('counts the bytes of each part when any part is a buffer', () => {
    const logo = Buffer.from('<svg>ü</svg>');
    expect(contentHash('icons', logo)).toBe(defined('5:icons', `${logo.length}:`, logo));
    expect(contentHash('ü', logo)).toBe(defined('2:ü', `${logo.length}:`, logo));
  });
});
