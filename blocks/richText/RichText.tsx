import { Actions } from '../../src/ui/Button.tsx';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { RichHtml } from '../../src/ui/RichHtml.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { RichTextProps } from './schema.ts';

/** Prose with an optional illustration beside it; on narrow screens the image follows the text. */
export default function RichText({ anchor, eyebrow, heading, body, image, imageSide, actions }: RichTextProps) {
  return (
    <Section anchor={anchor} eyebrow={eyebrow} heading={heading}>
      <div className={image ? 'grid items-center gap-10 lg:grid-cols-2' : 'max-w-3xl'}>
        <div>
          <RichHtml html={body} className="text-lg text-slate-700" />
          <Actions actions={actions} className="mt-8" />
        </div>
        {image && <Img image={image} sizes={IMAGE_SIZES.halfFromLg} className={`w-full rounded-2xl ${imageSide === 'left' ? 'lg:order-first' : ''}`} />}
      </div>
    </Section>
  );
}
