import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { advance, fakeClockUser, installFakeClock } from '../../thermy/test/fakeClock';
import { TOOLTIP_OPEN_DELAY_MS } from '../tooltip/skipDelay';
import { ASK_THERMY_TOOLTIP } from './AskThermyButton';

const POPUP = "Hi, I'm Thermy!";
const askThermy = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Ask Thermy' });

describe('the header Ask Thermy button', () => {
  it('opens the Thermy popup on the current page', async () => {
    const { user } = await renderApp('/about');
    expect(askThermy()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(askThermy());
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
  });

  it("leads to the assistant through the popup's 'Chat with me now'", async () => {
    const { user } = await renderApp('/about');
    await user.click(askThermy());
    await user.click(await screen.findByRole('button', { name: 'Chat with me now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ask-thermy');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument());
  });

  it('opens again after Maybe later', async () => {
    const { user } = await renderApp('/about');
    await user.click(askThermy());
    await user.click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: POPUP })).not.toBeInTheDocument());
    await user.click(askThermy());
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
  });

  it('closes the mobile menu as the popup opens', async () => {
    const { user } = await renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.click(askThermy());
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('has a tooltip on hover, after the open delay', async () => {
    installFakeClock();
    try {
      const user = fakeClockUser();
      await renderApp('/about');
      await user.hover(askThermy());
      await advance(TOOLTIP_OPEN_DELAY_MS);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(ASK_THERMY_TOOLTIP);
    } finally {
      jest.useRealTimers();
    }
  });
});
