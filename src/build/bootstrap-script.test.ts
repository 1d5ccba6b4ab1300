import { createHash } from 'node:crypto';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootstrapScriptPlugin, inlineScriptHashes } from './bootstrap-script.ts';

const transform = (html: string) => {
  const hook = (bootstrapScriptPlugin() as Plugin & { transformIndexHtml: { handler: IndexHtmlTransformHook } }).transformIndexHtml.handler;
  return hook.call({} as never, html, {} as never) as string;
};
const built = '<head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body>';

describe('bootstrap script', () => {
  it('replaces the entry module tag with an inline script that inserts the same entry', () => {
    const html = transform(built);
    expect(html).not.toContain('<script type="module"');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(inline).toContain('"/assets/index-abc123.js"');
    expect(inline).toContain("type:'module'");
  });

  it('fails the build when Vite no longer writes exactly one entry tag', () => {
    expect(() => transform('<head></head>')).toThrow('Expected one entry module script in the built index.html, found 0.');
  });

  it('hashes the inline scripts the policy must trust, and not JSON data', () => {
    const html = `${transform(built)}<script type="application/json" id="page-data">{"a":1}</script><script type="application/ld+json">{}</script>`;
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(inlineScriptHashes(html)).toEqual([createHash('sha256').update(inline).digest('base64')]);
  });
});
