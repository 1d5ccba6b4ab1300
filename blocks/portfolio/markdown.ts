import { blocksOf, bullets, heading, image, link, rich, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import { categoryLabel } from './categories.ts';
import type { PortfolioProps } from './schema.ts';

/**
 * Every project, as the page shows them before any filter: a heading (an h3 on the page) above
 * its category, description, tags, artwork and link. The category and the tags are named, as
 * the filter ("Filter projects by category") and the tag list ("Tags") are to screen readers.
 */
const portfolioMarkdown: BlockMarkdown<PortfolioProps> = (portfolio, context) =>
  blocksOf(
    sectionHead(portfolio),
    ...portfolio.projects.map((project) =>
      blocksOf(
        heading(3, project.title),
        `Category: ${text(categoryLabel(project.category))}`,
        rich(project.description, context),
        project.tags.length > 0 && `Tags:\n\n${bullets(project.tags.map(text))}`,
        project.image && image(project.image, context),
        project.link && link(project.link.label, project.link.href, context),
      ),
    ),
  );

export default portfolioMarkdown;
