import { ExternalLink } from '../../src/ui/icons.ts';
import { buttonClass } from '../../src/ui/Button.tsx';
import { cardClass } from '../../src/ui/card.ts';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { showNotImplementedToast } from '../../src/ui/not-implemented-toast.ts';
import { Section } from '../../src/ui/Section.tsx';
import { SiteOrExternalLink } from '../../src/ui/SiteOrExternalLink.tsx';
import type { WorkExamplesProps } from './schema.ts';

/**
 * Client sites with a screenshot. With a link the button opens the live site in a new tab;
 * without one it shows a toast whose words come from the site settings ("Case study coming soon").
 */
export default function WorkExamples({ anchor, heading, intro, buttonLabel, items }: WorkExamplesProps) {
  return (
    <Section anchor={anchor} heading={heading} intro={intro}>
      <Reveal as="ul" className="grid gap-8 md:grid-cols-2">
        {items.map((item, index) => {
          // The hidden title tells apart the otherwise identical buttons.
          const label = (
            <>
              {buttonLabel}
              <span className="sr-only">: {item.title}</span>
            </>
          );
          return (
            <RevealItem as="li" key={index} index={index} className={cardClass('h-full overflow-hidden p-0')}>
              {/* Shown whole at its own proportions: a screenshot is never cropped. */}
              <Img image={item.image} sizes={IMAGE_SIZES.halfFromMd} className="w-full border-b border-slate-200 bg-sand-50" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-navy-900">{item.title}</h3>
                <p className="mt-2 mb-6 text-slate-700">{item.description}</p>
                {item.link ? (
                  <SiteOrExternalLink href={item.link} className={`${buttonClass()} mt-auto self-start`}>
                    {label}
                    <ExternalLink size={18} />
                  </SiteOrExternalLink>
                ) : (
                  <button
                    type="button"
                    className={`${buttonClass()} mt-auto self-start`}
                    onClick={() => showNotImplementedToast(`You clicked on: ${item.title}`)}
                  >
                    {label}
                  </button>
                )}
              </div>
            </RevealItem>
          );
        })}
      </Reveal>
    </Section>
  );
}
