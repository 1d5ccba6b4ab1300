import { useId } from 'react';
import { Actions } from '../../src/ui/Button.tsx';
import { CheckList } from '../../src/ui/CheckList.tsx';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import type { HeroProps } from './schema.ts';

/**
 * The page's opening and its only h1. It is above the fold, so it is deliberately not
 * animated: the prerendered HTML is the first paint, and the image loads first.
 */
export default function Hero({ anchor, eyebrow, heading, lead, actions, image, points }: HeroProps) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24 ${image ? 'lg:grid-cols-2' : ''}`}>
        <div className={image ? '' : 'max-w-3xl'}>
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-sand-200">{eyebrow}</p>}
          <h1 id={headingId} className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          {lead && <p className="mt-6 text-lg text-slate-200 sm:text-xl">{lead}</p>}
          <Actions actions={actions} onDark className="mt-8" />
          <CheckList items={points} onDark className="mt-8 grid gap-3 text-slate-100 sm:grid-cols-2" />
        </div>
        {image && <Img image={image} priority sizes={IMAGE_SIZES.halfFromLg} className="w-full rounded-2xl" />}
      </div>
    </section>
  );
}
