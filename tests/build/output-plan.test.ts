import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputPlan } from '../../src/build/output-plan.ts';

describe('an output plan', () => {
  const folders: string[] = [];
  const folder = () => folders[folders.push(mkdtempSync(path.join(tmpdir(), 'output-plan-'))) - 1]!;
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('puts a file made elsewhere into the output as a link, and replaces the link, not that file, when a later claim writes it', () => {
    const root = folder();
    const cached = path.join(root, 'cache.png');
    writeFileSync(cached, 'the cached preview');
    const plan = new OutputPlan(path.join(root, 'dist'), path.join(root, 'stage'), path.join(root, 'records'));

    expect(plan.claim('previews/home.png', 'key-1')).toBe(true);
    plan.stageCopy('previews/home.png', cached);
    expect(statSync(plan.staging('previews/home.png')).ino).toBe(statSync(cached).ino);

    expect(plan.claim('previews/home.png', 'key-2')).toBe(true);
    plan.stage('previews/home.png', 'a generated file of the same name');
    plan.commit();
    expect(readFileSync(path.join(root, 'dist/previews/home.png'), 'utf8')).toBe('a generated file of the same name');
    expect(readFileSync(cached, 'utf8')).toBe('the cached preview');
  });
});
