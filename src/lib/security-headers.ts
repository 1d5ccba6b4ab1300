import type { SiteSettings } from '../content/types.ts';

/** Hosts the Google tag loads from and reports to; allowed only when a tag id is set. */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The response headers of every page. Scripts only from this origin (and the tag host when
 * analytics is on): no inline script runs, which the site never needs since page data and
 * structured data are inert JSON. Inline style attributes stay allowed for animation.
 */
export function securityHeaders(settings: SiteSettings): Record<string, string> {
  const analytics = Boolean(settings.analytics.gtagId);
  const endpoint = /^https:\/\/[^/]+/.exec(settings.quote.endpoint)?.[0];
  const csp = [
    "default-src 'self'",
    `script-src 'self'${analytics ? ` ${ANALYTICS_SCRIPT}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${analytics ? ` ${ANALYTICS_CONNECT.join(' ')}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${endpoint ? ` ${endpoint}` : ''}${analytics ? ` ${ANALYTICS_CONNECT.join(' ')}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${endpoint ? ` ${endpoint}` : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

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
