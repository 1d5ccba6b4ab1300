/**
 * The card frame shared by every block that shows items in boxes (services, team, work
 * examples, projects, contact details), so they all look like one family.
 */
export const cardClass = (extra = '') => `flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${extra}`;
