import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * `npm run leads` with these arguments, as the command npm runs (`tsx scripts/leads.ts`), started
 * by node itself: through npx, finding tsx took most of a second of every run.
 */
export const runLeads = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  promisify(execFile)(process.execPath, [tsxCli, 'scripts/leads.ts', ...args], { cwd: process.cwd(), env });
