import { BookingLink } from '../../ui/SiteOrExternalLink.tsx';

/** The quick-actions bar's "Book a Call" (product decisions: site-wide widget 1). */
export function FloatingBooking() {
  return (
    <BookingLink className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-700" />
  );
}
