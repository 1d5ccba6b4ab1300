import { Download } from '../../src/ui/icons.ts';
import { buttonClass } from '../../src/ui/Button.tsx';
import { cardClass } from '../../src/ui/card.ts';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { ImageGalleryProps } from './schema.ts';

export const fileName = (src: string) => src.slice(src.lastIndexOf('/') + 1);

/** Every image of the site (derived at build time), each with a link that downloads the file. */
export default function ImageGallery({ anchor, heading, intro, downloadLabel, images }: ImageGalleryProps) {
  return (
    <Section anchor={anchor} heading={heading} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image) => (
          <li key={image.src} className={cardClass('h-full')}>
            <figure className="flex flex-1 flex-col">
              <Img image={image} sizes={IMAGE_SIZES.third} className="aspect-[4/3] w-full rounded-xl bg-sand-50 object-contain" />
              <figcaption className="mt-4 break-all font-mono text-sm text-slate-700">{fileName(image.src)}</figcaption>
            </figure>
            <a href={image.src} download={fileName(image.src)} className={`mt-4 self-start ${buttonClass('secondary')}`}>
              <Download size={18} />
              {downloadLabel}
              <span className="sr-only">: {fileName(image.src)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
