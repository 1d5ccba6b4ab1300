import { blocksOf, heading, image, sectionHead, text, type BlockMarkdown } from '../markdown.ts';
import type { TeamProps } from './schema.ts';

/** Each person as a heading (an h3 on the page) above their title, bio and portrait; leaders first, as on the page. */
const teamMarkdown: BlockMarkdown<TeamProps> = (team, context) =>
  blocksOf(
    sectionHead(team),
    ...[...team.members.filter((member) => member.leader), ...team.members.filter((member) => !member.leader)].map((member) =>
      blocksOf(heading(3, member.name), text(member.title), member.bio && text(member.bio), image(member.image, context)),
    ),
  );

export default teamMarkdown;
