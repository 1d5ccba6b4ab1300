import path from 'node:path';
import type { ErrorPayload, Logger } from 'vite';
import { formatReport } from '../content/report.ts';
import type { ContentProblem } from '../content/types.ts';

const hasErrors = (problems: readonly ContentProblem[]) => problems.some((problem) => problem.severity === 'error');

/**
 * What the dev server says in the terminal about the content: a report when the problems change
 * (each problem once, however many modules ask for the content), a line when they are fixed, and
 * a line per update. Never a stack trace: the report already says where and what to do.
 */
export class DevContentReport {
  /** The report last printed, so an unchanged one is not printed again. */
  private printed = formatReport([]);
  private broken = false;

  constructor(private readonly logger: Logger) {}

  /** After a compile; `changedFile` (relative to the project) is the edit that caused it, if any. */
  compiled(problems: readonly ContentProblem[], changedFile?: string) {
    const report = formatReport(problems);
    const repeated = report === this.printed;
    const wasBroken = this.broken;
    this.printed = report;
    this.broken = hasErrors(problems);

    if (this.broken) {
      if (!repeated) this.logger.error(`The content has problems (the browser shows them in its error overlay):\n\n${report}`, { timestamp: true });
      else if (changedFile) this.logger.info(`${changedFile} changed; the problems listed above remain.`, { timestamp: true });
      return;
    }
    if (problems.length && !repeated) this.logger.warn(report, { timestamp: true });
    if (wasBroken) this.logger.info(`Content fixed: every page is valid again${changedFile ? ` (${changedFile})` : ''}.`, { timestamp: true });
    else if (changedFile) this.updated(changedFile);
  }

  /** Before the first compile reads the content files, when no build, dev server or validate run kept what it read. */
  firstRead() {
    this.logger.info('Reading the content files for the first time (a fresh clone, or the compiler changed): later starts reuse what is read now.', {
      timestamp: true,
    });
  }

  /** An edit shown before the site's next compile (see compileEditedPage): the problems are as reported. */
  updated(changedFile: string) {
    this.logger.info(`content update ${changedFile}`, { timestamp: true });
  }
}

/**
 * The problems for Vite's error overlay: the report as the message, the first error as the
 * place to open in the editor, and no stack (it would be the dev server's, not the content's).
 */
export function overlayError(problems: readonly ContentProblem[], root: string): ErrorPayload {
  const first = problems.find((problem) => problem.severity === 'error') ?? problems[0];
  const file = first && path.resolve(root, first.file);
  return {
    type: 'error',
    err: {
      message: formatReport(problems),
      stack: '',
      plugin: 'groundwork:content',
      ...(first && { id: file, loc: { file, line: first.line, column: first.col } }),
    },
  };
}
