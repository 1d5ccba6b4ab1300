import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.ts';
import { rasterizeWithSharp } from '../../src/build/preview-drawer.ts';
import { PreviewPainter, type Rasterize } from '../../src/build/preview-painter.ts';
import { compileSiteContent } from '../../src/build/site-content.ts';
import { painterFile, previewCache, previewMaker } from '../../src/build/social-previews.ts';
import { ABOUT, writeSite } from '../content/fixture.ts';

const PLACE = `title: "Marketing in {place|title}"
description: Websites and local search for builders in {place|title}, one page per listed place.
paths: [little-rock, tulsa]
blocks:
  - type: hero
    heading: "Builders in {place|title}"
`;

const build = (root: string) => buildSite({ root: process.cwd(), pagesDir: path.join(root, 'pages'), outDir: path.join(root, 'dist'), log: () => {} });
const read = (root: string, file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');

describe('the production build', () => {
  it('writes every route, each listed template value, the 404 page and their data', async () => {
    const root = writeSite({ 'pages/about.yaml': ABOUT, 'pages/places/[place].yaml': PLACE });
    const timings = await build(root);

    expect(timings.pages).toBe(4);
    expect(read(root, 'index.html')).toContain('<title data-page-head>Home | Test Co</title>');
    expect(read(root, 'about/index.html')).toContain('<h1');
    expect(read(root, 'about/index.html')).toContain('About us');
    expect(read(root, 'places/little-rock/index.html')).toContain('<title data-page-head>Marketing in Little Rock | Test Co</title>');
    expect(read(root, 'places/tulsa/index.html')).toContain('Builders in Tulsa');
    expect(read(root, '404.html')).toContain('Not found');
    expect(JSON.parse(read(root, '_data/about.json'))).toMatchObject({ route: '/about', title: 'About the test company' });
    expect(JSON.parse(read(root, '_data/places/$place.json'))).toMatchObject({ route: '/places/[place]' });
    expect(JSON.parse(read(root, '_data/_routes.json'))).toEqual({ routes: ['/', '/about'], templates: ['/places/[place]'] });
    expect(read(root, 'sitemap.xml')).toContain('<loc>https://test.example/about</loc>');
    // The page data is embedded for hydration, inert.
    expect(read(root, 'about/index.html')).toMatch(/<script type="application\/json" id="page-data">\{"route":"\/about"/);
  });

  /** The about page's preview in the site at root, and that preview as the painter paints it. */
  const paintedAbout = async (root: string) => {
    const { site } = compileSiteContent({ root: process.cwd(), pagesDir: path.join(root, 'pages') });
    const maker = previewMaker(site!.settings, path.join(process.cwd(), 'public'), '');
    const preview = maker.of(site!.pages.find(({ data }) => data.route === '/about')!.data)!;
    const [painted] = await new PreviewPainter(maker.layout, rasterizeWithSharp).paint([[preview.title, preview.section]]);
    return { ...preview, layout: maker.layout, painted: Buffer.concat(painted!) };
  };
  /** An about page title no build painted a preview of before. */
  const unpaintedTitle = () => `About the test company ${Date.now()}`;

  /** A site whose about page has a title no build painted a preview of before, and that preview as the painter paints it. */
  const unpaintedSite = async () => {
    const title = unpaintedTitle();
    const root = writeSite({ 'pages/about.yaml': ABOUT.replace('About the test company', () => title) });
    const about = await paintedAbout(root);
    expect(about.title).toBe(title);
    return { root, ...about };
  };

  it('has the prerender workers paint each preview no build painted yet, as the painter paints it', async () => {
    const { root, file, painted, layout, title, section } = await unpaintedSite();
    const keptIn = painterFile(previewCache(process.cwd()), layout);
    rmSync(keptIn, { force: true });
    const timings = await build(root);
    expect(timings.painted).toBeGreaterThanOrEqual(1);
    expect(readFileSync(path.join(root, 'dist', file)).equals(painted)).toBe(true);
    // The workers kept the frame and the glyphs they drew: a painter made from them paints the preview again drawing nothing.
    const drawsNothing: Rasterize = (drawings) => Promise.reject(new Error(`${drawings.length} drawings asked for`));
    const [repainted] = await new PreviewPainter(layout, drawsNothing, keptIn).paint([[title, section]]);
    expect(Buffer.concat(repainted!).equals(painted)).toBe(true);
    // Kept in the cache (painted where it was staged, and linked there): a build into another folder paints nothing and links the same file.
    const again = await buildSite({ root: process.cwd(), pagesDir: path.join(root, 'pages'), outDir: path.join(root, 'again'), log: () => {} });
    expect(again.painted).toBe(0);
    expect(statSync(path.join(root, 'again', file)).ino).toBe(statSync(path.join(root, 'dist', file)).ino);
  });

  it('paints a preview two pages share once', async () => {
    // Two pages of one section with the same title for social previews: the same preview.
    const shared = unpaintedTitle();
    const page = (title: string) =>
      `${ABOUT.replace('About the test company', title).replace('Who runs the test company', `What ${title} tells`)}og:\n  title: ${shared}\n`;
    const root = writeSite({
      'pages/about.yaml': ABOUT,
      'pages/about/team.yaml': page('Our team of builders'),
      'pages/about/story.yaml': page('Our story so far'),
    });
    const timings = await build(root);
    expect(timings.painted).toBe(1);
    expect(read(root, 'previews/about/team.png')).toBe(read(root, 'previews/about/story.png'));
  });

  it('paints a preview gone from the cache even when every page comes from the store', async () => {
    const { root, file, painted } = await unpaintedSite();
    await build(root);
    // The cached preview the first build linked into dist/, removed.
    const cache = previewCache(process.cwd());
    const { ino } = statSync(path.join(root, 'dist', file));
    rmSync(
      path.join(
        cache,
        readdirSync(cache).find((name) => statSync(path.join(cache, name)).ino === ino)!,
      ),
    );
    const again = await buildSite({ root: process.cwd(), pagesDir: path.join(root, 'pages'), outDir: path.join(root, 'again'), log: () => {} });
    expect([again.rendered, again.painted]).toEqual([0, 1]);
    expect(readFileSync(path.join(root, 'again', file)).equals(painted)).toBe(true);
  });

  it('has a one-page rebuild paint the preview of a title the edit changed, as the painter paints it', async () => {
    const root = writeSite({ 'pages/about.yaml': ABOUT });
    await build(root);
    const title = unpaintedTitle();
    writeFileSync(
      path.join(root, 'pages/about.yaml'),
      ABOUT.replace('About the test company', () => title),
    );
    const { file, painted } = await paintedAbout(root);
    expect((await build(root)).quick).toBe(true);
    expect(read(root, 'about/index.html')).toContain(title);
    expect(readFileSync(path.join(root, 'dist', file)).equals(painted)).toBe(true);
  });

  it('keeps the route table apart from the data of a page named "routes"', async () => {
    const routesPage = ABOUT.replace('About the test company', 'Routes we cover').replace('Who runs', 'Where works');
    const root = writeSite({ 'pages/routes.yaml': routesPage });
    await build(root);
    expect(JSON.parse(read(root, '_data/routes.json'))).toMatchObject({ route: '/routes', title: 'Routes we cover' });
    expect(JSON.parse(read(root, '_data/_routes.json'))).toEqual({ routes: ['/', '/routes'], templates: [] });
  });

  it('leaves the previous dist/ exactly as it was when the content has an error, and no work folder behind', async () => {
    const root = writeSite({ 'pages/about.yaml': ABOUT });
    await build(root);
    const before = statSync(path.join(root, 'dist/about/index.html')).mtimeMs;
    const html = read(root, 'about/index.html');

    const broken = writeSite({ 'pages/about.yaml': ABOUT.replace('type: hero', 'type: heroo') });
    await expect(buildSite({ root: process.cwd(), pagesDir: path.join(broken, 'pages'), outDir: path.join(root, 'dist'), log: () => {} })).rejects.toThrow(
      /Unknown block type "heroo"/,
    );
    expect(statSync(path.join(root, 'dist/about/index.html')).mtimeMs).toBe(before);
    expect(read(root, 'about/index.html')).toBe(html);
    expect(readdirSync(root).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  it('makes the icons once and links them into every site built with the same logo and settings', async () => {
    const [first, second] = [writeSite({ 'pages/about.yaml': ABOUT }), writeSite({ 'pages/about.yaml': ABOUT })];
    await build(first);
    await build(second);
    for (const icon of ['favicon.ico', 'icon-512.png', 'site.webmanifest']) {
      const [made, linked] = [first, second].map((root) => statSync(path.join(root, 'dist', icon)));
      expect(linked!.ino, icon).toBe(made!.ino);
    }
    expect(JSON.parse(read(second, 'site.webmanifest'))).toMatchObject({ start_url: '/' });
  });

  it('replaces dist/ whole on a successful rebuild: a removed page is gone', async () => {
    const root = writeSite({ 'pages/about.yaml': ABOUT });
    await build(root);
    expect(existsSync(path.join(root, 'dist/about/index.html'))).toBe(true);
    rmSync(path.join(root, 'pages/about.yaml'));
    await build(root);
    expect(existsSync(path.join(root, 'dist/about'))).toBe(false);
    expect(existsSync(path.join(root, 'dist/_data/about.json'))).toBe(false);
    expect(readdirSync(root).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });
});
