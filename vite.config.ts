import { defineConfig } from 'vitest/config';
import { viteConfig } from './src/build/vite-config.ts';

// PAGES_DIR lets tests and benchmarks use a throwaway copy of the content.
export default defineConfig({
  ...viteConfig({ root: process.cwd(), pagesDir: process.env.PAGES_DIR }),
  test: {
    // "unit" needs nothing built; "browser" builds the site once and drives real Chromium.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'tests/content/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium at a time is plenty on two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
