import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../../src/server/webhook.ts';

export interface ReceivedAttempt {
  key: string | undefined;
  signatureValid: boolean;
  body: { id: number; receivedAt: string; lead: { name: string; email: string; services: string[] } };
  status: number;
}

/**
 * A real webhook receiver as a CRM runs it: it checks the signature, answers the first
 * `failFirst` attempts with 503, can hold every answer until released (a slow receiver), can go
 * down and come back on the same port, and processes each Idempotency-Key once (a repeat is
 * answered 200 and not processed again).
 */
export async function startReceiver({ secret, failFirst = 0, status }: { secret?: string; failFirst?: number; status?: number } = {}) {
  const attempts: ReceivedAttempt[] = [];
  const processed = new Map<string, ReceivedAttempt['body']>();
  let held: Promise<void> | undefined;
  let release = () => {};
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const given = String(req.headers['x-signature'] ?? '');
      const expected = secret ? signBody(secret, raw) : '';
      const signatureValid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      const key = req.headers['idempotency-key'] as string | undefined;
      const body = JSON.parse(raw.toString('utf8')) as ReceivedAttempt['body'];
      await held;
      const answer = status ?? (attempts.length < failFirst ? 503 : signatureValid || !secret ? 200 : 401);
      attempts.push({ key, signatureValid, body, status: answer });
      if (answer === 200 && key && !processed.has(key)) processed.set(key, body);
      res.writeHead(answer, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer === 200 ? { ok: true } : { error: `refused with ${answer}` }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    attempts,
    processed,
    /** Answers nothing until release() is called. */
    hold() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    /** Stops listening and cuts open connections, as a crashed receiver does. */
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    up: () => listen(port),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
