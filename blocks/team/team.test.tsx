// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image, renderBlock } from '../test-utils.tsx';
import type { TeamProps } from './schema.ts';
import Team from './Team.tsx';

const member = (name: string, leader = false) => ({
  name,
  title: `${name}'s title`,
  image: image(`/images/${name.toLowerCase()}.svg`, `Portrait of ${name}`),
  bio: leader ? `${name} leads the firm.` : undefined,
  leader,
});
const props: TeamProps = {
  type: 'team',
  heading: 'Our leadership team',
  members: [member('Avery'), member('Morgan', true), member('Jordan'), member('Casey', true), member('Riley')],
};

describe('Team', () => {
  it('shows the leaders first, whatever their order in the YAML, then everyone else', () => {
    renderBlock(<Team {...props} />);
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Morgan', 'Casey', 'Avery', 'Jordan', 'Riley']);
  });

  it('puts leaders and the rest in two lists, leaders with their bio', () => {
    renderBlock(<Team {...props} />);
    const [leaders, others] = screen.getAllByRole('list');
    expect(within(leaders!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(others!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(leaders!).getByText('Morgan leads the firm.')).toBeTruthy();
    expect(screen.getByText("Jordan's title")).toBeTruthy();
  });

  it('shows a lazily loaded portrait with alt text and size for everyone', () => {
    renderBlock(<Team {...props} />);
    const portraits = screen.getAllByRole('img');
    expect(portraits).toHaveLength(5);
    for (const portrait of portraits) {
      expect(portrait.getAttribute('alt')).toMatch(/^Portrait of /);
      expect(portrait.getAttribute('loading')).toBe('lazy');
      expect(portrait.getAttribute('width')).toBe('800');
    }
  });

  it('copes with a team without leaders', () => {
    renderBlock(<Team {...props} members={[member('Avery'), member('Riley')]} />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
