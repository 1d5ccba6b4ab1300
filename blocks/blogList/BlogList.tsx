import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '../../src/shared/route-match.ts';
import { isStaticRoute } from '../../src/ui/route-table.ts';
import { Pagination } from './pagination.tsx';
import { PostCard } from './post-card.tsx';
import type { BlogListProps } from './schema.ts';
import { useMasonry } from './use-masonry.ts';
import { ALL_CATEGORIES, NO_POSTS } from './words.ts';

export const BLOG = '/blog';
export const PAGE_SIZE = 9;
const ALL = 'all';

// The prerendered HTML knows the path but not the query string: the category is read from
// the URL only once hydration is over, so the first client render matches the server's.
const subscribeNever = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * "/blog" → 1, "/blog/2" → 2. Anything else is not a page (NaN), numbers included: -2, 0,
 * 1.5, +3, 1e1 and 02 all send the visitor to page 1, so each page has one address.
 */
function pageFromPath(pathname: string): number {
  const rest = normalizePath(pathname).slice(BLOG.length + 1);
  return rest === '' ? 1 : /^[1-9]\d*$/.test(rest) ? Number(rest) : NaN;
}

/** Whether a URL shows the list: /blog, or /blog/<segment> when no page (an article) owns that path. */
function isListPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  const segment = path.slice(BLOG.length + 1);
  return path === BLOG || (path.startsWith(`${BLOG}/`) && !segment.includes('/') && !isStaticRoute(path));
}

export const withCategory = (path: string, category: string) => (category === ALL ? path : `${path}?${new URLSearchParams({ category })}`);

/**
 * The blog index. The page number comes from the path and the category from ?category=, so
 * both survive the page change (which remounts the block) and can be shared as a link.
 */
export default function BlogList({ anchor, heading, intro, posts, categories }: BlogListProps) {
  const location = useLocation();
  // After a click to an article, the page host keeps this block on screen under the new URL
  // until the article has loaded: the list keeps showing (and acting on) its own last URL.
  const [own, setOwn] = useState(location);
  if (location.key !== own.key && isListPath(location.pathname)) setOwn(location);
  const { pathname, search } = own;
  const navigate = useNavigate();
  const selectId = useId();
  const category = (useHydrated() && new URLSearchParams(search).get('category')) || ALL;

  const shown = category === ALL ? posts : posts.filter((post) => post.category === category);
  const pageCount = Math.ceil(shown.length / PAGE_SIZE);
  const requested = pageFromPath(pathname);
  const invalid = !(requested >= 1) || (pageCount > 0 && requested > pageCount);
  // While the redirect is pending, show the page it leads to.
  const page = invalid ? 1 : requested;
  const firstPath = withCategory(`${BLOG}/1`, category);
  const pagePosts = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const grid = useRef<HTMLUListElement>(null);
  useMasonry(grid, pagePosts.map((post) => post.slug ?? post.title).join('\n'));

  useEffect(() => {
    if (invalid) void navigate(firstPath, { replace: true });
  }, [invalid, firstPath, navigate]);

  const onCategory = (event: ChangeEvent<HTMLSelectElement>) => {
    // Page 1 of the new category; the bare /blog stays /blog.
    void navigate(withCategory(normalizePath(pathname) === BLOG ? BLOG : `${BLOG}/1`, event.target.value));
  };
  // A category that no post has (an old link, say) is still shown as the current choice.
  const options = category === ALL || categories.includes(category) ? categories : [...categories, category];

  return (
    <section id={anchor} className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl">{heading}</h1>
          {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
        </header>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className="font-semibold text-navy-900">
            Category
          </label>
          <select
            id={selectId}
            value={category}
            onChange={onCategory}
            className="min-h-11 rounded-lg border-2 border-slate-300 bg-white px-3 text-navy-900 hover:border-navy-900"
          >
            <option value={ALL}>{ALL_CATEGORIES}</option>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <p role="status" className="text-slate-700">
            {shown.length} {shown.length === 1 ? 'post' : 'posts'}
            {category === ALL ? '' : ` in ${category}`}
          </p>
        </div>
        {shown.length === 0 ? (
          <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-10 text-center">
            <h2 className="text-2xl font-bold text-navy-900">{NO_POSTS.heading}</h2>
            <p className="mt-2 text-slate-700">{NO_POSTS.text}</p>
          </div>
        ) : (
          <ul ref={grid} className="blog-masonry mt-10">
            {pagePosts.map((post, index) => (
              <li key={post.slug ?? post.title}>
                <PostCard post={post} priority={page === 1 && index === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} href={(number) => withCategory(`${BLOG}/${number}`, category)} />
      </div>
    </section>
  );
}
