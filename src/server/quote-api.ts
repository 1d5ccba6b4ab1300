import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, honeypotFilled, quoteRequestSchema, type QuoteRequest } from '../shared/quote-schema.ts';
import { clientAddress, createRateLimiter, type RateLimit } from './rate-limit.ts';

/** Far above any valid request (the schema's limits add up to about 8 KB of text). */
export const MAX_BODY_BYTES = 64 * 1024;

type Reply = { status: number; body: object; headers?: Record<string, string> };

function send(res: ServerResponse, { status, body, headers = {} }: Reply) {
  if (res.headersSent) return;
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(json);
}

const isJson = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** One message per field (the first), keyed by the top-level field name, as the form shows them. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Reads the body up to the limit. Past it, the rest is not buffered: the answer is sent at once
 * and the connection is closed after it, so an oversized upload costs no memory.
 */
function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return resolve('too-large');
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.off('data', onData);
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client that disconnects mid-body may not emit 'error': settle anyway, nothing is kept.
    req.on('close', () => {
      if (!req.complete) reject(new Error('The client disconnected before sending the whole request.'));
    });
  });
}

/** Nobody reads and fills in the quote form in under three seconds. */
export const DEFAULT_MIN_FILL_MS = 3_000;

export interface QuoteHandlerOptions {
  /** Quote requests allowed per client address; false turns the limit off. */
  rateLimit: RateLimit | false;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** A request sent sooner than this after the form appeared is spam (default 3 s); 0 turns the check off. */
  minFillMs?: number;
}

/** Stores a valid request (as spam when a reason is given); returns once it is durable, throws if it is not. */
export type SaveLead = (request: QuoteRequest, spam: string | null) => void;

/** Why a request looks sent by a bot: the honeypot is filled, or the form was filled too fast. */
function spamReason(body: Record<string, unknown>, minFillMs: number): string | null {
  if (honeypotFilled(body)) return 'honeypot filled';
  if (minFillMs <= 0) return null;
  const fillTime = body[FILL_TIME_FIELD];
  if (typeof fillTime !== 'number' || !Number.isFinite(fillTime)) return 'no fill time';
  return fillTime < minFillMs ? `sent ${Math.max(0, fillTime / 1000).toFixed(1)} s after the form appeared` : null;
}

async function handle(req: IncomingMessage, save: SaveLead, minFillMs: number, overLimit: (req: IncomingMessage) => number | undefined): Promise<Reply> {
  if (req.method !== 'POST') {
    return { status: 405, body: { error: 'Use POST to send a quote request.' }, headers: { Allow: 'POST' } };
  }
  // Counted before the body is read, so a flood costs neither memory nor disk.
  const retryAfter = overLimit(req);
  if (retryAfter !== undefined) {
    return {
      status: 429,
      body: { error: `Too many quote requests from this address. Please try again in ${Math.ceil(retryAfter / 60)} minutes, or call us.` },
      headers: { 'Retry-After': String(retryAfter) },
    };
  }
  if (!isJson(req.headers['content-type'])) {
    return { status: 415, body: { error: 'Send the quote request as JSON (Content-Type: application/json).' } };
  }
  const raw = await readBody(req);
  if (raw === 'too-large') {
    return { status: 413, body: { error: `The request is larger than ${MAX_BODY_BYTES / 1024} KB.` }, headers: { Connection: 'close' } };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { status: 400, body: { error: 'The request body is not valid JSON.' } };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { status: 400, body: { error: 'The request body must be a JSON object.' } };
  }
  const spam = spamReason(body as Record<string, unknown>, minFillMs);
  const parsed = quoteRequestSchema.safeParse({ ...body, [HONEYPOT_FIELD]: undefined });
  if (!parsed.success) {
    // A bot that filled the honeypot gets the same answer whatever else it sent.
    if (spam && honeypotFilled(body as Record<string, unknown>)) return { status: 200, body: { ok: true } };
    return { status: 400, body: { error: 'Some fields need attention.', errors: fieldErrors(parsed.error) } };
  }
  try {
    save(parsed.data, spam);
  } catch (error) {
    // The visitor is told it failed (the form keeps their text); a lead is never silently dropped.
    console.error('Could not store a quote request:', error);
    return { status: 500, body: { error: 'Your request could not be saved. Please try again.' } };
  }
  return { status: 200, body: { ok: true } };
}

/** The request handler behind POST /api/quote. */
export function createQuoteHandler(save: SaveLead, { rateLimit, trustProxy, minFillMs = DEFAULT_MIN_FILL_MS }: QuoteHandlerOptions) {
  const limiter = rateLimit ? createRateLimiter(rateLimit) : undefined;
  const overLimit = (req: IncomingMessage) => limiter?.take(clientAddress(req, trustProxy));
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, save, minFillMs, overLimit).then(
      (reply) => {
        send(res, reply);
        // Drain whatever the client is still sending so its connection can take the answer.
        req.resume();
      },
      (error: unknown) => {
        // A client that went away mid-body has nobody left to answer.
        if (req.destroyed) return;
        console.error('Quote request failed:', error);
        send(res, { status: 500, body: { error: 'Your request could not be processed. Please try again.' } });
      },
    );
  };
}
