import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { buildAddress } from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { arriveWith, CHOSEN_HOME } from '../test/wizardState';

const OTHER_HOME = buildAddress({ id: 'addr-9', address: '9 Other Road, Leeds', postcode: 'LS1 4AP' });
const propertyLine = () => screen.getByText('Your property:');

describe("the wizard's confirmed state", () => {
  it('is read from storage once, when the wizard opens: a reload picks up what was stored since', async () => {
    arriveWith();
    const view = await renderApp('/onboarding?step=email');
    expect(propertyLine()).toHaveTextContent(CHOSEN_HOME.address);

    // Written behind the wizard's back; typing re-renders the step, which still shows its own home.
    arriveWith({ home: OTHER_HOME });
    await view.user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'x');
    expect(propertyLine()).toHaveTextContent(CHOSEN_HOME.address);

    view.unmount();
    await renderApp('/onboarding?step=email');
    expect(propertyLine()).toHaveTextContent(OTHER_HOME.address);
  });
});
