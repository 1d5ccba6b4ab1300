// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settings } from 'virtual:content';
import { renderBlock } from '../../blocks/test-utils.tsx';
import { useSiteLinks } from '../app/use-site-links.ts';
import { forgetRouteTable, setRouteTable } from './route-table.ts';
import { BookingLink, SiteOrExternalLink } from './SiteOrExternalLink.tsx';

/** The site's click handling, and where the router is: as the app's layout has them. */
function App({ href, label }: { href: string; label: string }) {
  useSiteLinks();
  return (
    <>
      <SiteOrExternalLink href={href}>{label}</SiteOrExternalLink>
      <output aria-label="location">{useLocation().pathname}</output>
    </>
  );
}

// Listening on window, after the app's listener on document: records whether the app took the
// click, then keeps jsdom (which cannot load pages) from following the link itself.
const handledByApp: boolean[] = [];
const record = (event: MouseEvent) => {
  handledByApp.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  window.addEventListener('click', record);
  // As the app has it once the route table arrived (it loads as the page starts).
  setRouteTable({ routes: ['/', '/about'], templates: [] });
});
afterEach(() => {
  window.removeEventListener('click', record);
  handledByApp.length = 0;
  forgetRouteTable();
});

const newTabHint = ' (opens in a new tab)';

describe('SiteOrExternalLink', () => {
  it('makes a site path a plain link in the same tab that the app follows without a page load', async () => {
    const { user } = renderBlock(<App href="/about" label="About us" />);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    await user.click(link);
    expect(handledByApp).toEqual([true]);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/about');
  });

  it('leaves a site path to the browser while the route table has not arrived', async () => {
    forgetRouteTable();
    const { user } = renderBlock(<App href="/about" label="About us" />);
    await user.click(screen.getByRole('link', { name: 'About us' }));
    expect(handledByApp).toEqual([false]);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it('leaves a site file that is no page (such as /llms.txt) to the browser', async () => {
    const { user } = renderBlock(<App href="/llms.txt" label="Site map for answer engines" />);
    await user.click(screen.getByRole('link', { name: 'Site map for answer engines' }));
    expect(handledByApp).toEqual([false]);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/');
  });

  it.each(['https://partner.example.com/case', 'http://partner.example.com/', 'HTTPS://PARTNER.EXAMPLE.COM/'])(
    'opens an off-site address (%s) in a new tab with no opener or referrer, and says so to screen readers',
    async (href) => {
      const { user } = renderBlock(<App href={href} label="Partner" />);
      const link = screen.getByRole('link', { name: `Partner${newTabHint}` });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      await user.click(link);
      expect(handledByApp).toEqual([false]);
    },
  );

  it.each([`mailto:${settings.contact.email}`, 'tel:4055550142', '#faq'])('keeps %s in the same tab, without a hint', (href) => {
    renderBlock(<SiteOrExternalLink href={href}>Reach us</SiteOrExternalLink>);
    const link = screen.getByRole('link', { name: 'Reach us' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('resolves @booking to the booking page of the settings, which is off-site', () => {
    renderBlock(<SiteOrExternalLink href="@booking">Book</SiteOrExternalLink>);
    const link = screen.getByRole('link', { name: `Book${newTabHint}` });
    expect(link.getAttribute('href')).toBe(settings.booking.url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('passes other attributes through to the anchor', () => {
    renderBlock(
      <SiteOrExternalLink href="/contact" aria-describedby="why" download>
        Contact
      </SiteOrExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('aria-describedby')).toBe('why');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('BookingLink', () => {
  it('is the booking page, labelled from the settings unless given a label', () => {
    renderBlock(
      <>
        <BookingLink />
        <BookingLink label="Schedule a call" />
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`${settings.booking.label}${newTabHint}`, settings.booking.url],
      [`Schedule a call${newTabHint}`, settings.booking.url],
    ]);
  });
});
