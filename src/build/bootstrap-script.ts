import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The module script Vite writes into the built index.html for the entry (src/entry-client.tsx). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/** A classic inline script without attributes, as the bootstrap is (JSON data scripts have a type). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Under a strict Content-Security-Policy the page starts from one inline script, trusted by its
 * hash, which inserts the entry module; 'strict-dynamic' passes the trust on to everything it
 * loads. A `<script src>` in the HTML would need its own hash or a host allowlist. The entry's
 * address is written into the script itself rather than read from the page, so a copy of the
 * script injected elsewhere can only load the same entry. Build only: the dev server sends no
 * policy and keeps Vite's own entry tag.
 */
export function bootstrapScriptPlugin(): Plugin {
  return {
    name: 'groundwork:bootstrap-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(ENTRY_SCRIPT)];
        if (entries.length !== 1) throw new Error(`Expected one entry module script in the built index.html, found ${entries.length}.`);
        return html.replace(ENTRY_SCRIPT, (_, src: string) => `<script>${bootstrap(src)}</script>`);
      },
    },
  };
}

/** Inserts the entry module; "<" escaped so the address can never end the script element. */
const bootstrap = (src: string) =>
  `document.head.append(Object.assign(document.createElement('script'),{type:'module',src:${JSON.stringify(src).replace(/</g, '\\u003c')}}))`;

/** Base64 SHA-256 of each inline script in an HTML template, as the policy lists them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => createHash('sha256').update(match[1]!, 'utf8').digest('base64'));
}
