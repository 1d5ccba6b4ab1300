import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { blocks } from '../../blocks/index.ts';
import { publicSettings, type SiteSettings } from '../shared/site-schema.ts';
import { compileSiteContent, routeTableOf } from './site-content.ts';
import { parseCache, type ParseCache } from './parse-cache.ts';
import { VARIANTS_URL } from '../content/responsive-images.ts';
import { encodeVariant, variantCache } from './image-variants.ts';
import { siteIcons } from './site-icons.ts';
import { formatReport } from '../content/report.ts';
import type { CompiledSite, ContentProblem } from '../content/types.ts';
import type { CompiledPage } from '../../blocks/page.ts';
import type { ContentFile } from '../content/stages/read.ts';
import { dataFileFor, ROUTE_TABLE_FILE } from '../shared/data-path.ts';
import { DevContentReport, overlayError } from './dev-report.ts';
import { watchContentFolder, type ContentChange } from './content-watcher.ts';
import { compileAddedPage, compileEditedPage, removedFromState, type CompileState, type EditedPage } from '../content/edited-page.ts';
import { compileEditedItems } from '../content/edited-items.ts';
import { compileEditedSettings } from '../content/edited-settings.ts';
import { placeInSiteOrder } from '../content/stages/derive.ts';
import { collectionOf } from '../content/stages/validate.ts';
import { SETTINGS_FILE } from '../content/stages/routes.ts';
import { Problems } from '../content/problems.ts';
import { RESOLVED_CONTENT, VIRTUAL_CONTENT } from './virtual-content.ts';

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatReport(problems));
    this.name = 'ContentError';
  }
}

/**
 * `virtual:content` (see virtual-content.ts): the public settings and which block types hydrate.
 * Not the route table (ROUTE_TABLE_FILE): with it, adding a page would change every page's scripts.
 */
export const siteModule = (settings: SiteSettings) =>
  [
    `export const settings = ${JSON.stringify(publicSettings(settings))};`,
    `export const interactiveBlocks = ${JSON.stringify(blocks.filter((block) => block.interactive).map((block) => block.type))};`,
  ].join('\n');

/** Whether two compiles have the same pages and templates, at the same addresses. */
const sameRoutes = (before: CompiledSite, after: CompiledSite) => {
  const [was, is] = [routeTableOf(before), routeTableOf(after)];
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((route, index) => route === b[index]);
  return same(was.routes, is.routes) && same(was.templates, is.templates);
};

/** Dev's JSON answers (page data, the route table): never cached, they change with each edit. */
function sendJson(response: ServerResponse, data: unknown) {
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(data));
}

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
 * An editor (or writeFile) empties a file before writing it, and the watch reports the empty
 * file first. An emptied file is given this long to be written (looked at every WRITE_POLL_MS);
 * one left empty is then compiled as it is.
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

/**
 * The site with one page replaced by its edited version (the same route), or added in the site's
 * order when no page had its route, and the resized images that page shows now.
 */
function withEditedPage(site: CompiledSite, { page, variants }: EditedPage): CompiledSite {
  const { route } = page.data;
  const added = !pageByDataFile(site).has(dataFileFor(route));
  const replace = (pages: CompiledPage[]) => pages.map((old) => (old.data.route === route ? page : old));
  const known = new Set(site.imageVariants.map((variant) => variant.url));
  const edited = {
    ...site,
    pages: added
      ? site.pages.toSpliced(
          placeInSiteOrder(site.pages, (other) => other.data.route, route),
          0,
          page,
        )
      : replace(site.pages),
    templates: replace(site.templates),
    imageVariants: [...site.imageVariants, ...variants.filter((variant) => !known.has(variant.url))],
  };
  dataFiles.set(edited, new Map(pageByDataFile(site)).set(dataFileFor(page.data.route), page));
  return edited;
}

/** The site with these settings, its pages as they were (see compileEditedSettings). */
function withSettings(site: CompiledSite, settings: SiteSettings): CompiledSite {
  const edited = { ...site, settings };
  dataFiles.set(edited, pageByDataFile(site));
  return edited;
}

