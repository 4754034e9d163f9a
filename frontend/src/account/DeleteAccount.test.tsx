import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { answerDeleteAccount, chooseMenuItem, failDeleteAccount, SIGNED_IN_EMAIL, signedInAs } from './test/accountHandlers';


function rememberPlan() {
  window.sessionStorage.setItem(SESSION_KEYS.energyPlan, '{"version":1}');
  window.sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'prop-1');
  window.localStorage.setItem(LOCAL_KEYS.propertyData, '{}');
}

/** Signed in on /about, the menu's 'Delete My Account' chosen: the confirmation is open. */
async function askToDelete() {
  server.use(signedInAs());
  const view = await renderApp('/about');
  const header = screen.getByRole('banner');
  await view.user.click(await within(header).findByRole('button', { name: `Account menu for ${SIGNED_IN_EMAIL}` }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  await chooseMenuItem(view.user, within(menu).getByRole('menuitem', { name: 'Delete My Account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { ...view, dialog };
}

describe('Delete My Account', () => {
  it('says what will be deleted, and Cancel deletes nothing', async () => {
    const calls: string[] = [];
    server.use(answerDeleteAccount(calls));
    const { user, dialog } = await askToDelete();
    expect(dialog).toHaveTextContent('your account: e-mail address and password');
    expect(dialog).toHaveTextContent('the homes you saved and their energy plans');
    expect(dialog).toHaveTextContent('It cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('deletes the account, forgets the stored plan and lands signed out on the home page', async () => {
    rememberPlan();
    const calls: string[] = [];
    server.use(answerDeleteAccount(calls));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account and everything saved with it have been deleted.')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.propertyData)).toBeNull();
  });

  it('shows the server’s message and keeps everything when the server refuses', async () => {
    rememberPlan();
    server.use(failDeleteAccount(503, 'The service is busy. Try again in a minute.'));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(await screen.findByText('Could not delete your account')).toBeInTheDocument();
    expect(screen.getByText('The service is busy. Try again in a minute.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBe('prop-1');
    // The confirmation stays open to try again, and the visitor is still signed in behind it.
    expect(within(dialog).getByRole('button', { name: 'Delete My Account' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: `Account menu for ${SIGNED_IN_EMAIL}` })).toBeInTheDocument();
  });

  it('falls back to its own words when the answer is not the server’s JSON', async () => {
    server.use(failDeleteAccount(502));
    const { user, dialog } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Could not delete your account')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
