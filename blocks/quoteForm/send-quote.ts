import type { FILL_TIME_FIELD, QuoteRequestInput } from '../../src/shared/quote-schema.ts';

/** No answer within this time counts as a failure, so the visitor is never left waiting. */
export const QUOTE_TIMEOUT_MS = 15_000;

/**
 * Posts a quote request. Resolves when the endpoint accepted it: the status is ok, or the JSON
 * body says `ok: true` (form-collection services answer either way). Rejects with the body's
 * `error` otherwise, and on a network failure, a body that is not JSON, or the timeout
 * (which also covers reading the body).
 */
export async function sendQuote(endpoint: string, request: QuoteRequestInput & { [FILL_TIME_FIELD]?: number }, timeoutMs = QUOTE_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`No answer from ${endpoint} within ${timeoutMs / 1000} s.`)), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    let body: { ok?: unknown; error?: unknown } | null;
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new Error(`${endpoint} answered HTTP ${response.status} without a JSON body.`, { cause: error });
    }
    if (response.ok || body?.ok === true) return;
    throw new Error(typeof body?.error === 'string' ? body.error : `${endpoint} answered HTTP ${response.status}.`);
  } catch (error) {
    // fetch rejects with a generic AbortError; the reason says what actually happened.
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}
