import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, linkSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './http.ts';
import { collect, fakeBuild } from './serve-process.ts';

interface LockEntry {
  dev?: boolean;
  bin?: Record<string, string>;
}

/** A package's files, linked, without its nested node_modules (entries of their own in the lockfile). */
function linkPackage(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkPackage(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else linkFile(source, target);
  }
}

/** A hard link where the temporary folder shares the project's disk, else a copy. */
function linkFile(source: string, target: string) {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/**
 * What `npm ci --omit=dev` installs, from the packages already installed here: every package of
 * the lockfile not marked dev (optional packages for other platforms are absent and skipped),
 * and the commands of the top-level ones in node_modules/.bin.
 */
function installProductionDependencies(app: string) {
  const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
  for (const [location, entry] of Object.entries(packages)) {
    if (!location || entry.dev) continue;
    try {
      linkPackage(location, path.join(app, location));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    if (location.split('node_modules/').length !== 2) continue;
    for (const [command, file] of Object.entries(entry.bin ?? {})) {
      mkdirSync(path.join(app, 'node_modules/.bin'), { recursive: true });
      symlinkSync(path.join('..', location.slice('node_modules/'.length), file), path.join(app, 'node_modules/.bin', command));
    }
  }
}

/** `npm start` in the app folder, finding commands only in the app's own node_modules/.bin. */
function npmStart(app: string) {
  const searchPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`${path.sep}node_modules${path.sep}`))
    .join(path.delimiter);
  const env = { ...process.env, PATH: searchPath, PORT: '0', HOST: '127.0.0.1', LEADS_DB: path.join(app, 'data/leads.sqlite'), QUOTE_MIN_FILL_SECONDS: '0' };
  // Its own process group: npm, the shell and the server stop together.
  const child = spawn('npm', ['start'], { cwd: app, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // The output ends once every process of the group has ended (they share its pipes).
  const ended = new Promise((resolve) => child.on('close', resolve));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  return { output: collect(child), stop, ended };
}

describe('a production install (npm ci --omit=dev)', () => {
  let app: ReturnType<typeof tempDir>;
  beforeAll(() => {
    app = tempDir('production-');
    for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'pages/_site.yaml']) {
      mkdirSync(path.dirname(path.join(app.dir, file)), { recursive: true });
      copyFileSync(file, path.join(app.dir, file));
    }
    for (const dir of ['scripts', 'src']) cpSync(dir, path.join(app.dir, dir), { recursive: true });
    installProductionDependencies(app.dir);
  });
  afterAll(() => app.remove());

  it('says the site must be built elsewhere when dist/ is missing', { timeout: 30_000 }, async () => {
    const { output } = npmStart(app.dir);
    expect(await output.exited).toBe(1);
    expect(output.stderr).toContain('No build in dist/, and the build tools are not installed here');
  });

  it('serves a built site and stores quote requests, with production dependencies only', { timeout: 30_000 }, async () => {
    fakeBuild(app.dir);
    const { output, stop, ended } = npmStart(app.dir);
    try {
      await expect.poll(() => /Serving dist\/ at (\S+)/.exec(output.stdout)?.[1] ?? output.stderr, { timeout: 20_000 }).toMatch(/^http:/);
      const url = /Serving dist\/ at (\S+)/.exec(output.stdout)![1]!;
      expect((await fetch(url)).status).toBe(200);
      const quote = await fetch(`${url}/api/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Pat Builder',
          email: 'pat@example.com',
          services: ['Website Design'],
          message: 'A quote request from a production install.',
        }),
      });
      expect(await quote.json()).toEqual({ ok: true });
    } finally {
      stop();
      await ended;
    }
  });
});
