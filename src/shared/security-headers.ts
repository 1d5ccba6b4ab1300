import type { SiteSettings } from './site-schema.ts';

/** Hosts the Google tag reports to; allowed only when a tag id is set. */
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
/** One year, the least that HSTS preload lists and the Mozilla Observatory ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';
/** The Reporting API name of the endpoint in `security.cspReportUrl`. */
const REPORT_GROUP = 'csp-violations';

export interface HeaderOptions {
  /**
   * Base64 SHA-256 hashes of the inline scripts the page starts from (the bootstrap that loads
   * the app). They are the only scripts the policy trusts by itself.
   */
  scriptHashes: readonly string[];
}

/**
 * The response headers of every page (static hosts read them from `_headers`; `npm start`
 * sends the same set). Scripts: a strict, hash-based policy. Only the inline bootstrap whose
 * hash is listed may run; with 'strict-dynamic' the scripts it inserts, and the ones those
 * insert (the app's chunks, the analytics tag), are trusted in turn, while a `<script>` that
 * the HTML parser meets (an injection) is refused whatever its host. No host is listed: a host
 * such as the tag manager serves anyone's code. `https:` and 'unsafe-inline' are fallbacks for
 * browsers older than CSP 3, which ignore them when 'strict-dynamic' and a hash are present.
 * Page data and structured data are inert JSON, so they need no hash. Inline style attributes
 * stay allowed for animation.
 */
export function securityHeaders(settings: SiteSettings, { scriptHashes }: HeaderOptions): Record<string, string> {
  if (!scriptHashes.length) throw new Error('A strict policy needs the hash of the inline bootstrap script: none was given.');
  const analytics = settings.analytics.gtagId ? ANALYTICS_HOSTS : [];
  // Validated settings: an https address or a same-site path (which needs no source).
  const endpoint = settings.quote.endpoint.startsWith('https://') ? [new URL(settings.quote.endpoint).origin] : [];
  const reportUrl = settings.security.cspReportUrl;
  const directive = (name: string, ...sources: string[]) => [name, ...sources].join(' ');
  const csp = [
    directive('default-src', "'self'"),
    directive('script-src', ...scriptHashes.map((hash) => `'sha256-${hash}'`), "'strict-dynamic'", 'https:', "'unsafe-inline'"),
    directive('style-src', "'self'", "'unsafe-inline'"),
    directive('img-src', "'self'", 'data:', ...analytics),
    directive('font-src', "'self'"),
    directive('connect-src', "'self'", ...endpoint, ...analytics),
    directive('object-src', "'none'"),
    directive('base-uri', "'none'"),
    directive('form-action', "'self'", ...endpoint),
    directive('frame-ancestors', "'none'"),
    ...(reportUrl ? [directive('report-uri', reportUrl), directive('report-to', REPORT_GROUP)] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    ...(reportUrl && { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUrl}"` }),
    'Strict-Transport-Security': HSTS,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** Browsers ignore HSTS received over plain HTTP; it is sent only where it means something. */
export const HTTPS_ONLY_HEADERS: readonly string[] = ['Strict-Transport-Security'];

/** The `_headers` file static hosts (Netlify, Cloudflare Pages) read; `npm start` reads it too. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!;
  }
  return headers;
}
