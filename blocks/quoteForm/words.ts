/** The form's fixed words: the same on the page and in its Markdown version. */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  services: "Services you're interested in",
  budget: 'Budget',
  message: 'Message',
} as const;

export const REQUIRED_NOTE = 'Fields marked with an asterisk (*) are required.';
export const retentionNote = (days: number) => `Quote requests are deleted after ${days} days.`;
export const TALK_HEADING = 'Prefer to talk it through?';
export const talkInvitation = (minutes: number) => `Book a free ${minutes}-minute call and we'll sketch a plan together.`;
export const CONTACT_LABELS = { email: 'Email us', phone: 'Call us' } as const;
