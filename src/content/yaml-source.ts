import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node } from 'yaml';

export type DocPath = (string | number)[];

/** A parsed YAML file that can point at any node by its path. */
export class YamlSource {
  readonly doc: Document;
  private readonly lines = new LineCounter();

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
  }

  get syntaxErrors() {
    return this.doc.errors.map((error) => {
      const offset = error.pos[0];
      const { line, col } = this.lines.linePos(offset);
      // yaml appends " at line X, column Y:" and a code frame; we print our own location.
      const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return { line, col, message };
    });
  }

  toJS(): unknown {
    return this.doc.toJS({ maxAliasCount: 100 });
  }

  /** Line and column of the node at path, or of its nearest existing parent. */
  locate(path: DocPath, options: { key?: boolean } = {}): { line: number; col: number } {
    for (let depth = path.length; depth >= 0; depth--) {
      const prefix = path.slice(0, depth);
      const node = prefix.length === 0 ? this.doc.contents : (this.doc.getIn(prefix, true) as Node | undefined);
      if (!node) continue;
      // For a field that exists, point at its key ("title:") rather than its value when asked.
      if (options.key && depth === path.length && depth > 0) {
        const parent = depth === 1 ? this.doc.contents : this.doc.getIn(path.slice(0, -1), true);
        if (isMap(parent)) {
          const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === path[path.length - 1]);
          const keyNode = pair && (pair.key as Node);
          if (keyNode?.range) return this.lines.linePos(keyNode.range[0]);
        }
      }
      if (node.range) return this.lines.linePos(node.range[0]);
    }
    return { line: 1, col: 1 };
  }
}
