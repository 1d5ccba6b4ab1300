import { actionLinks, blocksOf, bullets, heading, image, text, type BlockMarkdown } from '../markdown.ts';
import type { HeroProps } from './schema.ts';

/** The page's h1, with the label above it, the lead, the buttons, the proof points and the illustration. */
const heroMarkdown: BlockMarkdown<HeroProps> = (hero, context) =>
  blocksOf(
    hero.eyebrow && text(hero.eyebrow),
    heading(1, hero.heading),
    hero.lead && text(hero.lead),
    actionLinks(hero.actions, context),
    bullets(hero.points.map(text)),
    hero.image && image(hero.image, context),
  );

export default heroMarkdown;
