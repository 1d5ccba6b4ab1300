import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Problems } from '../../src/content/problems.ts';
import { readContent } from '../../src/content/stages/read.ts';
import { ABOUT, writeSite } from './fixture.ts';

describe('the read stage', () => {
  it('leaves out a file removed after the folder was listed (a checkout, a deletion meanwhile), and reads the others', () => {
    const pagesDir = path.join(writeSite({ 'pages/about.yaml': ABOUT, 'pages/gone.yaml': ABOUT.replace('About', 'Gone') }), 'pages');
    const problems = new Problems();
    // Asked about each file between the listing and its reading: the moment a deletion can fall in.
    const files = readContent(pagesDir, 'pages', problems, {
      unchangedFile: (name, fullPath) => {
        if (name === 'gone.yaml') rmSync(fullPath);
        return undefined;
      },
    });
    expect(files.map((file) => file.name)).toEqual(['_404.yaml', '_site.yaml', 'about.yaml', 'index.yaml']);
    expect(files.find((file) => file.name === 'about.yaml')?.text).toBe(ABOUT);
    expect(problems.list()).toEqual([]);
  });
});
