import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { settings } from 'virtual:content';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** "@booking" names the booking page from the site settings. */
export const resolveHref = (href: string) => (href === '@booking' ? settings.booking.url : href);
export const isExternal = (href: string) => /^https?:/i.test(resolveHref(href));

/**
 * Every link on the site goes through here, so the rules live in one place: site paths are
 * plain anchors that the app's one click handler turns into client-side navigation (see
 * use-site-links.ts); off-site links (the booking page among them) open in a new tab with no
 * opener and no referrer, and say so to screen readers.
 */
export function SiteOrExternalLink({ href, children, ...rest }: Props) {
  const target = resolveHref(href);
  if (isExternal(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={target} {...rest}>
      {children}
    </a>
  );
}

/** The booking button: one component, used by every "book a call" control. */
export function BookingLink({ label, className }: { label?: string; className?: string }) {
  return (
    <SiteOrExternalLink href="@booking" className={className}>
      {label ?? settings.booking.label}
    </SiteOrExternalLink>
  );
}
