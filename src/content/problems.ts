import { messageText, type Message } from './messages.ts';
import type { ContentProblem } from './types.ts';
import { formatWhere } from './issues.ts';
import type { DocPath, YamlSource } from './yaml-source.ts';
import { byText } from '../shared/text-order.ts';

export interface ReportOptions {
  /** Point at the field's key ("title:") rather than its value. */
  atKey?: boolean;
  /** Readable path, when it should name block types (see formatWhere). */
  where?: string;
  severity?: 'error' | 'warning';
  /** Text inside the value to point at (a tag inside rich text), when it can be found there. */
  inside?: string;
}

/** By file, then place: the order an editor fixes problems in (a stable sort keeps the order they were found in at one place). */
export const byPlace = (a: ContentProblem, b: ContentProblem) => byText(a.file, b.file) || a.line - b.line || a.col - b.col;

/**
 * Collects every problem of a compile. Each stage reports here and goes on; the same problem
 * found twice (by two checks of one value) is kept once.
 */
export class Problems {
  private readonly found = new Map<string, ContentProblem>();

  /** A problem at a path of a parsed document. */
  at(source: YamlSource, path: DocPath, message: Message, options: ReportOptions = {}) {
    const { line, col } = options.inside ? source.locateInside(path, options.inside) : source.locate(path, { key: options.atKey });
    this.add({
      file: source.file,
      line,
      col,
      where: options.where ?? formatWhere(path),
      severity: options.severity ?? 'error',
      code: message.code,
      message: messageText(message),
      hint: message.todo,
    });
  }

  /** A problem of a whole file, or at a place found in its text. */
  inFile(file: string, message: Message, place: { line: number; col: number; where?: string; severity?: 'error' | 'warning' } = { line: 1, col: 1 }) {
    this.add({
      file,
      line: place.line,
      col: place.col,
      where: place.where ?? '(document)',
      severity: place.severity ?? 'error',
      code: message.code,
      message: messageText(message),
      hint: message.todo,
    });
  }

  private add(problem: ContentProblem) {
    const key = `${problem.file}:${problem.line}:${problem.col}:${problem.code}:${problem.message}`;
    if (!this.found.has(key)) this.found.set(key, problem);
  }

  /** How many problems have been reported so far. */
  get size(): number {
    return this.found.size;
  }

  get hasErrors(): boolean {
    return [...this.found.values()].some((problem) => problem.severity === 'error');
  }

  /** Sorted by file, then place: the order an editor fixes them in. */
  list(): ContentProblem[] {
    return [...this.found.values()].sort(byPlace);
  }
}
