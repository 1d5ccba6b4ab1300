/**
 * sharp, loaded when an image is first to be made: loading it (libvips) takes about a tenth of
 * a second, which a rebuild that finds every image, preview and icon already made never needs.
 */
export const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  // Every image a build makes is made once: libvips' cache of recent operations would only hold their pixels.
  sharp.cache(false);
  return sharp;
};
