import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Rasterize } from './preview-painter.ts';
import { loadSharp } from './sharp.ts';

/** SVGs drawn by sharp (librsvg) here, several at once on Node's I/O threads. */
export const rasterizeHere: Rasterize = async (drawings) => {
  const sharp = await loadSharp();
  return Promise.all(
    drawings.map(({ svg, alpha }) => {
      const image = sharp(Buffer.from(svg));
      return (alpha ? image.extractChannel(3) : image.removeAlpha()).raw().toBuffer();
    }),
  );
};

/**
 * The worker's whole program: sharp, found from the project (workerData.sharpFile), draws the
 * SVGs it is given as rasterizeHere does and sends the pixels back. Plain CommonJS, so that it
 * runs from the TypeScript sources and from the compiled build alike.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpFile);
const drawn = workerData.drawings.map(({ svg, alpha }) => {
  const image = sharp(Buffer.from(svg));
  return (alpha ? image.extractChannel(3) : image.removeAlpha()).raw().toBuffer();
});
Promise.all(drawn).then((pixels) => parentPort.postMessage(pixels));
`;

/**
 * SVGs drawn in a thread of their own. Loading sharp takes about 60 ms: a one-page rebuild whose
 * edit changes a title has its preview's lines drawn while it compiles the pages that list the
 * page (the renderer's worker is still waiting for its pages then); drawn on the main thread,
 * they came after, and the rebuild waited for them. Each call is a thread.
 */
export function rasterizeInThread(root: string): Rasterize {
  const sharpFile = createRequire(path.join(root, 'package.json')).resolve('sharp');
  return (drawings) => {
    const worker = new Worker(PROGRAM, { eval: true, workerData: { sharpFile, drawings } });
    return new Promise<Uint8Array[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The preview's drawing stopped with exit code ${code}.`)));
    });
  };
}
