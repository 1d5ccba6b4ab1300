import { execFileSync } from 'node:child_process';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/build/collect-garbage.ts';

const SOURCE = 'function twice(value) { return value * 2; } twice(21);';

/** V8's code cache of SOURCE, made by a Node started as a build is, with no flags. */
const cacheOfPlainNode = () =>
  Buffer.from(
    execFileSync(
      process.execPath,
      [
        '-e',
        `const s = new (require('node:vm').Script)(${JSON.stringify(SOURCE)}); s.runInThisContext(); process.stdout.write(s.createCachedData().toString('base64'));`,
      ],
      {
        encoding: 'utf8',
      },
    ),
    'base64',
  );

describe('a full garbage collection in a build', () => {
  it('leaves V8’s flags as every build has them: a code cache made without it is still taken', () => {
    const cachedData = cacheOfPlainNode();
    expect(new Script(SOURCE, { cachedData }).cachedDataRejected).toBe(false);

    collectGarbage();

    expect(new Script(SOURCE, { cachedData }).cachedDataRejected).toBe(false);
  });
});
