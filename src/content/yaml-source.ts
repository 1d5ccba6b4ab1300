import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { quickRead } from './yaml-quick-read.ts';

export type DocPath = (string | number)[];

/** Most anchors a document may expand before it counts as an alias bomb. */
const MAX_ALIAS_COUNT = 100;

/**
 * A YAML file that can point at any node by its path, and at any text inside a value. It is
 * parsed on first use (and a kept file read then): a file whose data the build took from its
 * cache is read and parsed only if a problem is reported in it.
 */
export class YamlSource {
  private parsed?: { doc: Document; lines: LineCounter };

  /** The text, or (for a file kept unchanged from the cache) how to read it when a problem is shown in it. */
  constructor(
    readonly file: string,
    private content: string | (() => string),
  ) {}

  get text(): string {
    if (typeof this.content !== 'string') this.content = this.content();
    return this.content;
  }

  private parse(): { doc: Document; lines: LineCounter } {
    if (!this.parsed) {
      const lines = new LineCounter();
      // Merge keys (<<: *base) are read as editors' YAML tooling reads them: as a merge.
      this.parsed = { doc: parseDocument(this.text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, merge: true }), lines };
    }
    return this.parsed;
  }

  get doc(): Document {
    return this.parse().doc;
  }

  /** Line and column (1-based) of a character offset in the file. */
  position(offset: number): { line: number; col: number } {
    return this.parse().lines.linePos(offset);
  }

  /** The document as plain data; throws (ReferenceError) on unresolved or excessive aliases. */
  toJS(): unknown {
    return this.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  }

  /** Line and column of the node at path, or of its nearest existing parent. */
  locate(path: DocPath, options: { key?: boolean } = {}): { line: number; col: number } {
    const [key] = path;
    if (options.key && path.length === 1 && typeof key === 'string' && !this.parsed) {
      const line = topLevelKeyLine(this.text, key);
      if (line !== undefined) return { line, col: 1 };
    }
    for (let depth = path.length; depth >= 0; depth--) {
      const prefix = path.slice(0, depth);
      const node = this.nodeAt(prefix);
      if (!node) continue;
      // For a field that exists, point at its key ("title:") rather than its value when asked.
      if (options.key && depth === path.length && depth > 0) {
        const keyNode = this.keyAt(path);
        if (keyNode?.range) return this.position(keyNode.range[0]);
      }
      if (node.range) return this.position(node.range[0]);
    }
    return { line: 1, col: 1 };
  }

  /**
   * Where `snippet` stands inside the value at path (a tag inside a rich-text block scalar), or
   * the value itself when the snippet is not written there verbatim (escaped, or folded over lines).
   */
  locateInside(path: DocPath, snippet: string): { line: number; col: number } {
    const node = this.nodeAt(path);
    if (node?.range) {
      const at = this.text.slice(node.range[0], node.range[1]).indexOf(snippet);
      if (at >= 0) return this.position(node.range[0] + at);
    }
    return this.locate(path);
  }

  /** The key node of the field at path ("title" in "title: About"). */
  keyAt(path: DocPath): Node | undefined {
    const parent = path.length === 1 ? this.doc.contents : this.doc.getIn(path.slice(0, -1), true);
    if (!isMap(parent)) return undefined;
    const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === path[path.length - 1]);
    return pair?.key as Node | undefined;
  }

  private nodeAt(path: DocPath): Node | undefined {
    return (path.length === 0 ? this.doc.contents : this.doc.getIn(path, true)) as Node | undefined;
  }
}

/**
 * The line of a top-level key written plainly at a line's start (`blocks:`), found without parsing
 * the file with positions: the first such line whose text before it reads as a whole document
 * (so not a line of a quoted value that runs over lines). Undefined when there is none, or the
 * text before it needs the full parse: the full parse places it then.
 *
 * Placing a warning at a page's `blocks:` key (a near-copy, a thin page) parsed the page in full:
 * in 2,000 generated copies of a city page, each warned, that took 4.2 s of the compile's 9.2.
 */
export function topLevelKeyLine(text: string, key: string): number | undefined {
  const written = `${key}:`;
  for (let at = text.indexOf(written); at >= 0; at = text.indexOf(written, at + 1)) {
    const after = text[at + written.length];
    if ((at > 0 && text[at - 1] !== '\n') || (after !== undefined && after !== ' ' && after !== '\n' && after !== '\r')) continue;
    const before = text.slice(0, at);
    if (!/\S/.test(before) || quickRead(before) !== undefined) return before.split('\n').length;
  }
  return undefined;
}
