import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under public/ as its site path ("/images/logo.svg"). */
export function listPublicFiles(publicDir: string): Set<string> {
  if (!existsSync(publicDir)) return new Set();
  return new Set(
    (readdirSync(publicDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => '/' + path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}
