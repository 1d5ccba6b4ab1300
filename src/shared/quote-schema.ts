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
 * a request like any other and keeps it marked as spam, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * Characters that act instead of showing: C0 and C1 controls (terminal escape sequences start
 * with one), line and paragraph separators, and bidirectional embeddings, overrides and isolates
 * (they reorder how the text around them reads). Exported so output can escape the same set.
 */
export const UNSAFE_CHARACTER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The message keeps line breaks and tabs, and refuses the rest of the set. */
const UNSAFE_IN_MESSAGE = /(?![\t\n\r])[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that take no visible space: whitespace, controls, format characters (zero-width
 * spaces and joiners, soft hyphens), lone combining marks, and the Hangul and Braille fillers
 * that render blank.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** How many characters a reader sees: a name of zero-width spaces has none. */
const visibleLength = (value: string) => {
  let count = 0;
  for (const character of value) if (!INVISIBLE.test(character)) count++;
  return count;
};

const plain = (label: string) => `${label} must not contain control characters or text-direction overrides`;

/**
 * Milliseconds from the form appearing to its submission, sent by the form. People take seconds
 * to fill it in; a bot that fills every field at once does not. Judged by the endpoint, not
 * validated: a bot learns nothing from the answer.
 */
export const FILL_TIME_FIELD = 'fillTimeMs';

/** Each rule's message doubles as the message for a missing or wrongly typed value (server input). */
const text = (message: string, unsafe = UNSAFE_CHARACTER, unsafeMessage = message) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => !unsafe.test(value), unsafeMessage);
const optionalText = (label: string, max: number) =>
  text(`${label} must be at most ${max} characters`, UNSAFE_CHARACTER, plain(label))
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value === '' || visibleLength(value) > 0, `${label} must be left empty or contain visible text`)
    .optional();
const atLeast = (min: number) => (value: string) => visibleLength(value) >= min;
const SERVICES = 'You have to select at least one service';
const EMAIL = 'Please enter a valid email';
const NAME_MIN = 'Name must be at least 2 characters';
const MESSAGE_MIN = 'Message must be at least 10 characters';

export const quoteRequestSchema = z.object({
  name: text(NAME_MIN, UNSAFE_CHARACTER, plain('Name'))
    .refine(atLeast(2), NAME_MIN)
    .max(QUOTE_LIMITS.name, `Name must be at most ${QUOTE_LIMITS.name} characters`),
  email: text(EMAIL)
    .max(QUOTE_LIMITS.email, EMAIL)
    .pipe(z.email({ error: EMAIL })),
  company: optionalText('Company', QUOTE_LIMITS.company),
  services: z
    .array(
      text(SERVICES, UNSAFE_CHARACTER, 'Each service must be plain text')
        .refine(atLeast(1), SERVICES)
        .max(QUOTE_LIMITS.service, `Each service must be at most ${QUOTE_LIMITS.service} characters`),
      { error: SERVICES },
    )
    .min(1, SERVICES)
    .max(QUOTE_LIMITS.services, `Select at most ${QUOTE_LIMITS.services} services`),
  budget: optionalText('Budget', QUOTE_LIMITS.budget),
  message: text(MESSAGE_MIN, UNSAFE_IN_MESSAGE, plain('Message'))
    .refine(atLeast(10), MESSAGE_MIN)
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
