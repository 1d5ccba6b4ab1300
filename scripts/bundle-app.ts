/**
 * Started by a build, in a process of its own: bundles the app as the build asks (see
 * bundleApart in src/build/bundle-cache.ts), and says how it went.
 */
import { BlockComponentError } from '../src/build/block-component-check.ts';
import { jointPeak } from '../src/build/joint-memory.ts';
import { viteBundles, type BundleJob, type BundlerAnswer } from '../src/build/vite-bundles.ts';

// A build that stops (or is stopped) does not wait for its bundles.
process.once('disconnect', () => process.exit(1));
process.once('message', (job: BundleJob) => {
  // The build that started this process compiles the content meanwhile.
  const withBuild = jointPeak(process.ppid);
  viteBundles(job)
    .then(
      (): BundlerAnswer => ({ peakKb: process.resourceUsage().maxRSS, jointPeakKb: withBuild?.stop() }),
      (error: unknown): BundlerAnswer =>
        error instanceof BlockComponentError
          ? { blockComponent: { file: error.file, exported: error.exported } }
          : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    )
    .then((answer) => process.send!(answer, () => process.exit(0)));
});
