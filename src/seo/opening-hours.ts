/**
 * "Mo-Fr 09:00-17:00" (the settings' form, validated there) as schema.org's opening hours
 * specification: the days spelled out, with opening and closing times.
 */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export type DayName = (typeof DAYS)[number];

export function openingHoursSpecification(hours: string): { dayOfWeek: DayName[]; opens: string; closes: string } {
  const [days, times] = hours.split(' ') as [string, string];
  const [first, last = first] = days.split('-');
  const [opens, closes] = times.split('-') as [string, string];
  const from = CODES.indexOf(first!);
  const to = CODES.indexOf(last!);
  // A range may wrap around the week (Sa-Mo).
  const dayOfWeek = to >= from ? DAYS.slice(from, to + 1) : [...DAYS.slice(from), ...DAYS.slice(0, to + 1)];
  return { dayOfWeek, opens, closes };
}
