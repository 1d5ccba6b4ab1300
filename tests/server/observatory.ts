/**
 * The header tests of Mozilla's HTTP Observatory, scored as it scores them (version 2 rules):
 * the score starts at 100, penalties are always counted, and bonuses only once the score is at
 * least 90; 100 or more is A+. Only what a response shows is graded: redirection from http to
 * https is the host's job, and the site sets no cookies.
 */
export interface Graded {
  score: number;
  grade: string;
  /** Each test's result and modifier, for a readable failure. */
  results: Record<string, [result: string, modifier: number]>;
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isHashOrNonce = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

function cspTest(header: string | undefined, https: boolean): [string, number] {
  if (!header) return ['csp-not-implemented', -25];
  const csp = new Map<string, Set<string>>();
  for (const part of header.split(/[;,]/)) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !csp.has(name)) csp.set(name, new Set(sources));
  }
  const sources = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = sources('script-src');
  const style = sources('style-src');
  const object = sources('object-src');
  for (const list of [script, style]) if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");
  if ([...script].some(isHashOrNonce) && script.has("'strict-dynamic'")) {
    for (const source of script) if ([...BROAD].some((broad) => source.startsWith(broad)) || source === "'self'") script.delete(source);
  }
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, list]) => [...list]);
  const insecure = (list: string[]) => https && list.some((source) => source.startsWith('http:') || source.startsWith('ftp:'));
  if ([...script].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)) || [...object].some((source) => BROAD.has(source)))
    return ['csp-implemented-with-unsafe-inline', -20];
  if (insecure([...active, ...script])) return ['csp-implemented-with-insecure-scheme', -20];
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (insecure([...sources('img-src'), ...sources('media-src')])) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if ([...style].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source))) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

function hstsTest(header: string | undefined, https: boolean): [string, number] {
  if (!https) return ['hsts-not-implemented-no-https', -20];
  if (!header) return ['hsts-not-implemented', -20];
  const maxAge = /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return ['hsts-header-invalid', -20];
  return Number(maxAge) >= 15768000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function frameTest(xfo: string | undefined, csp: string | undefined): [string, number] {
  const ancestors = csp?.split(';').find((part) => part.trim().toLowerCase().startsWith('frame-ancestors'));
  if (
    ancestors &&
    !ancestors
      .trim()
      .split(/\s+/)
      .slice(1)
      .some((source) => BROAD.has(source))
  )
    return ['x-frame-options-implemented-via-csp', 5];
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim()) ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-header-invalid', -20];
}

function referrerTest(header: string | undefined): [string, number] {
  if (!header) return ['referrer-policy-not-implemented', 0];
  // Browsers use the last value they understand.
  const policy = header
    .toLowerCase()
    .split(',')
    .map((value) => value.trim())
    .pop()!;
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy)) return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function corpTest(header: string | undefined): [string, number] {
  if (!header) return ['corp-not-implemented', 0];
  const value = header.trim().toLowerCase();
  if (value === 'same-origin' || value === 'same-site') return [`corp-implemented-with-${value}`, 10];
  return value === 'cross-origin' ? ['corp-implemented-with-cross-origin', 0] : ['corp-header-invalid', -5];
}

/** Script elements with a src: same-origin ones need no integrity, external ones do. */
function sriTest(html: string | undefined, origin: string): [string, number] {
  if (html === undefined) return ['sri-not-implemented-response-not-html', 0];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!).filter((attrs) => /\bsrc=/i.test(attrs));
  if (!scripts.length) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const external = scripts.filter((attrs) => {
    const src = /\bsrc="([^"]*)"/i.exec(attrs)?.[1] ?? '';
    return new URL(src, origin).origin !== origin;
  });
  if (!external.length) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
  return external.every((attrs) => /\bintegrity=/i.test(attrs))
    ? ['sri-implemented-and-external-scripts-loaded-securely', 5]
    : ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Grades the headers (names in any case) and, for a page, its HTML, as served from `origin`. */
export function observatoryGrade(headers: Record<string, string | undefined>, { origin, html }: { origin: string; html?: string }): Graded {
  const get = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const https = origin.startsWith('https:');
  const csp = get('Content-Security-Policy');
  const results: Graded['results'] = {
    'content-security-policy': cspTest(csp, https),
    'strict-transport-security': hstsTest(get('Strict-Transport-Security'), https),
    'x-content-type-options':
      get('X-Content-Type-Options')?.trim().toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : ['x-content-type-options-not-implemented', -5],
    'x-frame-options': frameTest(get('X-Frame-Options'), csp),
    'referrer-policy': referrerTest(get('Referrer-Policy')),
    'cross-origin-resource-policy': corpTest(get('Cross-Origin-Resource-Policy')),
    'subresource-integrity': sriTest(html, origin),
  };
  const modifiers = Object.values(results).map(([, modifier]) => modifier);
  const penalised = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const score = Math.max(
    0,
    penalised >= 90 ? penalised + modifiers.filter((modifier) => modifier > 0).reduce((sum, modifier) => sum + modifier, 0) : penalised,
  );
  return { score, grade: GRADES.find(([minimum]) => score >= minimum)![1], results };
}
