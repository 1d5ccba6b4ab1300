import type { ContactCardsProps } from './schema.ts';

/** Each card's heading: the same on the page and in its Markdown version. */
export const CARD_TITLES: Record<ContactCardsProps['show'][number], string> = { phone: 'Call Us', email: 'Email Us', hours: 'Business Hours' };
