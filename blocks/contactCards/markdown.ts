import { mailtoHref, telHref } from '../../src/ui/contact.ts';
import { actionLinks, blocksOf, heading, link, sectionHead, text, type BlockMarkdown, type MarkdownContext } from '../markdown.ts';
import { CARD_TITLES } from './words.ts';
import type { ContactCardsProps } from './schema.ts';

/** Each card's heading (an h3 on the page) and its fact, from the site settings as on the page. */
function card(kind: ContactCardsProps['show'][number], context: MarkdownContext): string {
  const { phone, email, hours } = context.settings.contact;
  switch (kind) {
    case 'phone':
      return blocksOf(heading(3, CARD_TITLES.phone), link(phone, telHref(phone), context));
    case 'email':
      return blocksOf(heading(3, CARD_TITLES.email), link(email, mailtoHref(email), context));
    case 'hours':
      return blocksOf(heading(3, CARD_TITLES.hours), text(hours));
  }
}

const contactCardsMarkdown: BlockMarkdown<ContactCardsProps> = (cards, context) =>
  blocksOf(sectionHead(cards), ...cards.show.map((kind) => card(kind, context)), actionLinks(cards.actions, context));

export default contactCardsMarkdown;
