import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

/** A port nobody listens on right now, for a server that must be started on a given PORT. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of an editor's shell: none of the test runner's own variables. */
function shellEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  return { ...env, ...extra };
}

export interface NpmProcess {
  /** Everything printed so far (stdout and stderr, without colour codes). */
  output(): string;
  /** Waits until the output matches; returns the match. */
  waitFor(pattern: RegExp, timeout?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Stops the command and everything it started. */
  stop(): Promise<void>;
  /** Ctrl+C in its terminal: SIGINT to the command and everything it started. Resolves once it exits. */
  interrupt(): Promise<void>;
}

/** `npm run <script>` in the project, as README says to run it, with its output collected. */
export function runNpm(script: string, env: Record<string, string> = {}): NpmProcess {
  // Its own process group, so that stopping it also stops the processes npm started.
  const child: ChildProcess = spawn('npm', ['run', script], {
    cwd: process.cwd(),
    env: shellEnvironment(env),
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString('utf8'));
    for (const check of waiters) check();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
    for (const check of waiters) check();
  });

  return {
    output: () => output,
    waitFor(pattern, timeout = 30_000) {
      return new Promise((resolve, reject) => {
        const done = (error?: Error) => {
          waiters.delete(check);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(output.match(pattern)!);
        };
        const check = () => {
          if (pattern.test(output)) done();
          else if (!running) done(new Error(`npm run ${script} ended before printing ${pattern}:\n${output}`));
        };
        const timer = setTimeout(() => done(new Error(`npm run ${script} did not print ${pattern} within ${timeout} ms:\n${output}`)), timeout);
        waiters.add(check);
        check();
      });
    },
    exited,
    async stop() {
      if (!running) return;
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
    async interrupt() {
      if (!running) return;
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    },
  };
}
