import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { fileWriter } from '../../src/build/file-writer.ts';

const work = mkdtempSync(path.join(tmpdir(), 'file-writer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('writes a file given as pieces as the UTF-8 of their text one after the other, folders made, whatever the text holds', () => {
  const write = fileWriter();
  const pieces = (size: number) => [
    Buffer.from('<head>café '),
    `Plans — “$'” and $& 🏠 ${'x'.repeat(size)}`,
    Buffer.from('</head>'),
    'lone \ud800 surrogate',
    '',
  ];
  // The second file is larger than the buffer the first was encoded into.
  for (const [name, size] of [
    ['a/one.html', 10],
    ['b/c/two.html', 200_000],
  ] as const) {
    const file = path.join(work, name);
    write(file, pieces(size));
    const expected = Buffer.concat(pieces(size).map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
    expect(readFileSync(file).equals(expected)).toBe(true);
  }
  write(path.join(work, 'a/one.html'), 'replaced');
  expect(readFileSync(path.join(work, 'a/one.html'), 'utf8')).toBe('replaced');
});
