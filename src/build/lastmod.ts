import { execFile } from 'node:child_process';

/**
 * Last commit date of each file under a folder, from one `git log` call (not one per page, so
 * it stays cheap at thousands of pages). Files git does not know get no date: the sitemap then
 * omits lastmod rather than inventing one. Asked for as the build starts: git reads the history
 * in a process of its own while the build finds what changed and compiles it (in a repository
 * of a few hundred commits, 30 ms that a one-page rebuild waited for).
 */
export function lastCommitDates(root: string, folder: string): Promise<Map<string, string>> {
  return new Promise((resolve) => {
    execFile('git', ['log', '--format=%x00%cI', '--name-only', '--', folder], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, log) =>
      resolve(error ? new Map() : datesFromLog(log)),
    );
  });
}

/** Each file's first date in the log (its last commit: the log lists the newest first). */
function datesFromLog(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const entry of log.split('\0')) {
    const [date, ...files] = entry.trim().split('\n');
    if (!date) continue;
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date.slice(0, 10));
  }
  return dates;
}
