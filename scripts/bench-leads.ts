/**
 * `npm run bench:leads`: 500 quote requests are posted to a real server while the webhook receiver
 * is down; the receiver comes back after 60 s. Prints how long after its return all 500 were
 * delivered (with the production retry policy), and how many were delivered twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openLeadsStore } from '../src/server/leads-store.ts';
import { startServer } from '../src/server/server.ts';

const LEADS = 500;
const DOWN_MS = 60_000;

const dir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
const processed = new Set<string>();
let attempts = 0;
let repeats = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    attempts++;
    const key = String(req.headers['idempotency-key']);
    if (processed.has(key)) repeats++;
    processed.add(key);
    res.writeHead(200).end('{"ok":true}');
  });
});
// Take a free port, then go down on it: the server keeps that address while the receiver is away.
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const { port } = receiver.address() as AddressInfo;
await new Promise((resolve) => receiver.close(resolve));

// Every failed attempt is logged; 500 leads times several attempts would bury the result.
const warn = console.warn;
console.warn = () => {};
const server = await startServer({
  distDir: dir,
  port: 0,
  dbPath: path.join(dir, 'leads.sqlite'),
  quoteRateLimit: false,
  notify: { webhook: { url: `http://127.0.0.1:${port}/leads` } },
});
const downAt = Date.now();

let next = 0;
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (next < LEADS) {
      const n = next++;
      const response = await fetch(`${server.url}/api/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Lead ${n}`,
          email: 'bench@example.com',
          services: ['Website Design'],
          message: 'A lead posted by the benchmark.',
          fillTimeMs: 30_000,
        }),
      });
      if (!response.ok) throw new Error(`Lead ${n} was answered ${response.status}.`);
    }
  }),
);
const postedMs = Date.now() - downAt;
console.log(`${LEADS} leads acknowledged in ${(postedMs / 1000).toFixed(1)} s while the receiver is down; it returns ${DOWN_MS / 1000} s after going down.`);

await new Promise((resolve) => setTimeout(resolve, Math.max(0, downAt + DOWN_MS - Date.now())));
await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
const upAt = Date.now();
while (processed.size < LEADS) await new Promise((resolve) => setTimeout(resolve, 50));
const deliveredMs = Date.now() - upAt;

await server.close();
console.warn = warn;
const store = openLeadsStore({ dbPath: path.join(dir, 'leads.sqlite') });
const marked = store.list().filter((lead) => lead.deliveries.every((delivery) => delivery.status === 'delivered')).length;
store.close();
receiver.close();
rmSync(dir, { recursive: true, force: true });

console.log(`All ${LEADS} delivered ${(deliveredMs / 1000).toFixed(1)} s after the receiver returned (${attempts} attempts received in all).`);
console.log(`Delivered twice: ${repeats}. Marked delivered in the store: ${marked} of ${LEADS}.`);
if (repeats > 0 || marked !== LEADS) process.exitCode = 1;
