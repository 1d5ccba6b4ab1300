import { execFileSync } from 'node:child_process';

/**
 * Last commit date of each file under a folder, from one `git log` call (not one per page, so
 * it stays cheap at thousands of pages). Files git does not know get no date: the sitemap then
 * omits lastmod rather than inventing one.
 */
export function lastCommitDates(root: string, folder: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', folder], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return dates;
  }
  for (const entry of log.split('\0')) {
    const [date, ...files] = entry.trim().split('\n');
    if (!date) continue;
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date.slice(0, 10));
  }
  return dates;
}
