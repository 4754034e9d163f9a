import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { VISIT_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { advance, fakeClockUser, installFakeClock } from './test/fakeClock';
import { THERMY_BENEFITS } from './ThermyPopup';

const POPUP = "Hi, I'm Thermy!";

async function arriveHomeAndWait() {
  const view = await renderApp('/');
  await advance(2000);
  return { ...view, user: fakeClockUser() };
}

describe('Thermy welcome popup', () => {
  beforeEach(installFakeClock);
  afterEach(() => {
    jest.useRealTimers();
  });

  it('greets 2 s after arriving home, with the three benefits', async () => {
    await renderApp('/');
    await advance(1999);
    expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument();
    await advance(1);
    const popup = await screen.findByRole('dialog', { name: POPUP });
    expect(within(popup).getByText('Your free home energy assistant.')).toBeInTheDocument();
    expect(within(popup).getByText('Here 24/7, I can help with:')).toBeInTheDocument();
    for (const benefit of THERMY_BENEFITS) expect(within(popup).getByText(benefit)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(VISIT_KEYS.thermyWelcomeShown)).toBe('true');
  });

  it('shows once per browser session', async () => {
    const { user, unmount } = await arriveHomeAndWait();
    await user.click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    await renderApp('/');
    await advance(10_000);
    expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument();
  });

  it('is not flagged when the visitor leaves within 2 s', async () => {
    const { unmount } = await renderApp('/');
    await advance(1000);
    unmount();
    expect(window.sessionStorage.getItem(VISIT_KEYS.thermyWelcomeShown)).toBeNull();
  });

  it("'Chat with me now' goes to the assistant", async () => {
    const { user } = await arriveHomeAndWait();
    await user.click(await screen.findByRole('button', { name: 'Chat with me now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ask-thermy');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the close button closes it and stays on the home page', async () => {
    const { user } = await arriveHomeAndWait();
    const popup = await screen.findByRole('dialog', { name: POPUP });
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('waits while the consent dialog is open', async () => {
    await renderApp('/');
    await advance(1000);
    await fakeClockUser().click(screen.getAllByRole('button', { name: 'Start Your Plan' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Privacy & Data Use' })).toBeInTheDocument();
    await advance(5000);
    expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(VISIT_KEYS.thermyWelcomeShown)).toBeNull();
  });

  it('shows once per session across the home page and the plan screen\'s Welcome state, however often they are visited', async () => {
    const { user, unmount } = await arriveHomeAndWait();
    await user.click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    for (const path of ['/plan', '/', '/plan']) {
      const visit = await renderApp(path);
      await advance(5000);
      expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument();
      visit.unmount();
    }
  });

  it('never opens while a form field is in use, and opens once it is left', async () => {
    await renderApp('/');
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Postcode');
    document.body.append(field);
    field.focus();
    await advance(5000);
    expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(VISIT_KEYS.thermyWelcomeShown)).toBeNull();

    field.blur();
    await advance(500);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
    field.remove();
  });
});
