import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PNG_OPTIONS } from './social-previews.ts';

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
