import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { evaluateForFailure, evaluateForSyntaxErrors, evaluateForWarnings } from 'csp_evaluator/dist/lighthouse/lighthouse_checks.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { compileSiteContent } from '../build/site-content.ts';
import type { SiteSettings } from './site-schema.ts';
import { headersFile, parseHeadersFile, securityHeaders } from './security-headers.ts';

const { site } = compileSiteContent({ root: process.cwd() });
const settings = site!.settings;
const scriptHashes = ['47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='];
const policy = (changed: Partial<SiteSettings> = {}) => securityHeaders({ ...settings, ...changed }, { scriptHashes })['Content-Security-Policy']!;
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

/**
 * What Google's CSP Evaluator objects to: findings of high or medium severity or syntax errors,
 * and the strict-policy failures and warnings Lighthouse reports from the same library.
 */
export function evaluatorFindings(csp: string): string[] {
  const parsed = new CspParser(csp).csp;
  return [
    ...new CspEvaluator(parsed).evaluate().filter((finding) => finding.severity <= Severity.MEDIUM),
    ...evaluateForSyntaxErrors([parsed]).flat(),
    ...evaluateForFailure([parsed]),
    ...evaluateForWarnings([parsed]),
  ].map((finding) => `${finding.directive}: ${finding.description}`);
}

describe('security headers', () => {
  it('trust scripts by the bootstrap hash and strict-dynamic, never by host', () => {
    expect(directive(policy(), 'script-src')).toBe(`script-src 'sha256-${scriptHashes[0]}' 'strict-dynamic' https: 'unsafe-inline'`);
    expect(directive(policy(), 'object-src')).toBe("object-src 'none'");
    expect(directive(policy(), 'base-uri')).toBe("base-uri 'none'");
    expect(() => securityHeaders(settings, { scriptHashes: [] })).toThrow(/hash of the inline bootstrap/);
  });

  it('pass Google’s CSP Evaluator with no finding, with and without analytics and reporting', () => {
    expect(evaluatorFindings(policy())).toEqual([]);
    expect(evaluatorFindings(policy({ analytics: {} }))).toEqual([]);
    expect(evaluatorFindings(policy({ security: { cspReportUrl: 'https://reports.example.com/csp' } }))).toEqual([]);
  });

  it('fail the CSP Evaluator for a policy that trusts the tag manager host (what the evaluator is here to catch)', () => {
    expect(evaluatorFindings("script-src 'self' https://www.googletagmanager.com; object-src 'none'; base-uri 'self'")).toEqual([
      "script-src: Host allowlists can frequently be bypassed. Consider using 'strict-dynamic' in combination with CSP nonces or hashes.",
    ]);
  });

  it('allow the analytics hosts to receive hits only when a tag id is set', () => {
    expect(directive(policy(), 'connect-src')).toContain('https://*.google-analytics.com');
    expect(policy({ analytics: {} })).not.toContain('google');
  });

  it('allow posting to an external form service only when the endpoint is one, by its origin', () => {
    expect(directive(policy(), 'connect-src')).toMatch(/^connect-src 'self' https:\/\/\*\.google/);
    const external = policy({ quote: { endpoint: 'https://forms.example.com/f/abc?form=quote' } });
    expect(directive(external, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/forms\.example\.com https:/);
    expect(directive(external, 'form-action')).toBe("form-action 'self' https://forms.example.com");
  });

  it('report violations only when the settings name a report address', () => {
    expect(policy()).not.toMatch(/report-(uri|to)/);
    const headers = securityHeaders({ ...settings, security: { cspReportUrl: 'https://reports.example.com/csp' } }, { scriptHashes });
    expect(headers['Content-Security-Policy']).toMatch(/; report-uri https:\/\/reports\.example\.com\/csp; report-to csp-violations$/);
    expect(headers['Reporting-Endpoints']).toBe('csp-violations="https://reports.example.com/csp"');
    expect(securityHeaders(settings, { scriptHashes })['Reporting-Endpoints']).toBeUndefined();
  });

  it('include HSTS for a year, the cross-origin policies, and no obsolete permission', () => {
    const headers = securityHeaders(settings, { scriptHashes });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).not.toContain('interest-cohort');
  });

  it('round-trip through the _headers file', () => {
    const headers = securityHeaders(settings, { scriptHashes });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
});
