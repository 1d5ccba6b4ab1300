// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from 'virtual:content';
import { renderBlock } from '../test-utils.tsx';
import Cta from './Cta.tsx';
import type { CtaProps } from './schema.ts';

const props: CtaProps = {
  type: 'cta',
  heading: 'Ready to fill your build calendar?',
  body: 'Book a 30-minute strategy session.',
  tone: 'brand',
  actions: [
    { label: 'Book a Strategy Session', href: '@booking', variant: 'primary' },
    { label: 'Get a Quote', href: '/get-started', variant: 'secondary' },
  ],
};

// The tones (a dark band or a pale panel, with buttons that stand out on either) are measured
// in a browser: tests/browser/pages.test.ts.
describe('Cta', () => {
  it('shows the heading (h2), the sentence and every button', () => {
    renderBlock(<Cta {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getByText(props.body!)).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const booking = screen.getByRole('link', { name: /Book a Strategy Session/ });
    expect(booking.getAttribute('href')).toBe(settings.booking.url);
  });
});
