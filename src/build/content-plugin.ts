import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { blocks } from '../../blocks/index.ts';
import { publicSettings } from '../shared/site-schema.ts';
import { compileSiteContent } from './site-content.ts';
import { sourcesHash } from './content-hash.ts';
import { fileStamp, parseCache, type ParseCache } from './parse-cache.ts';
import { VARIANTS_URL } from '../content/responsive-images.ts';
import { encodeVariant, variantCache } from './image-variants.ts';
import { siteIcons } from './site-icons.ts';
import { formatReport } from '../content/report.ts';
import type { CompiledSite, ContentProblem } from '../content/types.ts';
import type { CompiledPage } from '../../blocks/page.ts';
import { contentFileNames, isContentFile, type ContentFile } from '../content/stages/read.ts';
import { dataFileFor } from '../shared/data-path.ts';
import { DevContentReport, overlayError } from './dev-report.ts';
import { whenWatching } from './watch-start.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatReport(problems));
    this.name = 'ContentError';
  }
}

/** `virtual:content`: what every page shares: the public settings, the route and template lists, and which block types hydrate. */
export const siteModule = (site: CompiledSite) =>
  [
    `export const settings = ${JSON.stringify(publicSettings(site.settings))};`,
    `export const routes = ${JSON.stringify(site.pages.map((page) => page.data.route))};`,
    `export const templates = ${JSON.stringify(site.templates.map((page) => page.data.route))};`,
    `export const interactiveBlocks = ${JSON.stringify(blocks.filter((block) => block.interactive).map((block) => block.type))};`,
  ].join('\n');

/** Each page of a compiled site by the address of its JSON data (made once per compile: a site may have thousands). */
const dataFiles = new WeakMap<CompiledSite, Map<string, CompiledPage>>();
function pageByDataFile(site: CompiledSite): Map<string, CompiledPage> {
  let pages = dataFiles.get(site);
  if (!pages) {
    pages = new Map([...site.pages, ...site.templates, site.notFound].map((page) => [dataFileFor(page.data.route), page]));
    dataFiles.set(site, pages);
  }
  return pages;
}

/**
 * The watcher reports a file's changes at most once in 50 ms and drops the others, so a save that
 * lands just after another (or after an editor's truncation) may never be reported. Once that
 * window has passed, a file written since it was compiled is reported again.
 */
const RECHECK_AFTER_MS = 100;

/**
 * An editor (or writeFile) empties a file before writing it, and the watcher may report the
 * empty file and then drop the write's own event as a repeat. An emptied file is given this long
 * to be written (looked at every WRITE_POLL_MS); one left empty is then compiled as it is.
 */
const WRITE_WAIT_MS = 100;
const WRITE_POLL_MS = 5;

/**
 * Waits until a reported file has content, or WRITE_WAIT_MS passed. Vite's own read waits for
 * the file's modification time to change instead, which the write done just after emptying it
 * rarely does (file times move in steps of milliseconds): it waited its full 0.1 to 0.2 s.
 */
async function writeLanded(file: string) {
  for (let waited = 0; waited < WRITE_WAIT_MS; waited += WRITE_POLL_MS) {
    if (statSync(file, { throwIfNoEntry: false })?.size !== 0) return;
    await new Promise((resolve) => setTimeout(resolve, WRITE_POLL_MS));
  }
}

/** How long after a compile, with no other since, the dev server writes the parse cache. */
const CACHE_WRITE_AFTER_MS = 1000;

const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Exposes the compiled content to the app as `virtual:content` (settings, routes and templates,
 * the interactive block types: small, and the same on every page). Page data is not in any bundle: each route's JSON is
 * fetched with that route only (written by the prerender, or served here in dev).
 *
 * In dev, a YAML edit recompiles and the open page updates in place (its scroll position and
 * state kept); a broken edit shows the located problems in Vite's overlay while the app keeps
 * the last good content, and the terminal reports each problem once.
 */
