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
        // Last in <head>, after the stylesheet: an inline script waits for the stylesheets before
        // it, so the app never runs before the stylesheet is in. Had it made the browser work out
        // styles without it, every element with a colour transition would fade in from the
        // browser's default colours once it arrived.
        const script = `<script>${bootstrap(entries[0]![1]!)}</script>`;
        return html.replace(new RegExp(String.raw`\n?[ \t]*${ENTRY_SCRIPT.source}`, 'g'), '').replace('</head>', () => `  ${script}\n  </head>`);
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
