import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../shared/site-schema.ts';
import { contentHash } from './content-hash.ts';
import { replaceFile } from './file-writer.ts';
import type { OutputPlan } from './output-plan.ts';
import { loadSharp } from './sharp.ts';

/**
 * Icons made from the logo in the settings: favicon.ico (16, 32 and 48 px, for browsers and
 * tools that ask for /favicon.ico), the 180 px apple-touch-icon, and the 192 and 512 px icons of
 * site.webmanifest, which carries the brand's colours.
 */
const ICO_SIZES = [16, 32, 48];

/** An .ico file holding PNG images (supported by every current browser): a header, a directory, the images. */
export function icoFile(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

/** The files siteIcons makes, at the root of the site. */
export const ICON_FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'site.webmanifest'] as const;

export async function siteIcons(settings: SiteSettings, publicDir: string): Promise<Record<(typeof ICON_FILES)[number], Buffer | string>> {
  const logo = readFileSync(path.join(publicDir, settings.logo));
  const sharp = await loadSharp();
  const png = (size: number, background?: string) => {
    const image = sharp(logo, { density: 300 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    // Home screens draw transparency as black: the touch icon is flattened on the brand colour.
    return (background ? image.flatten({ background }) : image).png().toBuffer();
  };
  const ico = icoFile(await Promise.all(ICO_SIZES.map(async (size) => ({ size, data: await png(size) }))));
  const manifest = {
    name: settings.brand,
    short_name: settings.brand,
    description: settings.tagline,
    start_url: '/',
    display: 'browser',
    theme_color: settings.theme.color,
    background_color: settings.theme.background,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
  return {
    'favicon.ico': ico,
    'apple-touch-icon.png': await png(180, settings.theme.color),
    'icon-192.png': await png(192),
    'icon-512.png': await png(512),
    'site.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
  };
}

/** Where made icons are kept between builds, named by what they are made from. */
export const iconCache = (root: string) => path.join(root, 'node_modules', '.cache', 'site-icons');

/**
 * The icons and web manifest, made from the logo and the settings when either changed (or the
 * code that makes them). They are kept in the cache and linked into the site like the social
 * previews: a build into a new folder, the usual case in CI, never loads sharp only to draw
 * the same icons again (about 0.1 s, after every page is written).
 */
export async function writeIcons(settings: SiteSettings, publicDir: string, plan: OutputPlan, cacheDir: string, sources: string) {
  const key = contentHash('icons', sources, JSON.stringify(settings), readFileSync(path.join(publicDir, settings.logo)));
  const stale = ICON_FILES.filter((name) => plan.claim(name, key));
  if (!stale.length) return;
  const cached = (name: string) => path.join(cacheDir, `${key.slice(0, 24)}-${name}`);
  if (!stale.every((name) => existsSync(cached(name)))) {
    const icons = await siteIcons(settings, publicDir);
    mkdirSync(cacheDir, { recursive: true });
    for (const name of ICON_FILES) replaceFile(cached(name), icons[name]);
  }
  for (const name of stale) plan.stageCopy(name, cached(name));
}
