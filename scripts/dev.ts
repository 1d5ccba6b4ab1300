/**
 * `npm run dev`: the Vite dev server with the project's configuration (src/build/vite-config.ts,
 * which vite.config.ts also gives the tests). PORT (default 5173) and HOST (default localhost)
 * choose where, as for `npm start`; a PORT that is taken stops it, while without PORT the next
 * free port is used. YAML edits update the open page in place; content problems are printed here
 * and shown in the browser's error overlay.
 *
 * It runs compiled to JavaScript (scripts/run-compiled.cjs), as the build does: no TypeScript
 * loader starts with it, and the content compiler and the plugins load as plain modules.
 */
import { createServer } from 'vite';
import { contentPlugin } from '../src/build/content-plugin.ts';
import { viteConfig } from '../src/build/vite-config.ts';
import { listenAddress, portInUse } from './listen-address.ts';

const { port, host, portGiven } = listenAddress({ port: 5173 });
const options = { root: process.cwd(), pagesDir: process.env.PAGES_DIR };
const config = viteConfig(options, contentPlugin(options));
const server = await createServer({ ...config, configFile: false, server: { ...config.server, port, host, strictPort: portGiven } });
try {
  await server.listen();
} catch (error) {
  await server.close();
  console.error(error instanceof Error && error.message.includes('already in use') ? portInUse(port) : error);
  process.exit(1);
}
// Ctrl+C closes the server as a stop from a process manager (SIGTERM) does: the content plugin
// writes its parse cache then. Killed at once, the files it parsed since its last write (a second
// after its last compile) would be parsed again at the next start.
process.once('SIGINT', () => void server.close().finally(() => process.exit(130)));
server.printUrls();
server.bindCLIShortcuts({ print: true });