/** The site without the static page at `route` (see removedFromState). */
function withoutPage(site: CompiledSite, route: string): CompiledSite {
  const without = { ...site, pages: site.pages.filter((page) => page.data.route !== route) };
  const pages = new Map(pageByDataFile(site));
  pages.delete(dataFileFor(route));
  dataFiles.set(without, pages);
  return without;
}

/**
 * How long the whole site's compile waits after the last edit shown on its own (see
 * showEditOnItsOwn): it waits for edits to pause rather than hold up the next one.
 */
const SITE_COMPILE_AFTER_MS = 200;

/** A file's text as it is now; undefined once it is deleted. */
function textNow(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** How long after a compile, with no other since, the dev server writes the parse cache. */
const CACHE_WRITE_AFTER_MS = 1000;

/**
 * Exposes the compiled content to the app as `virtual:content` (settings and the interactive
 * block types: small, and the same on every page). Page data is not in any bundle: each route's JSON is
 * fetched with that route only (written by the prerender, or served here in dev).
 *
 * In dev, a YAML edit recompiles and the open page updates in place (its scroll position and
 * state kept); a broken edit shows the located problems in Vite's overlay while the app keeps
 * the last good content, and the terminal reports each problem once.
 */
export function contentPlugin(options: { root: string; pagesDir?: string }): Plugin {
  const pagesDir = path.resolve(options.pagesDir ?? path.join(options.root, 'pages'));
  /** The last content that compiled without errors: what the app shows while an edit is broken. */
  let site: CompiledSite | undefined;
  let problems: ContentProblem[] = [];
  let compiled = false;
  let serving = false;
  /** The `virtual:content` code last handed out, to tell whether an edit changed it. */
  let servedModule: string | undefined;
  let report: DevContentReport | undefined;

  // Only the files an edit changed are parsed again; a restart reuses the last build's too.
  let parsedTexts: ParseCache | undefined;
  const textCache = () => (parsedTexts ??= parseCache(options.root, pagesDir));
  // And only they are read again: each file the watch reports is forgotten (see contentChanged).
  const knownFiles = new Map<string, ContentFile>();
  const forget = (file: string) => knownFiles.delete(path.relative(pagesDir, file).split(path.sep).join('/'));
  let cacheWrite: NodeJS.Timeout | undefined;
  let stopWatching: (() => void) | undefined;
  /**
   * What the last compile without an error kept: an edited page is compiled against it. A compile
   * with an error keeps it (and the site the app shows), so that the fix is compiled on its own.
   */
  let state: CompileState | undefined;
  /**
   * The content files (full paths) changed since `state` was kept that it does not hold: an edit
   * is compiled on its own only when its file is the only one. Undefined once a folder changed
   * (files came or went).
   */
  let notInState: Set<string> | undefined = new Set();
  /** The text of each file the watch reported, as last compiled. */
  const compiledTexts = new Map<string, string>();
  /** The whole site's compile due after edits shown on their own. */
  let siteCompile: NodeJS.Timeout | undefined;
  const compile = (changedFile?: string) => {
    clearTimeout(siteCompile);
    othersChanged = false;
    const result = compileSiteContent({ root: options.root, pagesDir, parsedTexts: textCache(), knownFiles, keepState: true });
    if (result.state) [state, notInState] = [result.state, new Set()];
    // Written once edits pause (and when the server closes), not on the way to the browser: at
    // 10,000 pages, writing it took 20 to 40 ms of every edit.
    textCache().settle();
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

  /**
   * The browsers told that the content changed. When the settings they have changed too, Vite
   * replaces `virtual:content` after this message, so the overlay is gone before any module is.
   */
  const tellBrowsers = async (server: ViteDevServer, routesChanged: boolean) => {
    const module = server.environments.client.moduleGraph.getModuleById(RESOLVED_CONTENT);
    const siteChanged = module !== undefined && site !== undefined && siteModule(site.settings) !== servedModule;
    server.environments.client.hot.send({ type: 'custom', event: 'content:update', data: { siteChanged, routesChanged } });
    if (siteChanged) await server.environments.client.reloadModule(module);
  };

  /** Dev, after a change to the content: the site compiled again, and the browsers told what changed. */
  const applyEdit = async (server: ViteDevServer, file?: string) => {
    const { hot, moduleGraph } = server.environments.client;
    const before = site;
    const result = compile(file);
    const connected = server.ws.clients.size > 0;
    if (!result.site) {
      // The app keeps the last good content; the overlay says what to fix.
      if (connected) hot.send(overlayError(problems, options.root));
      return;
    }
    const module = moduleGraph.getModuleById(RESOLVED_CONTENT);
    if (!module) return;
    if (!before) {
      // The browser got no content at all (dev started broken), so the app never started.
      moduleGraph.invalidateModule(module);
      if (connected) hot.send({ type: 'full-reload' });
      return;
    }
    await tellBrowsers(server, !sameRoutes(before, result.site));
  };

  /** Edits shown on their own since the last whole compile changed other pages (see EditedPage). */
  let othersChanged = false;
  /**
   * Dev, after a page's edit, when the edit leaves links to the page as they were (see
   * compileEditedPage), or after a page is added (see compileAddedPage) or deleted (see
   * removedFromState), and no other file changed since the last compile without an error: the
   * page, compiled on its own, is shown at once (or gone, with the route table when a page came or
   * went), and the whole site is compiled once edits pause (at 10,000 pages that compile took 0.2
   * to 0.4 s of every edit). The browsers are told again when it changed other pages. So is the
   * fix of a broken page, a shared file's edit (the pages that show its changed items, see
   * compileEditedItems) and the settings' (see compileEditedSettings: the browsers get them at
   * once, and every page's data derived with them when the whole compile follows). An edit that
   * breaks the file shows its errors in the overlay at once, and the whole compile, which reports
   * them in the terminal, follows as after any edit. Returns whether the edit was shown.
   */
  const showEditOnItsOwn = async (server: ViteDevServer, file: string, text: string | undefined): Promise<boolean> => {
    const name = path.relative(pagesDir, file).split(path.sep).join('/');
    if (!state || !site || !notInState || [...notInState].some((other) => other !== file)) return false;
    const shared = collectionOf(name) !== undefined;
    const isSettings = name === SETTINGS_FILE;
    const added = !shared && !isSettings && !state.pages.has(name);
    const { hot } = server.environments.client;
    if (text === undefined) {
      const route = removedFromState(state, name);
      if (!route) return false;
      site = withoutPage(site, route);
      othersChanged = true;
    } else {
      const own = new Problems();
      const settings = isSettings ? compileEditedSettings(state, text, own) : undefined;
      const one = shared || isSettings ? undefined : (added ? compileAddedPage : compileEditedPage)(state, name, text, own);
      const edited = shared ? compileEditedItems(state, name, text, (page) => textNow(path.join(pagesDir, page)), own) : one && [one];
      if (!edited && !settings) {
        if (!own.hasErrors) return false;
        // The app keeps the last good content; the whole compile reports the errors in the terminal.
        hot.send(overlayError(own.list(), options.root));
        compileSiteWhenPaused(hot);
        return true;
      }
      if (settings) site = withSettings(site, settings);
      for (const page of edited ?? []) site = withEditedPage(site, page);
      othersChanged ||= isSettings || Boolean(edited?.some((page) => page.othersChanged));
    }
    // The state holds the file as it is now (the settings only once the whole compile kept them):
    // any error the last compile reported was this file's.
    if (!isSettings) notInState.delete(file);
    problems = problems.filter((problem) => problem.severity !== 'error');
    report?.updated(path.relative(options.root, file));
    await tellBrowsers(server, added || text === undefined);
    compileSiteWhenPaused(hot);
    return true;
  };
  /** The whole site compiled once edits pause, after an edit shown on its own: its report follows, and the browsers are told when other pages changed. */
  const compileSiteWhenPaused = (hot: ViteDevServer['environments']['client']['hot']) => {
    clearTimeout(siteCompile);
    siteCompile = setTimeout(() => {
      const told = othersChanged;
      if (!compile().site) hot.send(overlayError(problems, options.root));
      else if (told) hot.send({ type: 'custom', event: 'content:update', data: { siteChanged: false } });
    }, SITE_COMPILE_AFTER_MS).unref();
  };

  /**
   * Dev, after the watch reported changes: an edited page shown on its own, or the site compiled
   * again and the browsers told. Changes reported while one is being compiled are compiled
   * together next: a checkout or a search-and-replace changes many files at once, and 200 pages
   * changed so took 200 compiles of the whole site before (7 s at 1,039 pages).
   */
  const compileChanges = async (server: ViteDevServer, changes: readonly ContentChange[]) => {
    const folders = changes.filter((change) => 'folder' in change);
    const reported = [...new Set(changes.flatMap((change) => ('file' in change && /\.ya?ml$/i.test(change.file) ? [change.file] : [])))];
    // So that the compile sees each file as saved, not half way.
    await Promise.all(reported.map(writeLanded));
    // The watch reports one save several times (each write to the file, and closing it): a text
    // compiled already is not compiled again.
    const texts = new Map(reported.map((file) => [file, textNow(file)]));
    const files = reported.filter((file) => {
      const text = texts.get(file);
      if (text !== undefined && compiledTexts.get(file) === text) return false;
      if (text === undefined) compiledTexts.delete(file);
      else compiledTexts.set(file, text);
      return true;
    });
    // Whatever a folder added or deleted held is listed and read again.
    if (folders.length) {
      knownFiles.clear();
      notInState = undefined;
    } else for (const file of files) notInState?.add(file);
    files.forEach(forget);
    if (!folders.length && files.length === 1 && (await showEditOnItsOwn(server, files[0]!, texts.get(files[0]!)))) return;
    if (folders.length || files.length) await applyEdit(server, files[0]);
  };
  const pendingChanges: ContentChange[] = [];
  let compiling = false;
  const contentChanged = async (server: ViteDevServer, change: ContentChange) => {
    pendingChanges.push(change);
    if (compiling) return;
    compiling = true;
    try {
      // Changes the watch reports at the same moment wait for each other.
      await new Promise((resolve) => setImmediate(resolve));
      while (pendingChanges.length) await compileChanges(server, pendingChanges.splice(0));
    } finally {
      compiling = false;
    }
  };

  return {
    name: 'groundwork:content',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildEnd() {
      stopWatching?.();
      clearTimeout(cacheWrite);
      parsedTexts?.write();
    },
    resolveId(id) {
      return id === VIRTUAL_CONTENT ? RESOLVED_CONTENT : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_CONTENT) return undefined;
      const current = currentSite();
      if (!current) {
        if (!serving) throw new ContentError(problems);
        // Dev started on broken content: there is nothing to show yet. The terminal and the
        // overlay list the problems, the browser console gets them too, and the fix reloads.
        servedModule = undefined;
        return [`export const settings = undefined, interactiveBlocks = [];`, `throw new Error(${JSON.stringify(formatReport(problems))});`].join('\n');
      }
      servedModule = siteModule(current.settings);
      return servedModule;
    },
    configureServer(server: ViteDevServer) {
      report = new DevContentReport(server.config.logger);
      // Set before the first compile reads the files: every change after it is reported.
      stopWatching = watchContentFolder(pagesDir, (change) =>
        contentChanged(server, change).catch((error: unknown) => server.config.logger.error(String(error), { error: error as Error })),
      );
      // The problems appear in the terminal as soon as dev starts, not when a page asks: just
      // after its address (a site of thousands of pages takes a moment to compile, and a page
      // asked for meanwhile waits for it).
      server.httpServer?.once('listening', () => {
        // Seconds without a word otherwise, at thousands of pages: the terminal says why.
        if (textCache().isEmpty) report?.firstRead();
        setImmediate(currentSite);
      });
      // A page opened (or reloaded) while the content is broken shows the overlay at once.
      server.environments.client.hot.on('vite:client:connect', (_data, client) => {
        if (isBroken()) client.send(overlayError(problems, options.root));
      });

      // Page data in dev, from memory: the same JSON the prerender writes to dist/_data.
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith('/_data/')) return next();
        try {
          const current = currentSite();
          if (current && url === ROUTE_TABLE_FILE) return sendJson(response, routeTableOf(current));
          const page = current && pageByDataFile(current).get(url);
          if (!page) {
            response.statusCode = current ? 404 : 500;
            response.end(current ? 'Not found' : formatReport(problems));
            return;
          }
          sendJson(response, page.data);
        } catch (error) {
          next(error);
        }
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
