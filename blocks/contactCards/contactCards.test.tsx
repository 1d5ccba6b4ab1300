// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from 'virtual:content';
import { renderBlock } from '../test-utils.tsx';
import ContactCards from './ContactCards.tsx';
import type { ContactCardsProps } from './schema.ts';

const props: ContactCardsProps = {
  type: 'contactCards',
  heading: 'How to Reach Us',
  show: ['phone', 'email', 'hours'],
  actions: [
    { label: 'Get a Detailed Quote', href: '/get-started', variant: 'primary' },
    { label: 'Schedule a Quick Call', href: '@booking', variant: 'secondary' },
  ],
};

describe('ContactCards', () => {
  it('shows call, e-mail and hours cards from the site settings, in order', () => {
    renderBlock(<ContactCards {...props} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Call Us', 'Email Us', 'Business Hours']);
    expect(screen.getByText(settings.contact.hours)).toBeTruthy();
  });

  it('dials the phone number with digits only', () => {
    renderBlock(<ContactCards {...props} />);
    const phone = screen.getByRole('link', { name: settings.contact.phone });
    const href = phone.getAttribute('href')!;
    expect(href).toMatch(/^tel:\d{7,}$/);
    expect(href.slice(4)).toBe(settings.contact.phone.replace(/\D/g, ''));
  });

  it('writes to the e-mail address', () => {
    renderBlock(<ContactCards {...props} />);
    expect(screen.getByRole('link', { name: settings.contact.email }).getAttribute('href')).toBe(`mailto:${settings.contact.email}`);
  });

  it('shows only the cards asked for, in the order asked', () => {
    renderBlock(<ContactCards {...props} show={['hours', 'email']} actions={[]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Business Hours', 'Email Us']);
    expect(screen.queryByRole('link', { name: settings.contact.phone })).toBeNull();
  });

  it('adds the block’s buttons: the quote form and the booking page', () => {
    renderBlock(<ContactCards {...props} />);
    expect(screen.getByRole('link', { name: 'Get a Detailed Quote' }).getAttribute('href')).toBe('/get-started');
    const booking = screen.getByRole('link', { name: /Schedule a Quick Call/ });
    expect(booking.getAttribute('href')).toBe(settings.booking.url);
  });
});
