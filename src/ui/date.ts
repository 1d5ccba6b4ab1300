const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-03-10" → "March 10, 2026", read from the text itself: a Date made from it is midnight
 * UTC, which toLocaleDateString shows as the day before west of UTC, and in the locale of the
 * machine, so the prerender and the browser would disagree.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
