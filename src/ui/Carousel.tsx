import { ChevronLeft, ChevronRight } from './icons.ts';
import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

// Two slides a page, matching the two grid columns below.
const PER_VIEW = 2;

const control =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 text-navy-900 transition-colors hover:bg-navy-900 hover:text-white';

/**
 * A rotating carousel after the WAI-ARIA carousel pattern: two slides at a time,
 * advancing by a page every `interval` ms and wrapping to the start. Rotation pauses while the
 * pointer or keyboard focus is inside, never starts with reduced motion (WCAG 2.2.2), and
 * stops for good once the visitor uses the controls; from then on (and whenever it is not
 * rotating) the slide area is a polite live region, so only changes the visitor asked for
 * are announced. Every slide stays in the HTML, so the prerendered page carries all of them.
 */
export function Carousel({
  label,
  itemName,
  slides,
  interval = 7000,
}: {
  label: string;
  /** Plural noun for the control names: "Next testimonials". */
  itemName: string;
  slides: ReactNode[];
  interval?: number;
}) {
  const pageCount = Math.ceil(slides.length / PER_VIEW);
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [driven, setDriven] = useState(false);
  const reduced = usePrefersReducedMotion();
  const slidesId = useId();
  const rotating = !driven && !reduced && pageCount > 1;

  // Keyed on the page, so every change (automatic or not) restarts the full interval.
  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = window.setTimeout(() => setPage((current) => (current + 1) % pageCount), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, hovered, focused, page, pageCount, interval]);

  const go = (step: number) => {
    setDriven(true);
    setPage((current) => (current + step + pageCount) % pageCount);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const pages = Array.from({ length: pageCount }, (_, index) => slides.slice(index * PER_VIEW, (index + 1) * PER_VIEW));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {pageCount > 1 && (
        // Controls come before the slides, as the pattern recommends, so keyboard users meet them first.
        <div className="mb-6 flex items-center justify-end gap-3">
          <button type="button" className={control} aria-controls={slidesId} aria-label={`Previous ${itemName}`} onClick={() => go(-1)}>
            <ChevronLeft size={20} />
          </button>
          <span aria-hidden="true" className="min-w-12 text-center text-sm font-semibold text-slate-700">
            {page + 1} / {pageCount}
          </span>
          <button type="button" className={control} aria-controls={slidesId} aria-label={`Next ${itemName}`} onClick={() => go(1)}>
            <ChevronRight size={20} />
          </button>
        </div>
      )}
      {/* All pages share one grid cell, so the block is as tall as its tallest page and never shifts. */}
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid">
        {pages.map((group, pageIndex) => {
          const current = pageIndex === page;
          return (
            <div
              key={pageIndex}
              inert={!current}
              className={`col-start-1 row-start-1 grid gap-6 transition-[opacity,visibility] duration-500 md:grid-cols-2 ${
                current ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {group.map((slide, offset) => {
                const index = pageIndex * PER_VIEW + offset;
                return (
                  <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
                    {slide}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </section>
  );
}
