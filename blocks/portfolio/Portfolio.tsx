import { useRef, useState } from 'react';
import { buttonClass } from '../../src/ui/Button.tsx';
import { cardClass } from '../../src/ui/card.ts';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { Section } from '../../src/ui/Section.tsx';
import { categoryLabel, filters, type Filter } from './categories.ts';
import { ProjectDialog } from './project-dialog.tsx';
import { ProjectLink, Tags } from './project-parts.tsx';
import type { PortfolioProps } from './schema.ts';

const filterClass = (active: boolean) =>
  `min-h-11 rounded-full border-2 px-5 font-semibold transition-colors ${
    active ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900'
  }`;

/**
 * Sample projects with a category filter. Filtering happens in place; the pressed button and
 * a polite status line ("Showing 3 projects") tell screen reader users what changed. "View"
 * opens the project in a dialog, and closing it puts focus back on that "View" button.
 */
export default function Portfolio({ anchor, heading, intro, projects }: PortfolioProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string>();
  const opener = useRef<HTMLButtonElement | null>(null);
  const shown = filter === 'all' ? projects : projects.filter((project) => project.category === filter);

  const closeDialog = () => {
    setOpenId(undefined);
    // The browser puts focus back itself where it can; where it cannot (focus left on the page's
    // body), the opener takes it. Focus the visitor has already moved elsewhere stays there.
    const focused = document.activeElement;
    if (!focused || focused === document.body) opener.current?.focus();
  };

  return (
    <Section anchor={anchor} heading={heading} intro={intro}>
      <div role="group" aria-label="Filter projects by category" className="flex flex-wrap gap-3">
        {filters.map(({ value, label }) => (
          <button key={value} type="button" aria-pressed={filter === value} className={filterClass(filter === value)} onClick={() => setFilter(value)}>
            {label}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="mt-6 text-sm font-semibold text-slate-700">
        Showing {shown.length} {shown.length === 1 ? 'project' : 'projects'}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((project) => (
          <li key={project.id} className={cardClass('h-full')}>
            {/* Shown whole at its own proportions: artwork is never cropped. */}
            {project.image && <Img image={project.image} sizes={IMAGE_SIZES.third} className="mb-5 w-full rounded-xl bg-sand-50" />}
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{categoryLabel(project.category)}</p>
            <h3 className="mt-1 text-xl font-bold text-navy-900">{project.title}</h3>
            <RichHtml html={project.description} className="mt-2 text-slate-700" />
            <Tags tags={project.tags} />
            <div className="mt-auto flex flex-wrap gap-3 pt-6">
              <button
                type="button"
                aria-haspopup="dialog"
                className={buttonClass()}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpenId(project.id);
                }}
              >
                View<span className="sr-only"> {project.title}</span>
              </button>
              <ProjectLink project={project} variant="secondary" />
            </div>
          </li>
        ))}
      </ul>
      <ProjectDialog project={projects.find((project) => project.id === openId)} onClose={closeDialog} />
    </Section>
  );
}
