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

describe('Cta', () => {
  it('shows the heading (h2), the sentence and every button', () => {
    renderBlock(<Cta {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeTruthy();
    expect(screen.getByText(props.body!)).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const booking = screen.getByRole('link', { name: /Book a Strategy Session/ });
    expect(booking.getAttribute('href')).toBe(settings.booking.url);
    expect(booking.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('brand tone: a navy band whose primary button turns white', () => {
    renderBlock(<Cta {...props} />);
    expect(screen.getByRole('region', { name: props.heading }).className).toContain('bg-navy-900');
    expect(screen.getByRole('link', { name: /Book a Strategy Session/ }).className).toContain('bg-white');
    expect(screen.getByRole('link', { name: 'Get a Quote' }).className).toContain('border-white');
  });

  it('light tone: a sand panel with the ordinary brand buttons', () => {
    renderBlock(<Cta {...props} tone="light" />);
    const region = screen.getByRole('region', { name: props.heading });
    expect(region.className).toContain('bg-sand-50');
    expect(region.className).not.toContain('bg-navy-900');
    expect(screen.getByRole('link', { name: /Book a Strategy Session/ }).className).toContain('bg-brand-600');
  });
});
