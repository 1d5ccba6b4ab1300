// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from 'virtual:content';
import { image, renderBlock } from '../test-utils.tsx';
import type { WorkExamplesProps } from './schema.ts';
import WorkExamples from './WorkExamples.tsx';

const props: WorkExamplesProps = {
  type: 'workExamples',
  heading: 'Recent work',
  buttonLabel: 'View Home Page',
  items: [
    {
      title: 'Prairie Ridge Homes',
      description: 'A builder site.',
      image: image('/images/work/cimarron-bend-homes.svg', 'Prairie Ridge home page'),
      link: 'https://prairie.example.com',
    },
    { title: 'Redbud Remodeling', description: 'A remodeler site.', image: image('/images/work/redbud-hollow-remodeling.svg', 'Redbud home page') },
    {
      title: 'Summit Roofing',
      description: 'A roofer site.',
      image: image('/images/work/ironwood-roofing-exteriors.svg', 'Summit home page'),
      link: 'https://summit.example.com',
    },
    { title: 'Cedar Creek HBA', description: 'An association site.', image: image('/images/work/harlan-creek-builders.svg', 'Cedar Creek home page') },
  ],
};

describe('WorkExamples', () => {
  it('shows every example with its screenshot (lazy), title and description', () => {
    renderBlock(<WorkExamples {...props} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(props.items.map((item) => item.title));
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByText('A roofer site.')).toBeTruthy();
  });

  it('links the client site when the example has a link', () => {
    renderBlock(<WorkExamples {...props} />);
    const links = screen.getAllByRole('link', { name: /^View Home Page/ });
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('https://prairie.example.com');
    expect(links[0]!.textContent).toContain('Prairie Ridge Homes');
  });

  it('shows the not-built-yet toast naming the example when it has no link', async () => {
    const { user } = renderBlock(<WorkExamples {...props} />);
    const buttons = screen.getAllByRole('button', { name: /^View Home Page/ });
    expect(buttons).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Redbud Remodeling/ }));
    const toast = (await screen.findByText('You clicked on: Redbud Remodeling')).parentElement!;
    expect(within(toast).getByText(settings.notBuiltYet.notImplemented)).toBeTruthy();
    expect(toast.closest('[role="status"]')).not.toBeNull();
  });

  it('uses the block’s button label', () => {
    renderBlock(<WorkExamples {...props} buttonLabel="Visit Site" />);
    expect(screen.getAllByRole('link', { name: /^Visit Site/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Visit Site/ })).toHaveLength(2);
  });
});
