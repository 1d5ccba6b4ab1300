import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/build/content-plugin.ts';
import { viteConfig } from './src/build/vite-config.ts';

const browserTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// PAGES_DIR lets tests and benchmarks use a throwaway copy of the content.
const content = { root: process.cwd(), pagesDir: process.env.PAGES_DIR };
export default defineConfig({
  ...viteConfig(content, contentPlugin(content)),
  test: {
    // A condition polled for (a lead delivered, a menu open) gets 10 s rather than Vitest's 1 s:
    // on a loaded two-core CI machine a retry, a reload or a late browser event can take longer,
    // and a poll that passes returns as soon as it does.
    expect: { poll: { timeout: 10_000 } },
    // The groups run one after another: "unit" needs nothing built; "browser" builds the site
    // once and drives real Chromium; "dev" edits the project's own pages/ under `npm run dev`,
    // so nothing else may read pages/ meanwhile (and starts it on a large copy of them).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'blocks/**/*.test.{ts,tsx}',
            'tests/content/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/server/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // Two files at a time (Vitest's default keeps one of two cores free): many unit files
          // wait on child processes, servers and the disk, so a second one fills the time.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['tests/browser/dev-server.test.ts', 'tests/browser/dev-start.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // The files run one after another in one worker. Not isolated, they share the modules
          // they import (compiler, server, Playwright) instead of loading them again for each
          // file: no browser test mocks a module or changes one another file reads.
          isolate: false,
          ...browserTimeouts,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'dev',
          include: ['tests/browser/dev-server.test.ts', 'tests/browser/dev-start.test.ts'],
          // One after the other: the second copies pages/, which the first edits.
          fileParallelism: false,
          ...browserTimeouts,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
