import type { Rasterize } from './preview-painter.ts';
import { loadSharp } from './sharp.ts';

/** SVGs drawn by sharp (librsvg), several at once on its threads. */
export const rasterizeWithSharp: Rasterize = async (drawings) => {
  const sharp = await loadSharp();
  return Promise.all(
    drawings.map(({ svg, alpha }) => {
      const image = sharp(Buffer.from(svg));
      return (alpha ? image.extractChannel(3) : image.removeAlpha()).raw().toBuffer();
    }),
  );
};
