import { serialize } from 'node:v8';
import { parentPort, Worker } from 'node:worker_threads';
import { Problems } from '../content/problems.ts';
import { parseContent, type Outline, type ParsedTexts } from '../content/stages/parse.ts';
import { readContent, shownDirOf, type ContentFile } from '../content/stages/read.ts';
import type { ParseCache } from './parse-cache.ts';

/** Fewer texts new to the parse cache than this are parsed by the compile itself: a worker takes about 0.1 s to start. */
const AHEAD_FROM = 1000;

/** A text that parsed without a problem: its data serialised as the parse cache keeps it. */
interface ParsedText {
  key: string;
  bytes: Uint8Array;
  outline: Outline;
}

type TextToParse = { name: string; text: string; key: string };

/**
 * The parse stage on texts new to the cache, apart from any compile: what it makes of those
 * that parse without a problem (their warnings included), as the cache would keep it. The others
 * are left to the compile, which reports their problems where they are.
 */
function parseClean(texts: readonly TextToParse[]): ParsedText[] {
  const keys = new Map(texts.map(({ name, key }) => [name, key]));
  const parsed: ParsedText[] = [];
  const collect: ParsedTexts = {
    keyOf: (_text, name) => keys.get(name!)!,
    get: () => undefined,
    set: (key, value, outline) => parsed.push({ key, bytes: serialize(value), outline }),
    setChecked: () => undefined,
    setResolved: () => undefined,
  };
  parseContent(
    texts.map(({ name, text }) => ({ name, file: name, text })),
    new Problems(),
    { schemaLines: false, parsedTexts: collect },
  );
  return parsed;
}

/** In the worker parseAhead starts: parses the texts it is sent, and sends back what parseClean made of them. */
export function serveParse() {
  parentPort!.once('message', (texts: TextToParse[]) => parentPort!.postMessage(parseClean(texts)));
}

/**
 * A build with many texts the parse cache does not know (the first build, or the first after a
 * change to the compiler's code): half of them parsed in a worker while this thread parses the
 * other half, and what both made put in the cache, where the compile then finds it (at 10,039
 * pages the parse is nearly half of such a build's compile). Gives the content files read on the way, for
 * the compile not to read them again, and how many texts were parsed so (none when too few
 * were new to make a worker worth its start). The worker runs this module as compiled to JavaScript;
 * run from its TypeScript source (the tests), the compile parses every text itself.
 */
export async function parseAhead(
  cache: ParseCache,
  root: string,
  pagesDir: string,
  /** Told how many texts are about to be parsed so, before they are. */
  starting?: (texts: number) => void,
): Promise<{ files: Map<string, ContentFile>; parsed: number }> {
  const files = new Map<string, ContentFile>();
  // Named as the compile names them; the problems of reading are the compile's to report: it reads such files again.
  readContent(pagesDir, shownDirOf(root, pagesDir), new Problems(), { known: files, unchangedFile: cache.unchangedFile.bind(cache) });
  const unknown: TextToParse[] = [];
  for (const { name, text } of files.values()) {
    if (text === undefined) continue;
    const key = cache.keyOf(text, name);
    if (!cache.has(key)) unknown.push({ name, text, key });
  }
  if (unknown.length < AHEAD_FROM || import.meta.url.endsWith('.ts')) return { files, parsed: 0 };
  starting?.(unknown.length);
  const half = Math.ceil(unknown.length / 2);
  const theirs = inWorker(unknown.slice(0, half));
  const ours = parseClean(unknown.slice(half));
  for (const { key, bytes, outline } of [...(await theirs), ...ours]) cache.addParsed(key, bytes, outline);
  return { files, parsed: unknown.length };
}

/** parseClean in a worker of its own; nothing when the worker fails (the compile parses those texts then). */
function inWorker(texts: TextToParse[]): Promise<ParsedText[]> {
  const worker = new Worker(`import(${JSON.stringify(import.meta.url)}).then((module) => module.serveParse());`, { eval: true });
  worker.postMessage(texts);
  return new Promise<ParsedText[]>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', () => resolve([]));
    worker.once('exit', () => resolve([]));
  }).finally(() => void worker.terminate());
}
