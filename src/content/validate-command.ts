import { formatReport } from './report.ts';
import type { CompileResult } from './compile.ts';
import type { ContentProblem } from './types.ts';

export const FORMATS = ['text', 'github', 'json'] as const;
export type ReportFormat = (typeof FORMATS)[number];

/** Exit codes of `npm run validate` (README, Validating in CI). */
export const EXIT = { valid: 0, problems: 1, usage: 2 } as const;

/** GitHub Actions workflow commands: data escapes %, CR and LF; properties also ":" and ",". */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function githubAnnotations(problems: readonly ContentProblem[]): string {
  return problems
    .map((problem) => {
      const properties = `file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.col},title=${escapeProperty(problem.code)}`;
      return `::${problem.severity === 'warning' ? 'warning' : 'error'} ${properties}::${escapeData(`${problem.where}: ${problem.message}`)}`;
    })
    .join('\n');
}

/** A stable machine format: version 1 keeps these fields and their meaning. */
function jsonReport(result: CompileResult): string {
  const errors = result.problems.filter((problem) => problem.severity === 'error').length;
  const problems = result.problems.map(({ file, line, col, where, code, severity, message, hint }) => ({
    file,
    line,
    col,
    where,
    code,
    severity,
    message,
    hint,
  }));
  return JSON.stringify({ version: 1, valid: Boolean(result.site), errors, warnings: result.problems.length - errors, problems }, null, 2);
}

/** Reads `--format X` / `--format=X`; undefined when the arguments are not understood. */
export function parseFormat(args: readonly string[]): ReportFormat | undefined {
  let format: string = 'text';
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--format') format = args[++index] ?? '';
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else return undefined;
  }
  return (FORMATS as readonly string[]).includes(format) ? (format as ReportFormat) : undefined;
}

/** What validate prints for a compile, in the asked format, and its exit code. */
export function validationOutput(result: CompileResult, format: ReportFormat): { output: string; exitCode: number } {
  const exitCode = result.site ? EXIT.valid : EXIT.problems;
  if (format === 'json') return { output: jsonReport(result), exitCode };
  if (format === 'github') return { output: [githubAnnotations(result.problems), formatReport(result.problems)].filter(Boolean).join('\n'), exitCode };
  return { output: formatReport(result.problems), exitCode };
}
