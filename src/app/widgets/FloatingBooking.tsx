import { BookingLink } from '../../ui/SmartLink.tsx';

/** The always-visible "Book a Call" pill (product decisions: site-wide widget 1). */
export function FloatingBooking() {
  return (
    <BookingLink className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-lg transition-colors hover:bg-brand-700" />
  );
}
