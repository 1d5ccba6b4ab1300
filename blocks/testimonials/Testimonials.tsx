import { Quote } from '../../src/ui/icons.ts';
import type { Testimonial } from '../../src/shared/collections.ts';
import { cardClass } from '../../src/ui/card.ts';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { TestimonialsProps } from './schema.ts';

function TestimonialFigure({ quote, author, role }: Testimonial) {
  return (
    <figure className={cardClass('h-full')}>
      <Quote size={32} className="mb-4 text-brand-600" />
      <blockquote className="flex-1 text-lg text-slate-800">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-200 pt-4">
        <span className="block font-bold text-navy-900">{author}</span>
        <span className="sr-only">, </span>
        <span className="block text-sm text-slate-600">{role}</span>
      </figcaption>
    </figure>
  );
}

const gridColumns = (count: number) => (count === 1 ? 'max-w-3xl' : count === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3');

/** Client quotes: all at once in a grid, or two at a time in a rotating carousel. */
export default function Testimonials({ anchor, eyebrow, heading, intro, layout, items }: TestimonialsProps) {
  return (
    <Section anchor={anchor} tone="sand" eyebrow={eyebrow} heading={heading} intro={intro}>
      {layout === 'carousel' ? (
        <Carousel
          label="Testimonial slides"
          itemName="testimonials"
          slides={items.map((item) => (
            <TestimonialFigure {...item} />
          ))}
        />
      ) : (
        <Reveal as="ul" className={`grid gap-6 ${gridColumns(items.length)}`}>
          {items.map((item, index) => (
            <RevealItem as="li" key={index} index={index}>
              <TestimonialFigure {...item} />
            </RevealItem>
          ))}
        </Reveal>
      )}
    </Section>
  );
}
