import { settings } from '../../src/ui/site-settings.ts';
import { formatDate } from '../../src/ui/date.ts';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import { toast } from '../../src/ui/toast.ts';
import type { Post } from './schema.ts';
import { COMING_SOON } from './words.ts';

// The title's link or button stretches over the whole card, so a click anywhere opens it
// while keyboard and screen reader users meet one control with the title as its name.
const stretched = 'text-left after:absolute after:inset-0 after:rounded-2xl';

const comingSoon = () => toast({ title: settings.notBuiltYet.postComingSoonTitle, description: settings.notBuiltYet.postComingSoonText, duration: 3000 });

/** A post on the blog index: a link to its article, or a "coming soon" button for an announced post. */
export function PostCard({ post, priority }: { post: Post; priority: boolean }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Img image={post.image} priority={priority} sizes={IMAGE_SIZES.masonry} className="w-full bg-sand-50" />
      <div className="flex flex-col p-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{post.category}</p>
        <h2 className="mt-2 text-xl font-bold text-navy-900">
          {post.slug ? (
            <SiteOrExternalLink href={post.slug} className={`${stretched} hover:underline`}>
              {post.title}
            </SiteOrExternalLink>
          ) : (
            <button type="button" onClick={comingSoon} className={stretched}>
              {post.title}
            </button>
          )}
        </h2>
        <p className="mt-3 text-slate-700">{post.summary}</p>
        <p className="mt-4 text-sm text-slate-700">{post.published ? <time dateTime={post.published}>{formatDate(post.published)}</time> : COMING_SOON}</p>
      </div>
    </article>
  );
}
