import { createRequire } from 'node:module';

/**
 * sharp, loaded when an image is first to be made: loading it (libvips) takes a few hundredths of
 * a second, which a rebuild that finds every image, preview and icon already made never needs.
 * Required as CommonJS, at once: its ES modules took twice as long (about 60 ms against 30), one
 * module after the other, and a prerender worker rendering pages meanwhile had them wait for its
 * renders, so that a one-page rebuild's preview was painted after its pages.
 */
export const loadSharp = async () => {
  const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
  // Every image a build makes is made once: libvips' cache of recent operations would only hold their pixels.
  sharp.cache(false);
  return sharp;
};
