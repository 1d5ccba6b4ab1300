import { Section } from '../../src/ui/Section.tsx';
import type { StatementProps } from './schema.ts';

/** One bold line on a full-width navy band: the line is the point, so it is the section's heading. */
export default function Statement({ anchor, eyebrow, text, detail }: StatementProps) {
  return (
    <Section anchor={anchor} tone="navy">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-sand-200">{eyebrow}</p>}
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">{text}</h2>
        {detail && <p className="mt-4 text-lg text-slate-200">{detail}</p>}
      </div>
    </Section>
  );
}
