/**
 * The card frame shared by every block that shows items in boxes (services, team, work
 * examples, projects, contact details), so they all look like one family.
 */
export const cardClass = (extra = '') => `flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${extra}`;

// Full class names, so Tailwind finds them in the source.
const gridColumnClasses = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** The responsive grid of a card block: one column on phones, two on tablets, `columns` on wide screens. */
export const cardGridClass = (columns: 2 | 3 | 4) => `grid gap-6 ${gridColumnClasses[columns]}`;
