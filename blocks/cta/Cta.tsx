import { Actions } from '../../src/ui/Button.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { CtaProps } from './schema.ts';

/** A call to action: a navy band (brand) or a pale sand panel (light), centred. */
export default function Cta({ anchor, heading, body, actions, tone }: CtaProps) {
  const brand = tone === 'brand';
  return (
    <Section anchor={anchor} tone={brand ? 'navy' : 'sand'} heading={heading} intro={body} center>
      <Actions actions={actions} onDark={brand} className="justify-center" />
    </Section>
  );
}
