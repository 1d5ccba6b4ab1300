import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * How a preview's PNG is encoded, wherever it is drawn. zlib's level 7 makes a preview about
 * 8 % larger than level 9 (42 KB against 39) in about a third of the time (12 ms against 32 on
 * the development machine, where a site's first build draws one preview for each of its pages).
 */
export const PNG_OPTIONS = { compressionLevel: 7 } as const;

/**
 * The worker's whole program: sharp, found from the project (workerData.sharpFile), draws the
 * SVG it is given as the build's PNG and sends the bytes back. Plain CommonJS, so that it runs
 * from the TypeScript sources and from the compiled build alike.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { sharpFile, svg, png } = workerData;
require(sharpFile)(Buffer.from(svg)).png(png).toBuffer().then((bytes) => parentPort.postMessage(bytes));
`;

/**
 * A preview's PNG drawn in a thread of its own. Loading sharp takes about 60 ms and drawing
 * about 25: a one-page rebuild whose edit changes a title has them done while it compiles the
 * pages that list the page (the renderer's worker is still waiting for its pages then), where
 * on its own thread they came after, and the rebuild waited for them.
 */
export function drawInThread(root: string, svg: string): Promise<Buffer> {
  const sharpFile = createRequire(path.join(root, 'package.json')).resolve('sharp');
  const worker = new Worker(PROGRAM, { eval: true, workerData: { sharpFile, svg, png: PNG_OPTIONS } });
  return new Promise<Buffer>((resolve, reject) => {
    worker.once('message', (bytes: Uint8Array) => resolve(Buffer.from(bytes)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The preview's drawing stopped with exit code ${code}.`)));
  });
}
