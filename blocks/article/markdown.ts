import { formatDate } from '../../src/ui/date.ts';
import { blocksOf, bullets, heading, image, link, rich, text, type BlockMarkdown } from '../markdown.ts';
import type { ArticleProps } from './schema.ts';
import { BACK_TO_BLOG, TOOLS_HEADING } from './words.ts';

/**
 * The article as the page reads it: the link back to the blog, the h1 with its category and
 * byline, then its sections. The numbered sections are h3 under the sections heading and h2
 * without it, as on the page, and keep their number in the heading.
 */
const articleMarkdown: BlockMarkdown<ArticleProps> = (article, context) => {
  const level = article.sectionsHeading ? 3 : 2;
  return blocksOf(
    link(BACK_TO_BLOG, '/blog', context),
    text(article.category),
    heading(1, article.heading),
    text(`By ${article.author.name}, ${article.author.jobTitle} · ${formatDate(article.published)}`),
    image(article.image, context),
    rich(article.intro, context),
    article.why && blocksOf(heading(2, article.why.heading), rich(article.why.body, context)),
    article.sectionsHeading && heading(2, article.sectionsHeading),
    ...article.sections.map((section, index) =>
      blocksOf(
        heading(level, `${index + 1}. ${section.heading}`),
        rich(section.body, context),
        section.tools.length > 0 && blocksOf(`${text(TOOLS_HEADING)}:`, bullets(section.tools.map(text))),
      ),
    ),
    heading(2, article.conclusion.heading),
    rich(article.conclusion.body, context),
    article.callToAction && text(article.callToAction),
    link(article.bookingLabel, '@booking', context),
  );
};

export default articleMarkdown;
