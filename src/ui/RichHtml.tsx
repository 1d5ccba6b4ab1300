import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Renders rich text that the build has already sanitised (src/content/sanitize.ts); nothing
 * unsanitised ever reaches this component. Site links inside it navigate without a reload.
 */
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className={`rich-text ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
