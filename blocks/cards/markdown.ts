import { actionLinks, blocksOf, bullets, heading, link, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import { DEFAULT_LINK_TEXT } from './words.ts';
import type { CardsProps } from './schema.ts';

/**
 * Each card as a heading (an h3 on the page) above its sentences, features and link. Steps are
 * numbered in their headings, as a screen reader hears them ("Step 1").
 */
const cardsMarkdown: BlockMarkdown<CardsProps> = (cards, context) =>
  blocksOf(
    sectionHead(cards),
    ...cards.items.map((card, index) =>
      blocksOf(
        heading(3, cards.variant === 'steps' ? `Step ${index + 1}: ${card.title}` : card.title),
        text(card.description),
        bullets(card.features.map(text)),
        card.link && link(card.linkText ?? DEFAULT_LINK_TEXT, card.link, context),
      ),
    ),
    actionLinks(cards.actions, context),
  );

export default cardsMarkdown;
