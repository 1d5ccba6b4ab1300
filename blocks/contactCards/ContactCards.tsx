import type { ReactNode } from 'react';
import { Actions } from '../../src/ui/Button.tsx';
import { cardClass } from '../../src/ui/card.ts';
import { IconBadge } from '../../src/ui/IconBadge.tsx';
import type { IconName } from '../../src/shared/icon-names.ts';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import { CARD_TITLES } from './words.ts';
import type { ContactCardsProps } from './schema.ts';
import { mailtoHref, telHref } from '../../src/ui/contact.ts';
import { useSettings, type Settings } from '../../src/ui/site-settings.ts';

type Kind = ContactCardsProps['show'][number];

const columns = (count: number) => (count === 1 ? 'max-w-md' : count === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3');
const linkClass = 'inline-flex min-h-11 items-center font-semibold break-all text-brand-700 hover:underline';

/** Each card's facts come from the site settings, the one place they are kept. */
function card(kind: Kind, { phone, email, hours }: Settings['contact']): { icon: IconName; title: string; body: ReactNode } {
  switch (kind) {
    case 'phone':
      return {
        icon: 'phone',
        title: CARD_TITLES.phone,
        body: (
          <SiteOrExternalLink href={telHref(phone)} className={linkClass}>
            {phone}
          </SiteOrExternalLink>
        ),
      };
    case 'email':
      return {
        icon: 'mail',
        title: CARD_TITLES.email,
        body: (
          <SiteOrExternalLink href={mailtoHref(email)} className={linkClass}>
            {email}
          </SiteOrExternalLink>
        ),
      };
    case 'hours':
      return { icon: 'clock', title: CARD_TITLES.hours, body: <p className="font-semibold text-navy-900">{hours}</p> };
  }
}

/** Ways to reach us: call, e-mail and business hours, in the order the page asks for. */
export default function ContactCards({ anchor, heading, intro, show, actions }: ContactCardsProps) {
  const { contact } = useSettings();
  return (
    <Section anchor={anchor} heading={heading} intro={intro}>
      <Reveal as="ul" className={`grid gap-6 ${columns(show.length)}`}>
        {show.map((kind, index) => {
          const { icon, title, body } = card(kind, contact);
          return (
            <RevealItem as="li" key={index} index={index} className={cardClass('h-full')}>
              <IconBadge name={icon} className="mb-4" />
              <h3 className="mb-2 text-xl font-bold text-navy-900">{title}</h3>
              {body}
            </RevealItem>
          );
        })}
      </Reveal>
      <Actions actions={actions} className="mt-10" />
    </Section>
  );
}
