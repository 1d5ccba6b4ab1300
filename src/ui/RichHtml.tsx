/**
 * Renders rich text that the build has already sanitised (src/content/sanitize.ts); nothing
 * unsanitised ever reaches this component. Site links inside it navigate without a reload
 * through the page's shared link handling (useSiteLinks).
 */
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