export function contentPlugin(options: { root: string; pagesDir?: string; site?: CompiledSite }): Plugin {
  const pagesDir = path.resolve(options.pagesDir ?? path.join(options.root, 'pages'));
  /** The last content that compiled without errors: what the app shows while an edit is broken. */
  let site = options.site;
  let problems: ContentProblem[] = [];
  let compiled = Boolean(options.site);
  let serving = false;
  /** The `virtual:content` code last handed out, to tell whether an edit changed it. */
  let servedModule: string | undefined;
  let report: DevContentReport | undefined;

  // Only the files an edit changed are parsed again; a restart reuses the last build's too.
  let parsedTexts: ParseCache | undefined;
  // And only they are read again: each file the watcher reports is forgotten (see configureServer).
  const knownFiles = new Map<string, ContentFile>();
  const forget = (file: string) => knownFiles.delete(path.relative(pagesDir, file).split(path.sep).join('/'));
  let cacheWrite: NodeJS.Timeout | undefined;
  const compile = (changedFile?: string) => {
    parsedTexts ??= parseCache(options.root, pagesDir, sourcesHash(options.root));
    const result = compileSiteContent({ root: options.root, pagesDir, parsedTexts, knownFiles });
    // Written once edits pause (and when the server closes), not on the way to the browser: at
    // 10,000 pages, writing it took 20 to 40 ms of every edit.
    parsedTexts.settle();
    clearTimeout(cacheWrite);
    cacheWrite = setTimeout(() => parsedTexts?.write(), CACHE_WRITE_AFTER_MS).unref();
    compiled = true;
    problems = result.problems;
    if (result.site) site = result.site;
    report?.compiled(problems, changedFile && path.relative(options.root, changedFile));
    return result;
  };
  const currentSite = () => {
    if (!compiled) compile();
    return site;
  };
  const isBroken = () => problems.some((problem) => problem.severity === 'error');

  /** Dev, after a YAML edit: tells the browsers what changed; returns the modules Vite must update. */
  const applyEdit = (server: ViteDevServer, file: string): EnvironmentModuleNode[] => {
    const { hot, moduleGraph } = server.environments.client;
    const hadSite = site !== undefined;
    const result = compile(file);
    const connected = server.ws.clients.size > 0;
    if (!result.site) {
      // The app keeps the last good content; the overlay says what to fix.
      if (connected) hot.send(overlayError(problems, options.root));
      return [];
    }
    const module = moduleGraph.getModuleById(RESOLVED_ID);
    if (!module) return [];
    if (!hadSite) {
      // The browser got no content at all (dev started broken), so the app never started.
      moduleGraph.invalidateModule(module);
      if (connected) hot.send({ type: 'full-reload' });
      return [];
    }
    const siteChanged = siteModule(result.site) !== servedModule;
    // Sent before Vite's own update, so the overlay is gone before any module is replaced.
    hot.send({ type: 'custom', event: 'content:update', data: { siteChanged } });
    return siteChanged ? [module] : [];
  };

  return {
    name: 'groundwork:content',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildEnd() {
      clearTimeout(cacheWrite);
      parsedTexts?.write();
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const current = currentSite();
      if (!current) {
        if (!serving) throw new ContentError(problems);
        // Dev started on broken content: there is nothing to show yet. The terminal and the
        // overlay list the problems, the browser console gets them too, and the fix reloads.
        servedModule = undefined;
        return [
          `export const settings = undefined, routes = [], templates = [], interactiveBlocks = [];`,
          `throw new Error(${JSON.stringify(formatReport(problems))});`,
        ].join('\n');
      }
      servedModule = siteModule(current);
      return servedModule;
    },
    // First, so that no other plugin (Tailwind watches every file it scans) turns a content
    // edit into a full page reload: returning no modules leaves nothing for Vite to reload.
    hotUpdate: {
      order: 'pre',
      async handler({ file, server }) {
        if (!isInside(pagesDir, file) || !/\.ya?ml$/i.test(file)) return undefined;
        if (this.environment.name !== 'client') return [];
        // So that the compile sees the file as saved, not half way.
        await writeLanded(file);
        // Whichever of the watcher's listeners ran first, the compile reads this file again.
        forget(file);
        const compiledStamp = fileStamp(file)?.stamp;
        // A closed watcher has no listeners left: the report then reaches no one. A file gone
        // meanwhile is reported by the watcher itself.
        setTimeout(() => {
          const stamp = fileStamp(file)?.stamp;
          if (stamp && stamp !== compiledStamp) server.watcher.emit('change', file);
        }, RECHECK_AFTER_MS).unref();
        return applyEdit(server, file);
      },
    },
    configureServer(server: ViteDevServer) {
      report = new DevContentReport(server.config.logger);
      // Inside the project Vite watches pages/ already; another content folder must be added.
      server.watcher.add(pagesDir);
      // Whatever the watcher reports is read again by the next compile (a folder: everything).
      server.watcher.on('all', (event, file) => {
        if (event === 'addDir' || event === 'unlinkDir') knownFiles.clear();
        else if (isInside(pagesDir, file)) forget(file);
      });
      // The problems appear in the terminal as soon as dev starts, not when a page asks: just
      // after its address (a site of thousands of pages takes a moment to compile, and a page
      // asked for meanwhile waits for it). The watcher is still looking at the files for the
      // first time, and reports no change to one it has not looked at yet: once it watches every
      // file this compile read, those saved since, and files added or deleted since, are compiled
      // (in one compile, reported as the first one's update).
      server.httpServer?.once('listening', () => setImmediate(compileOnStart));
      const compileOnStart = () => {
        currentSite();
        const read = [...knownFiles.keys()].map((name) => ({ name, file: path.join(pagesDir, name) }));
        void whenWatching(
          server.watcher,
          read.map(({ file }) => file),
        ).then(() => {
          const changed = read.filter(({ name, file }) => parsedTexts?.changedSinceSeen(name, file)).map(({ file }) => file);
          changed.forEach(forget);
          // Files added or deleted meanwhile: the compile lists the folder again.
          const listed = new Set(contentFileNames(pagesDir).filter(isContentFile));
          const wasRead = new Set(read.map(({ name }) => name));
          const added = [...listed].filter((name) => !wasRead.has(name)).map((name) => path.join(pagesDir, name));
          const deleted = read.filter(({ name }) => !listed.has(name)).map(({ file }) => file);
          const first = [...changed, ...added, ...deleted][0];
          if (first) server.watcher.emit('change', first);
        });
      };
      // A page opened (or reloaded) while the content is broken shows the overlay at once.
      server.environments.client.hot.on('vite:client:connect', (_data, client) => {
        if (isBroken()) client.send(overlayError(problems, options.root));
      });

      // Page data in dev, from memory: the same JSON the prerender writes to dist/_data.
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith('/_data/')) return next();
        const current = currentSite();
        const page = current && pageByDataFile(current).get(url);
        if (!page) {
          response.statusCode = current ? 404 : 500;
          response.end(current ? 'Not found' : formatReport(problems));
          return;
        }
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(JSON.stringify(page.data));
      });

      // The icons and manifest in dev, made from the logo as the build makes them.
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        if (!/^(favicon\.ico|apple-touch-icon\.png|icon-\d+\.png|site\.webmanifest)$/.test(name) || !site) return next();
        siteIcons(site.settings, path.join(options.root, 'public')).then(
          (icons) => {
            if (!(name in icons)) return next();
            response.setHeader(
              'Content-Type',
              name.endsWith('.webmanifest') ? 'application/manifest+json' : name.endsWith('.ico') ? 'image/x-icon' : 'image/png',
            );
            response.end(icons[name as keyof typeof icons]);
          },
          (error: unknown) => next(error),
        );
      });

      // Resized copies of raster images in dev, encoded on first request (the build writes them).
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(VARIANTS_URL)) return next();
        const variant = site?.imageVariants.find((candidate) => candidate.url === url);
        if (!variant) return next();
        encodeVariant(variant, variantCache(options.root)).then(
          (file) => {
            response.setHeader('Content-Type', `image/${variant.format}`);
            response.end(readFileSync(file));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
