import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../build/site-content.ts';
import { headersFile, parseHeadersFile, securityHeaders } from './security-headers.ts';

const { site } = compileSiteContent({ root: process.cwd() });
const settings = site!.settings;

describe('security headers', () => {
  it('allow the analytics host only when a tag id is set', () => {
    expect(securityHeaders(settings)['Content-Security-Policy']).toContain('googletagmanager.com');
    const without = securityHeaders({ ...settings, analytics: {} })['Content-Security-Policy']!;
    expect(without).not.toContain('google');
    expect(without).toContain("script-src 'self';");
  });

  it('allow posting to an external form service only when the endpoint is one', () => {
    expect(securityHeaders(settings)['Content-Security-Policy']).toContain("connect-src 'self' https://*.google-analytics.com");
    const external = securityHeaders({ ...settings, quote: { endpoint: 'https://forms.example.com/f/abc' } })['Content-Security-Policy']!;
    expect(external).toContain("connect-src 'self' https://forms.example.com");
  });

  it('round-trip through the _headers file', () => {
    const headers = securityHeaders(settings);
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
});
