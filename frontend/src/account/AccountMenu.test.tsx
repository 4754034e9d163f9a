import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { SIGNED_IN_EMAIL, signedInAs } from './test/accountHandlers';

// The sign-in state is cached for 5 minutes across screens; each test starts from the server's answer.

const header = () => screen.getByRole('banner');
const mobileMenu = () => screen.getByRole('navigation', { name: 'Mobile' });
const accountButton = (scope: HTMLElement = header()) => within(scope).findByRole('button', { name: `Account menu for ${SIGNED_IN_EMAIL}` });

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Follows full-page links the way a browser would, without jsdom trying to leave the page. */
function catchFullPageNavigation(): string[] {
  const followed: string[] = [];
  const listener = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest('a');
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    followed.push(link.getAttribute('href') ?? '');
  };
  document.addEventListener('click', listener);
  return followed;
}

describe('account menu, signed out', () => {
  it('offers Sign In, leading to /auth', async () => {
    await renderApp('/about');
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(header()).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('offers Sign In in the mobile menu, which closes when it is chosen', async () => {
    const { user } = await renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await within(mobileMenu()).findByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('account menu, signed in', () => {
  it('shows the e-mail and the four account actions', async () => {
    server.use(signedInAs());
    const { user } = await renderApp('/about');
    const button = await accountButton();
    expect(button).toHaveTextContent(SIGNED_IN_EMAIL);
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Energy Plan',
      'Download My Data',
      'Delete My Account',
      'Sign Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My Energy Plan' })).toHaveAttribute('href', '/my-plan');
    const download = within(menu).getByRole('menuitem', { name: 'Download My Data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
  });

  it('opens, moves and closes with the keyboard, giving focus back to its button', async () => {
    server.use(signedInAs());
    const { user } = await renderApp('/about');
    const button = await accountButton();
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    expect(within(menu).getByRole('menuitem', { name: 'My Energy Plan' })).toHaveAttribute('data-highlighted');

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Download My Data' })).toHaveAttribute('data-highlighted');
    // The menu keeps focus on itself one animation frame after each move; no person presses
    // Escape sooner than that, but a test could, and would see that late focus win.
    await nextFrame();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('signs out by full-page navigation to /api/logout after forgetting the stored plan', async () => {
    server.use(signedInAs());
    window.sessionStorage.setItem(SESSION_KEYS.energyPlan, '{"version":1}');
    window.sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'prop-1');
    window.localStorage.setItem(LOCAL_KEYS.propertyData, '{}');
    const followed = catchFullPageNavigation();
    const { user } = await renderApp('/about');
    await user.click(await accountButton());
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));

    expect(followed).toEqual(['/api/logout']);
    expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.propertyData)).toBeNull();
  });

  it('works inside the mobile menu, where Escape closes only the account menu', async () => {
    server.use(signedInAs());
    const { user } = await renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = await accountButton(mobileMenu());
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(mobileMenu()).toBeInTheDocument();
  });
});
