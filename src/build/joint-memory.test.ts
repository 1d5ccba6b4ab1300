import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { jointPeak } from './joint-memory.ts';

const MB = 1024;

it('gives the memory this process and another hold together, and nothing for a process that is gone', async () => {
  // Another process holding 64 MB it has written to, until told to end.
  const other = spawn(process.execPath, ['-e', "globalThis.kept = Buffer.alloc(64 * 1024 * 1024, 1); console.log('held'); process.stdin.resume();"], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await once(other.stdout!, 'data');
  const together = jointPeak(other.pid!)!;
  const ownKb = process.memoryUsage.rss() / 1024;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(together.stop()).toBeGreaterThan(ownKb + 64 * MB - 8 * MB);

  other.stdin!.end();
  await once(other, 'exit');
  expect(jointPeak(other.pid!)).toBeUndefined();
});
