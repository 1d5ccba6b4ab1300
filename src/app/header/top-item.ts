/**
 * Look of a top-level entry of the desktop bar (a dropdown trigger or a plain link). The
 * section of the current page is highlighted: brand colour plus an underline, so it is not
 * told by colour alone.
 */
export const topItemClass = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold transition-colors hover:text-brand-700 ${
    active ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-navy-900'
  }`;
