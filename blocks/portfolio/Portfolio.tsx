import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../src/ui/Button.tsx';
import { cardClass } from '../../src/ui/card.ts';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { showNotImplemented } from '../../src/ui/placeholder.ts';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { PortfolioProps } from './schema.ts';

type Filter = 'all' | PortfolioProps['projects'][number]['category'];

const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'branding', label: 'Branding' },
  { value: 'web', label: 'Web' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'print', label: 'Print' },
];
const labelOf = (value: Filter) => filters.find((filter) => filter.value === value)?.label ?? value;

const filterClass = (active: boolean) =>
  `min-h-11 rounded-full border-2 px-5 font-semibold transition-colors ${
    active ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900'
  }`;

/**
 * Sample projects with a category filter. Filtering happens in place; the pressed button and
 * a polite status line ("Showing 3 projects") tell screen reader users what changed.
 */
export default function Portfolio({ anchor, heading, intro, projects }: PortfolioProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? projects : projects.filter((project) => project.category === filter);

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
            {project.image && <Img image={project.image} sizes={IMAGE_SIZES.third} className="mb-5 aspect-[4/3] w-full rounded-xl bg-sand-50 object-cover" />}
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{labelOf(project.category)}</p>
            <h3 className="mt-1 text-xl font-bold text-navy-900">{project.title}</h3>
            <RichHtml html={project.description} className="mt-2 text-slate-700" />
            {project.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                {project.tags.map((tag, index) => (
                  <li key={index} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-navy-900">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-auto flex gap-3 pt-6">
              <button type="button" className={buttonClass()} onClick={() => showNotImplemented()}>
                View<span className="sr-only"> {project.title}</span>
              </button>
              <button
                type="button"
                aria-label={`Open ${project.title}`}
                className={buttonClass('secondary')}
                onClick={() => showNotImplemented()}
              >
                <Link2 aria-hidden="true" size={20} />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
