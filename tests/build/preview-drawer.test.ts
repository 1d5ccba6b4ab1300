import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawInThread } from '../../src/build/preview-drawer.ts';
import { renderedPreview } from '../../src/build/social-previews.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'preview-drawer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A drawing no cache holds yet: a one-page rebuild draws its preview in a thread of its own.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><rect width="120" height="63" fill="#1e3a5f"/><text x="8" y="40" font-size="20" fill="#fff">${Date.now()}</text></svg>`;

describe('drawInThread', () => {
  it('draws the very PNG the full build draws on its own thread, and keeps it in the cache the same way', async () => {
    const here = await renderedPreview(svg, path.join(folder, 'here'));
    const inThread = await renderedPreview(svg, path.join(folder, 'thread'), (drawing) => drawInThread(process.cwd(), drawing));
    expect(path.basename(inThread)).toBe(path.basename(here));
    const png = readFileSync(inThread);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.equals(readFileSync(here))).toBe(true);
  });

  it('passes on what stops the drawing', async () => {
    await expect(drawInThread(process.cwd(), '<svg')).rejects.toThrow();
  });
});
