import { execFileSync } from 'node:child_process';
import { getHeapStatistics } from 'node:v8';
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
    collectGarbage({ compact: true });

    expect(new Script(SOURCE, { cachedData }).cachedDataRejected).toBe(false);
  });

  it('compacted, gives back the pages a plain collection keeps for the few objects left on them', () => {
    /** The heap's pages beyond what it uses once `collect` ran on a heap as parsing leaves it: many objects old enough to have left the young generation, one in twenty still used. */
    const spareAfter = (collect: () => void) => {
      let made: { at: number; text: string }[] | undefined = Array.from({ length: 1_500_000 }, (_, at) => ({ at, text: `line ${at}` }));
      collectGarbage();
      const kept = made.filter(({ at }) => at % 20 === 0);
      made = undefined;
      collect();
      const { total_heap_size, used_heap_size } = getHeapStatistics();
      expect(kept).toHaveLength(75_000);
      return total_heap_size - used_heap_size;
    };
    const plain = spareAfter(() => collectGarbage());
    const compacted = spareAfter(() => collectGarbage({ compact: true }));

    expect(plain).toBeGreaterThan(50e6);
    expect(compacted).toBeLessThan(plain / 2);
  });
});
