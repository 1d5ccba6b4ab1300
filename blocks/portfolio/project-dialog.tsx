import { X } from '../../src/ui/icons.ts';
import { useEffect, useId, useRef } from 'react';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { categoryLabel } from './categories.ts';
import { ProjectLink, Tags } from './project-parts.tsx';
import type { Project } from './schema.ts';

/**
 * One project in a modal dialog: artwork, category, title, description, tags and its link.
 * The native <dialog> keeps focus inside, makes the page behind it inert and closes on Escape;
 * the close button and a click on the backdrop close it too. `onClose` runs however it closes,
 * so the opener can take focus back. The browser fires `close` in a task of its own, after the
 * dialog has closed: a visitor quick enough may have opened it again by then, and that late event
 * must not close what is now open.
 */
export function ProjectDialog({ project, onClose }: { project: Project | undefined; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (project && !element.open) element.showModal();
    if (!project && element.open) element.close();
  }, [project]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // The dialog's own box is only reached through its backdrop: the content fills it.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-0 text-navy-900 shadow-2xl backdrop:bg-navy-900/70"
    >
      {project && (
        <div className="relative">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-navy-900 shadow-md hover:bg-sand-100"
          >
            <X size={22} />
            <span className="sr-only">Close</span>
          </button>
          {project.image && <Img image={project.image} sizes={IMAGE_SIZES.article} className="w-full bg-sand-50" />}
          <div className="p-6 sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{categoryLabel(project.category)}</p>
            <h2 id={titleId} className="mt-1 text-2xl font-bold sm:text-3xl">
              {project.title}
            </h2>
            <RichHtml html={project.description} className="mt-3 text-slate-700" />
            <Tags tags={project.tags} />
            {project.link && (
              <div className="mt-6">
                <ProjectLink project={project} variant="primary" />
              </div>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
