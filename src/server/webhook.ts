import { createHmac } from 'node:crypto';
import { describeError, type Outcome } from './delivery-outcome.ts';
import type { Lead } from './leads-store.ts';

export interface WebhookTarget {
  url: string;
  /** When set, each body is signed: X-Signature: sha256=<hex HMAC-SHA256 of the raw body>. */
  secret?: string;
}

/** The JSON the receiver gets: the lead, its id and when it was received. */
export function webhookBody(lead: Lead): string {
  const { id, receivedAt, name, email, company, services, budget, message } = lead;
  return JSON.stringify({ id, receivedAt, lead: { name, email, company, services, budget, message } });
}

export const signBody = (secret: string, body: string | Buffer) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/**
 * POSTs the lead. 2xx is delivered; 408, 429 and 5xx (and any network failure) are worth another
 * try; any other answer is permanent: the receiver refused this request, and sending it again
 * unchanged would be refused again. Redirects are not followed (they would turn the POST into a
 * GET): the address must be the final one.
 */
export async function sendWebhook(target: WebhookTarget, lead: Lead, signal: AbortSignal): Promise<Outcome> {
  const body = webhookBody(lead);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': String(lead.id),
    'User-Agent': 'groundwork-leads',
  };
  if (target.secret) headers['X-Signature'] = signBody(target.secret, body);
  let response: Response;
  try {
    response = await fetch(target.url, { method: 'POST', headers, body, redirect: 'manual', signal });
  } catch (error) {
    return { ok: false, permanent: false, error: describeError(signal.aborted ? signal.reason : error) };
  }
  // The answer's text goes into the reason; the body is drained either way so the connection is reused.
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  if (response.status >= 200 && response.status < 300) return { ok: true };
  const error = `HTTP ${response.status}${text ? `: ${text}` : ''}`;
  const permanent = response.status < 500 && response.status !== 408 && response.status !== 429;
  return { ok: false, permanent, error, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
}
