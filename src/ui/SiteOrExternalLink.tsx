import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSettings } from './site-settings.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

const isExternal = (href: string) => /^https?:/i.test(href);

/**
 * Every link on the site goes through here, so the rules live in one place: site paths are
 * plain anchors that the app's one click handler turns into client-side navigation (see
 * use-site-links.ts); off-site links (the booking page among them) open in a new tab with no
 * opener and no referrer, and say so to screen readers.
 */
export function SiteOrExternalLink({ href, children, ...rest }: Props) {
  const { booking } = useSettings();
  // "@booking" names the booking page from the site settings.
  const target = href === '@booking' ? booking.url : href;
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
  const { booking } = useSettings();
  return (
    <SiteOrExternalLink href="@booking" className={className}>
      {label ?? booking.label}
    </SiteOrExternalLink>
  );
}
