import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openLeadsStore } from '../../src/server/leads-store.ts';
import { tempDir } from './http.ts';
import { collect, fakeBuild, spawnServe } from './serve-process.ts';
import { startReceiver } from './webhook-receiver.ts';

let temp: ReturnType<typeof tempDir>;
beforeAll(() => {
  temp = tempDir('outbox-crash-');
  fakeBuild(temp.dir);
});
afterAll(() => temp.remove());

const SECRET = 'burst-secret';

/** `npm start` in its own process, with fast retries; resolves once it serves. */
async function startServe(dbPath: string, webhookUrl: string) {
  const child = spawnServe(temp.dir, {
    LEADS_DB: dbPath,
    PORT: '0',
    HOST: '127.0.0.1',
    QUOTE_RATE_LIMIT: '0',
    LEADS_WEBHOOK_URL: webhookUrl,
    LEADS_WEBHOOK_SECRET: SECRET,
    LEADS_RETRY_BASE_MS: '50',
    LEADS_DELIVERY_TIMEOUT_MS: '1000',
  });
  const output = collect(child);
  await expect.poll(() => /Serving dist\/ at (\S+)/.exec(output.stdout)?.[1] ?? output.stderr, { timeout: 15_000 }).toMatch(/^http:/);
  return { child, output, url: /Serving dist\/ at (\S+)/.exec(output.stdout)![1]! };
}

it(
  'delivers every acknowledged lead exactly once, signed, after a SIGKILL in the middle of a burst while the receiver is down',
  { timeout: 60_000 },
  async () => {
    const dbPath = path.join(temp.dir, 'leads.sqlite');
    const receiver = await startReceiver({ secret: SECRET, failFirst: 5 });
    try {
      const first = await startServe(dbPath, receiver.url);
      const acknowledged = new Set<string>();
      let sent = 0;
      let killed = false;
      const total = 80;
      // Ten clients at a time; once 30 leads are acknowledged the receiver goes down and the
      // server is killed, with requests and deliveries in flight.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (sent < total && !killed) {
            const name = `Burst ${sent++}`;
            const ok = await fetch(`${first.url}/api/quote`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                name,
                email: 'burst@example.com',
                services: ['Paid Ads'],
                message: 'A lead sent in the middle of a burst.',
                fillTimeMs: 20_000,
              }),
            }).then(
              (response) => response.ok,
              () => false,
            );
            if (ok) acknowledged.add(name);
            if (acknowledged.size >= 30 && !killed) {
              killed = true;
              await receiver.down();
              first.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect(await first.output.exited).toBe(null);
      expect(acknowledged.size).toBeGreaterThanOrEqual(30);

      const second = await startServe(dbPath, receiver.url);
      await receiver.up();
      try {
        const deliveredNames = () => new Set([...receiver.processed.values()].map((body) => body.lead.name));
        await expect.poll(() => [...acknowledged].filter((name) => !deliveredNames().has(name)), { timeout: 40_000, interval: 200 }).toEqual([]);

        // Every stored lead, acknowledged or not, ends delivered; each Idempotency-Key is its lead's id.
        const store = openLeadsStore({ dbPath });
        const leads = store.list();
        store.close();
        await expect.poll(() => receiver.processed.size, { timeout: 20_000 }).toBe(leads.length);
        for (const [key, body] of receiver.processed) expect(key).toBe(String(body.id));
        // No lead was stored twice: one key per name.
        expect(new Set([...receiver.processed.values()].map((body) => body.lead.name)).size).toBe(receiver.processed.size);
        expect(receiver.attempts.every((attempt) => attempt.signatureValid)).toBe(true);
        // A lead the receiver took just before the kill is still claimed by the killed server
        // (for twice the delivery timeout and a second); then the new one sends it again, and the
        // receiver answers the repeated key without processing it twice.
        const final = openLeadsStore({ dbPath });
        await expect
          .poll(
            () =>
              final
                .list()
                .flatMap((lead) => lead.deliveries.map((d) => d.status))
                .filter((status) => status !== 'delivered'),
            { timeout: 20_000, interval: 200 },
          )
          .toEqual([]);
        final.close();
      } finally {
        second.child.kill('SIGTERM');
        await second.output.exited;
      }
    } finally {
      await receiver.close();
    }
  },
);
