import type { ContentProblem } from './types.ts';

/**
 * The report printed by validate, build and dev: one line per problem as
 * "file:line:col  where: message", files separated by a blank line, and a closing count.
 */
export function formatReport(problems: readonly ContentProblem[]): string {
  const lines: string[] = [];
  let lastFile: string | undefined;
  for (const problem of problems) {
    if (lastFile !== undefined && problem.file !== lastFile) lines.push('');
    lastFile = problem.file;
    const label = problem.severity === 'warning' ? 'warning: ' : '';
    lines.push(`${problem.file}:${problem.line}:${problem.col}  ${problem.where}: ${label}${problem.message}`);
  }
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.length - errors.length;
  const files = new Set(errors.map((p) => p.file)).size;
  if (lines.length) lines.push('');
  lines.push(
    errors.length
      ? `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in ${files} ${files === 1 ? 'file' : 'files'}${warnings ? ` (and ${warnings} ${warnings === 1 ? 'warning' : 'warnings'})` : ''}. Fix ${errors.length === 1 ? 'it' : 'them'} and run again.`
      : `All pages are valid${warnings ? ` (${warnings} ${warnings === 1 ? 'warning' : 'warnings'})` : ''}.`,
  );
  return lines.join('\n');
}
