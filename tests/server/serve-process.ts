import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const projectRoot = process.cwd();
const tsxLoader = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'loader.mjs')).href;

/**
 * `npm start` as one real process (node with the TypeScript loader, no npm or tsx wrapper in
 * between, so a signal reaches the server itself), run in `cwd`. The site's settings come from
 * the project's pages/.
 */
export function spawnServe(cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', tsxLoader, path.join(projectRoot, 'scripts', 'serve.ts')], {
    cwd,
    env: { ...process.env, PAGES_DIR: path.join(projectRoot, 'pages'), TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A stand-in build in `cwd`/dist, so the server starts without building the site. */
export function fakeBuild(cwd: string) {
  mkdirSync(path.join(cwd, 'dist'), { recursive: true });
  writeFileSync(path.join(cwd, 'dist', 'index.html'), '<!doctype html><title>Home</title>');
}

/** Everything the process writes to one stream, and its exit code once it ends. */
export function collect(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
  };
}
