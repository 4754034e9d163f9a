import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { chooseHome, LISTER_SQUARE } from '../test/addressSearch';
import { answerEpcDetails } from '../test/onboardingHandlers';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const expectFocusOn = async (name: string) => {
  const target = await heading(name);
  await waitFor(() => expect(target).toHaveFocus());
};

describe("each wizard step takes the keyboard to its heading, so focus never falls to the page's body", () => {
  it('on Continue and on Back, step after step', async () => {
    server.use(answerEpcDetails());
    const { user } = await chooseHome(LISTER_SQUARE[1]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectFocusOn('Your Contact Details');

    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectFocusOn('Verify your home details');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocusOn('Your Contact Details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocusOn('Find your property');
  });

  it('not on arrival: the page has just opened, and focus starts where the browser puts it', async () => {
    await renderApp('/onboarding');
    expect(await heading('Find your property')).not.toHaveFocus();
  });
});
