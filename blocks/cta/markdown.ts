import { actionLinks, blocksOf, sectionHead, type BlockMarkdown } from '../markdown.ts';
import type { CtaProps } from './schema.ts';

const ctaMarkdown: BlockMarkdown<CtaProps> = (cta, context) =>
  blocksOf(sectionHead({ heading: cta.heading, intro: cta.body }), actionLinks(cta.actions, context));

export default ctaMarkdown;
