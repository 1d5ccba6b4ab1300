import { cardClass } from '../../src/ui/card.ts';
import { IMAGE_SIZES, Img } from '../../src/ui/Img.tsx';
import { Reveal, RevealItem } from '../../src/ui/reveal.tsx';
import { Section } from '../../src/ui/Section.tsx';
import type { TeamProps } from './schema.ts';

type Member = TeamProps['members'][number];

function MemberCard({ member, large, index }: { member: Member; large: boolean; index: number }) {
  return (
    <RevealItem as="li" index={index} className={cardClass(large ? 'h-full gap-6 sm:flex-row sm:items-start' : 'h-full items-center text-center')}>
      <Img
        image={member.image}
        sizes={large ? IMAGE_SIZES.leader : IMAGE_SIZES.member}
        className={`rounded-2xl bg-sand-100 object-cover ${large ? 'aspect-square w-full sm:w-48' : 'aspect-square w-40'}`}
      />
      <div className={large ? '' : 'mt-4'}>
        <h3 className={`font-bold text-navy-900 ${large ? 'text-2xl' : 'text-xl'}`}>{member.name}</h3>
        <p className="mt-1 font-semibold text-brand-700">{member.title}</p>
        {member.bio && <p className="mt-3 text-slate-700">{member.bio}</p>}
      </div>
    </RevealItem>
  );
}

/** Leaders first in large cards (whatever their order in the YAML), then everyone else. */
export default function Team({ anchor, heading, intro, members }: TeamProps) {
  const leaders = members.filter((member) => member.leader);
  const others = members.filter((member) => !member.leader);
  return (
    <Section anchor={anchor} heading={heading} intro={intro}>
      {leaders.length > 0 && (
        <Reveal as="ul" className="grid gap-6 lg:grid-cols-2">
          {leaders.map((member, index) => (
            <MemberCard key={index} index={index} member={member} large />
          ))}
        </Reveal>
      )}
      {others.length > 0 && (
        <Reveal as="ul" className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${leaders.length > 0 ? 'mt-6' : ''}`}>
          {others.map((member, index) => (
            <MemberCard key={index} index={index} member={member} large={false} />
          ))}
        </Reveal>
      )}
    </Section>
  );
}
