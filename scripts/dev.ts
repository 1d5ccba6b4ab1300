/**
 * `npm run dev`: the Vite dev server with the project's configuration (vite.config.ts). PORT
 * (default 5173) and HOST (default localhost) choose where, as for `npm start`; a PORT that is
 * taken stops it, while without PORT the next free port is used. YAML edits update the open page
 * in place; content problems are printed here and shown in the browser's error overlay.
 */
import { createServer } from 'vite';
import { listenAddress, portInUse } from './listen-address.ts';

const { port, host, portGiven } = listenAddress({ port: 5173 });
// Loaded by Node itself (this script runs with TypeScript support) rather than bundled first.
const server = await createServer({ configLoader: 'native', server: { port, host, strictPort: portGiven } });
try {
  await server.listen();
} catch (error) {
  await server.close();
  console.error(error instanceof Error && error.message.includes('already in use') ? portInUse(port) : error);
  process.exit(1);
}
server.printUrls();
server.bindCLIShortcuts({ print: true });
