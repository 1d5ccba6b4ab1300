import { buttonClass } from '../../src/ui/Button.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import type { Project } from './schema.ts';

/** A project's tags, shown on its card and in its dialog. */
export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
      {tags.map((tag, index) => (
        <li key={index} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-navy-900">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A project's own link; the hidden title tells apart links with the same words on other cards. */
export function ProjectLink({ project, variant }: { project: Project; variant: 'primary' | 'secondary' }) {
  if (!project.link) return null;
  return (
    <SiteOrExternalLink href={project.link.href} className={buttonClass(variant)}>
      {project.link.label}
      <span className="sr-only">: {project.title}</span>
    </SiteOrExternalLink>
  );
}
