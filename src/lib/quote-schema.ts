import { z } from 'zod';

// zod speeds up parsing by compiling code with new Function(); the site's Content Security
// Policy forbids eval (no 'unsafe-eval'), and even zod's probe for it is reported as a
// violation. The form validates a handful of fields: the interpreter is plenty.
z.config({ jitless: true });

/**
 * The one definition of a quote request, used by the form in the browser and by the server's
 * endpoint, so both accept and refuse exactly the same input with the same words. It imports
 * nothing but zod because the browser bundles it.
 */

/** Upper bounds: generous for real visitors, small enough that one request stays far below 64 KB. */
export const QUOTE_LIMITS = { name: 100, email: 254, company: 150, budget: 100, service: 100, services: 20, message: 5000 } as const;

/**
 * A field hidden from people; bots that fill every input fill it too. The server answers such
 * a request like any other but stores nothing, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** Each rule's message doubles as the message for a missing or wrongly typed value (server input). */
const text = (message: string) => z.string({ error: message }).trim();
const optionalText = (max: number, message: string) => text(message).max(max, message).optional();
const SERVICES = 'You have to select at least one service';
const EMAIL = 'Please enter a valid email';

export const quoteRequestSchema = z.object({
  name: text('Name must be at least 2 characters')
    .min(2, 'Name must be at least 2 characters')
    .max(QUOTE_LIMITS.name, `Name must be at most ${QUOTE_LIMITS.name} characters`),
  email: text(EMAIL).max(QUOTE_LIMITS.email, EMAIL).pipe(z.email({ error: EMAIL })),
  company: optionalText(QUOTE_LIMITS.company, `Company must be at most ${QUOTE_LIMITS.company} characters`),
  services: z
    .array(text(SERVICES).min(1, SERVICES).max(QUOTE_LIMITS.service, `Each service must be at most ${QUOTE_LIMITS.service} characters`), {
      error: SERVICES,
    })
    .min(1, SERVICES)
    .max(QUOTE_LIMITS.services, `Select at most ${QUOTE_LIMITS.services} services`),
  budget: optionalText(QUOTE_LIMITS.budget, `Budget must be at most ${QUOTE_LIMITS.budget} characters`),
  message: text('Message must be at least 10 characters')
    .min(10, 'Message must be at least 10 characters')
    .max(QUOTE_LIMITS.message, `Message must be at most ${QUOTE_LIMITS.message} characters`),
  [HONEYPOT_FIELD]: z.string().max(0, 'Leave this field empty').optional(),
});

/** What the form holds and the endpoint receives. */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
/** A validated request: trimmed, honeypot empty. */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** True when a parsed JSON body has something in the honeypot. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
