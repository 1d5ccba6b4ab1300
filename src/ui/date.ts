const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-03-10" → "March 10, 2026". Formatted by hand: Intl and Date depend on the time zone
 * and locale of the machine, which differ between the prerender and the browser.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
