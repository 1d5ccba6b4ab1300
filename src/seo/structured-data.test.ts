import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from './opening-hours.ts';
import { plainText } from '../shared/rich-text.ts';
import { e164 } from './structured-data.ts';

describe('plainText', () => {
  it('keeps link text and punctuation together, and separates blocks', () => {
    expect(plainText('<p>For Tarrant County, see our <a href="/locations/fort-worth">Fort Worth page</a>.</p><p>Or <strong>call</strong> us.</p>')).toBe(
      'For Tarrant County, see our Fort Worth page. Or call us.',
    );
    expect(plainText('<ul><li>One</li><li>Two &amp; three</li></ul>')).toBe('One Two & three');
    expect(plainText('<p>It&#39;s &lt;fast&gt;&nbsp;&#8212; really</p>')).toBe("It's <fast> — really");
  });
});

describe('openingHoursSpecification', () => {
  it('spells out the days of a range, wrapping around the week, with the times', () => {
    expect(openingHoursSpecification('Mo-Fr 09:00-17:00')).toEqual({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' });
    expect(openingHoursSpecification('Sa 10:00-14:00').dayOfWeek).toEqual(['Saturday']);
    expect(openingHoursSpecification('Sa-Mo 08:00-12:00').dayOfWeek).toEqual(['Saturday', 'Sunday', 'Monday']);
  });
});

describe('e164', () => {
  it('gives North American numbers +1, keeps international ones, and gives up on anything else', () => {
    expect(e164('(405) 555-0142', 'US')).toBe('+14055550142');
    expect(e164('+44 20 7946 0958', 'GB')).toBe('+442079460958');
    expect(e164('555-0142', 'US')).toBeUndefined();
  });
});
