/**
 * `npm start`: serves dist/ and the quote endpoint (POST /api/quote) on one origin, building the
 * site first when dist/ has none. PORT (default 4173) and HOST (default 0.0.0.0) choose where;
 * LEADS_DB where quote requests are stored (default data/leads.sqlite); QUOTE_RATE_LIMIT how many
 * quote requests one address may send in 10 minutes (default 10, 0 for no limit); TRUST_PROXY=1
 * behind a reverse proxy that sets X-Forwarded-For and X-Forwarded-Proto. Where leads are delivered,
 * the spam check and how long leads are kept: see leadOptionsFromEnv (README, Configuration).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LeadSettingsError, leadOptionsFromEnv } from '../src/server/lead-settings.ts';
import { LeadsStoreError } from '../src/server/leads-store.ts';
import { startServer } from '../src/server/server.ts';
import { DEFAULT_QUOTE_LIMIT } from '../src/server/rate-limit.ts';
import { listenAddress, portInUse } from './listen-address.ts';

const root = process.cwd();
const distDir = path.join(root, 'dist');

/** Vite is a development dependency: a production install serves a dist/ built elsewhere. */
function buildToolsInstalled(): boolean {
  try {
    createRequire(path.join(root, 'package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  if (!buildToolsInstalled()) {
    console.error(
      'No build in dist/, and the build tools are not installed here (npm ci --omit=dev leaves them out). ' +
        'Run npm run build where they are, and copy dist/ here.',
    );
    process.exit(1);
  }
  console.log('No build in dist/ yet: running npm run build first.');
  const code = await new Promise<number>((resolve) => {
    spawn('npm', ['run', 'build'], { stdio: 'inherit', cwd: root }).on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) process.exit(code);
}

const { port, host } = listenAddress({ port: 4173, host: '0.0.0.0' });

const limit = Number(process.env.QUOTE_RATE_LIMIT ?? DEFAULT_QUOTE_LIMIT.max);
if (!Number.isInteger(limit) || limit < 0) {
  console.error(`QUOTE_RATE_LIMIT must be a whole number of requests per 10 minutes (0 for no limit), not "${process.env.QUOTE_RATE_LIMIT}".`);
  process.exit(1);
}
const quoteRateLimit = limit === 0 ? false : { ...DEFAULT_QUOTE_LIMIT, max: limit };
const trustProxy = process.env.TRUST_PROXY === '1';

const server = await Promise.resolve()
  .then(() => startServer({ distDir, port, host, quoteRateLimit, trustProxy, ...leadOptionsFromEnv(root) }))
  .catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') console.error(portInUse(port));
    else console.error(error instanceof LeadsStoreError || error instanceof LeadSettingsError ? error.message : error);
    process.exit(1);
  });
console.log(`Serving dist/ at ${server.url}`);
const dbShown = server.dbPath.startsWith(root + path.sep) ? path.relative(root, server.dbPath) : server.dbPath;
console.log(`Quote requests are stored in ${dbShown} (list them with npm run leads).`);
console.log(
  server.channels.length > 0
    ? `Each quote request is delivered by ${server.channels.join(' and ')}.`
    : 'No notification is configured (LEADS_WEBHOOK_URL, or SMTP_URL and LEADS_NOTIFY_TO): quote requests are only stored.',
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: finishing requests in flight and closing the lead store.`);
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
