/** Dialers want digits only: "(405) 555-0142" becomes tel:4055550142 (a leading + is kept). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
