// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../test-utils.tsx';
import Portfolio from './Portfolio.tsx';
import type { PortfolioProps } from './schema.ts';

const categories = ['branding', 'web', 'web', 'web', 'mobile', 'mobile', 'branding', 'branding', 'branding'] as const;
const props: PortfolioProps = {
  type: 'portfolio',
  heading: 'Sample projects',
  projects: categories.map((category, index) => ({
    id: `project-${index + 1}`,
    title: `Project ${index + 1}`,
    category,
    description: `<p>About <em>project ${index + 1}</em>.</p>`,
    tags: index === 0 ? ['Logo', 'Signage'] : [],
  })),
};

const filterGroup = () => screen.getByRole('group', { name: 'Filter projects by category' });
const filterButton = (name: string) => within(filterGroup()).getByRole('button', { name });
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
/** The block's own polite status line (the toast region is a status too). */
const announcer = () => screen.getByText(/^Showing \d+ projects?$/);
const pressed = () =>
  within(filterGroup())
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('Portfolio', () => {
  it('offers All, Branding, Web, Mobile and Print, with All pressed and every project shown', () => {
    renderBlock(<Portfolio {...props} />);
    expect(
      within(filterGroup())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Branding', 'Web', 'Mobile', 'Print']);
    expect(pressed()).toEqual(['All']);
    expect(titles()).toHaveLength(9);
    expect(announcer().textContent).toBe('Showing 9 projects');
    expect(announcer().getAttribute('role')).toBe('status');
    expect(announcer().getAttribute('aria-live')).toBe('polite');
  });

  it('filters in place, presses the chosen button and announces the count', async () => {
    const { user } = renderBlock(<Portfolio {...props} />);
    await user.click(filterButton('Web'));
    expect(titles()).toEqual(['Project 2', 'Project 3', 'Project 4']);
    expect(pressed()).toEqual(['Web']);
    expect(filterButton('All').getAttribute('aria-pressed')).toBe('false');
    expect(announcer().textContent).toBe('Showing 3 projects');
    await user.click(filterButton('Print'));
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(announcer().textContent).toBe('Showing 0 projects');
    await user.click(filterButton('All'));
    expect(titles()).toHaveLength(9);
  });

  it('is keyboard operable', async () => {
    const { user } = renderBlock(<Portfolio {...props} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(filterButton('Branding'));
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Project 1', 'Project 7', 'Project 8', 'Project 9']);
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['Web']);
  });

  it('shows each project’s category, rich-text description and tags', () => {
    renderBlock(<Portfolio {...props} />);
    const first = screen.getByRole('heading', { level: 3, name: 'Project 1' }).closest('li')!;
    expect(within(first).getByText('Branding')).toBeTruthy();
    expect(within(first).getByText('project 1').tagName).toBe('EM');
    expect(
      within(within(first).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Logo', 'Signage']);
  });

  it('gives each project a View button that opens a dialog, and a link only where the project has one', () => {
    const linked: PortfolioProps = {
      ...props,
      projects: props.projects.map((project, index) =>
        index === 2 ? { ...project, link: { label: 'Website design service', href: '/services/website-design' } } : project,
      ),
    };
    renderBlock(<Portfolio {...linked} />);
    const views = screen.getAllByRole('button', { name: /^View / });
    expect(views).toHaveLength(9);
    for (const view of views) expect(view.getAttribute('aria-haspopup')).toBe('dialog');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/services/website-design');
    expect(links[0]!.textContent).toBe('Website design service: Project 3');
    expect(links[0]!.closest('li')!.querySelector('h3')!.textContent).toBe('Project 3');
  });

  it('renders no dialog content until a project is opened', () => {
    const { container } = renderBlock(<Portfolio {...props} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    expect(dialog.childElementCount).toBe(0);
  });
});
