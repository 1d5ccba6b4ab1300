import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { siteSchema } from './site-schema.ts';

const settings = parse(readFileSync('pages/_site.yaml', 'utf8')) as Record<string, Record<string, unknown>>;
/** The issues of the real settings with one value changed (an empty list when it is accepted). */
const issuesWith = (group: string | undefined, key: string, value: unknown) => {
  const changed = group ? { ...settings, [group]: { ...settings[group], [key]: value } } : { ...settings, [key]: value };
  return siteSchema.safeParse(changed).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
};

describe('quote endpoint setting', () => {
  it.each(['/api/quote', '/forms/quote-request', 'https://forms.example.com/f/abc123', 'https://forms.example.com:8443/f/abc?form=quote&v=2'])(
    'accepts %s',
    (endpoint) => {
      expect(issuesWith('quote', 'endpoint', endpoint)).toEqual([]);
    },
  );

  // Each would reach the Content-Security-Policy, or leave the site while looking like a path.
  it.each([
    "https://forms.example.com; script-src 'unsafe-inline'",
    'https://forms.example.com/f;report-uri',
    'https://forms.example.com, https://evil.example',
    'https://*.example.com/f',
    'https://forms.example.com/f abc',
    'https://forms.example.com/"x',
    'https://user:pass@forms.example.com/f',
    '//evil.example/collect',
    '/\\evil.example/collect',
    '/api/quote;x',
    '/api/quote,x',
    '/api/*',
    'http://forms.example.com/f',
    'api/quote',
  ])('refuses %s', (endpoint) => {
    expect(issuesWith('quote', 'endpoint', endpoint)).toEqual([
      'quote.endpoint: Use a site path such as /api/quote or an https:// address such as https://forms.example.com/f/abc, made of letters, digits and - . _ ~ / % (and ? = & + after the host).',
    ]);
  });
});

describe('addresses in the settings', () => {
  it.each([
    [undefined, 'siteUrl', 'https://www.groundwork.example/"><script>alert(1)</script>'],
    [undefined, 'siteUrl', 'https://www.groundwork.example/a b'],
    [undefined, 'siteUrl', "https://www.groundwork.example/'onmouseover='x"],
    ['booking', 'url', 'https://booking.example.com/<img src=x>'],
    ['booking', 'url', 'https://booking.example.com/a b'],
    ['booking', 'url', 'https://booking.example.com/a"b'],
  ])('refuse quotes, angle brackets and spaces: %s.%s = %s', (group, key, value) => {
    expect(issuesWith(group, key, value)).toEqual([
      `${group ? `${group}.` : ''}${key}: Write the address without spaces, quotes, angle brackets or backslashes (encode a space as %20).`,
    ]);
  });

  it('accept ordinary addresses, with a query and an encoded space', () => {
    expect(issuesWith(undefined, 'siteUrl', 'http://localhost:4173')).toEqual([]);
    expect(issuesWith('booking', 'url', 'https://booking.example.com/groundwork/strategy-session?duration=30&name=A%20B')).toEqual([]);
  });

  it('take a CSP report address only when it cannot add a directive', () => {
    expect(issuesWith('security', 'cspReportUrl', 'https://reports.example.com/csp?site=groundwork')).toEqual([]);
    expect(issuesWith('security', 'cspReportUrl', 'https://reports.example.com/csp;script-src')).toEqual([
      'security.cspReportUrl: Write the address without ";" or ",": the policy header would read them as the start of another directive.',
    ]);
    expect(issuesWith('security', 'cspReportUrl', 'http://reports.example.com/csp')).toEqual([
      'security.cspReportUrl: Give a full https:// address, for example https://www.example.com.',
    ]);
  });
});
