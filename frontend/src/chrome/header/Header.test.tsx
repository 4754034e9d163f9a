import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

const LINKS = [
  ['Home', '/'],
  ['Energy Plan', '/plan'],
  ['About', '/about'],
  ['Partners', '/partners'],
  ['Contact Us', '/contact'],
] as const;

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('header', () => {
  it('links to the five sections in order', async () => {
    await renderApp('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS.map(([n, h]) => [n, h]));
  });

  it('has a logo that leads home', async () => {
    await renderApp('/about');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Warmwise home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/contact', 'Contact Us'],
    ['/plan', 'Energy Plan'],
    ['/energy-plan', 'Energy Plan'],
    ['/my-plan', 'Energy Plan'],
  ])('marks the current page on %s', async (path, current) => {
    await renderApp(path);
    const active = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(active.map((link) => link.textContent)).toEqual([current]);
  });

  it('highlights nothing on pages outside the navigation', async () => {
    await renderApp('/onboarding');
    for (const link of within(mainNav()).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('moves the highlight when the visitor navigates', async () => {
    const { user } = await renderApp('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Partners' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/partners');
    expect(within(mainNav()).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('mobile menu', () => {
  it('opens from its toggle and closes when a link is chosen', async () => {
    const { user } = await renderApp('/');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'About' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from its toggle and from Escape', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
