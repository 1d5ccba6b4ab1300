import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

/**
 * One of the project's scripts (`scripts/<name>.ts`) in a process of its own, run as `npm run
 * build` runs its own: compiled, through the launcher, from the project's folder.
 */
export const spawnScript = (root: string, script: string, args: readonly string[], options: Omit<SpawnOptions, 'cwd'>) =>
  spawn(process.execPath, [path.join(root, 'scripts', 'run-compiled.cjs'), script, ...args], { ...options, cwd: root });
