import { ArrowLeft } from '../../src/ui/icons.ts';
import { formatDate } from '../../src/ui/date.ts';
import { buttonClass } from '../../src/ui/Button.tsx';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { BookingLink, SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import type { ArticleProps } from './schema.ts';
import { BACK_TO_BLOG, TOOLS_HEADING } from './words.ts';

const h2Class = 'text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl';
const prose = 'text-lg text-slate-700';

/**
 * A blog article. Not animated: it is read top to bottom and its opening is the first paint.
 * The numbered sections sit under the optional sections heading (h2), so they are h3 then;
 * without it they are h2, and no heading level is ever skipped.
 */
export default function Article(props: ArticleProps) {
  const { anchor, category, heading, author, published, image, intro, why, sectionsHeading, sections, conclusion, callToAction, bookingLabel } = props;
  const SectionHeading = sectionsHeading ? 'h3' : 'h2';
  return (
    <article id={anchor} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <SiteOrExternalLink href="/blog" className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-brand-700 hover:underline">
        <ArrowLeft size={18} />
        {BACK_TO_BLOG}
      </SiteOrExternalLink>
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{category}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl">{heading}</h1>
        <p className="mt-4 text-slate-700">
          By <span className="font-semibold text-navy-900">{author.name}</span>, {author.jobTitle}
          <span aria-hidden="true"> · </span>
          <time dateTime={published}>{formatDate(published)}</time>
        </p>
      </header>
      <Img image={image} priority sizes={IMAGE_SIZES.article} className="mt-8 w-full rounded-2xl" />
      <RichHtml html={intro} className={`mt-8 ${prose}`} />
      {why && (
        <section className="mt-12">
          <h2 className={h2Class}>{why.heading}</h2>
          <RichHtml html={why.body} className={`mt-4 ${prose}`} />
        </section>
      )}
      <div className="mt-12">
        {sectionsHeading && <h2 className={h2Class}>{sectionsHeading}</h2>}
        <ol className="mt-6 space-y-10">
          {sections.map((section, index) => (
            <li key={index} className="flex gap-4 sm:gap-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <SectionHeading className="text-xl font-bold text-navy-900 sm:text-2xl">{section.heading}</SectionHeading>
                <RichHtml html={section.body} className={`mt-3 ${prose}`} />
                {section.tools.length > 0 && (
                  <div className="mt-5 rounded-xl bg-sand-50 p-5">
                    <p className="font-semibold text-navy-900">{TOOLS_HEADING}</p>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                      {section.tools.map((tool, toolIndex) => (
                        <li key={toolIndex}>{tool}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <section className="mt-12 rounded-2xl bg-sand-50 p-6 sm:p-8">
        <h2 className={h2Class}>{conclusion.heading}</h2>
        <RichHtml html={conclusion.body} className={`mt-4 ${prose}`} />
        {callToAction && <p className="mt-6 text-lg font-semibold text-navy-900">{callToAction}</p>}
        <BookingLink label={bookingLabel} className={`mt-6 ${buttonClass()}`} />
      </section>
    </article>
  );
}
