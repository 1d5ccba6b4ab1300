import { readFileSync } from 'node:fs';

/** A process's resident memory in KB, from /proc (Linux); undefined elsewhere, or once it is gone. */
function residentKb(pid: number): number | undefined {
  try {
    const resident = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return resident ? Number(resident[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** How often the memory of the two processes is looked at: each grows over seconds, and a look takes a few hundredths of a millisecond. */
const EVERY_MS = 20;

/**
 * The memory this process and another (the build that started it) hold together at most, looked
 * at every EVERY_MS while this one works; `stop` gives it, in KB. Undefined where another
 * process's memory cannot be read: the caller adds each one's peak then, which counts the two at
 * their highest as if at once (at 10,039 pages, 636 to 649 MB where they held 557 to 566 MB).
 */
export function jointPeak(otherPid: number): { stop(): number } | undefined {
  let peak = 0;
  const look = () => {
    const other = residentKb(otherPid);
    if (other !== undefined) peak = Math.max(peak, other + Math.round(process.memoryUsage.rss() / 1024));
    return other !== undefined;
  };
  if (!look()) return undefined;
  const timer = setInterval(look, EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      look();
      return peak;
    },
  };
}
