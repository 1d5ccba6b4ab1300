/** How one attempt to deliver a notification ended. */
export type Outcome =
  | { ok: true }
  /** permanent: trying again cannot help (the receiver refused it); retryAfterMs: the receiver asked to wait. */
  | { ok: false; permanent: boolean; error: string; retryAfterMs?: number };

/** A channel: sends one lead's notification, resolving to the outcome (never rejecting). */
export type Sender<Lead> = (lead: Lead, signal: AbortSignal) => Promise<Outcome>;

/** The message of an error and of its causes ("fetch failed: connect ECONNREFUSED ..."), on one line. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error && parts.length < 4; current = current.cause) parts.push(current.message);
  return (parts.join(': ') || String(error)).replace(/\s+/g, ' ').slice(0, 500);
}
