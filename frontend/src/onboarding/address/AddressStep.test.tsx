import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { SESSION_KEYS } from '../../storage/keys';
import { answerAddressLookup, buildAddresses } from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails } from '../test/onboardingHandlers';

const HOMES = ['10 Lister Square, Edinburgh', '12 Lister Square, Edinburgh', 'Flat 1, 14 Lister Square, Edinburgh'];

async function searchFor(postcode: string, answer = answerAddressLookup({ addresses: buildAddresses(HOMES) })) {
  server.use(answer);
  const view = await renderApp('/onboarding');
  if (postcode) await view.user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  return view;
}

describe('Address step: postcode form', () => {
  it.each([
    ['', 'Please enter a postcode'],
    ['   ', 'Please enter a postcode'],
    ['SW1A 1A', 'Please enter a valid UK postcode'],
    ['12345', 'Please enter a valid UK postcode'],
  ])('rejects %p with %p and sends nothing', async (postcode, message) => {
    const calls: string[] = [];
    const { user } = await searchFor(postcode, answerAddressLookup({ addresses: buildAddresses(HOMES) }, calls));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'E');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('reads Searching... while the lookup runs, then lists the homes', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    server.use(
      graphql.query('AddressLookup', async () => {
        await gate;
        return undefined; // fall through to the next handler, which answers
      }),
      answerAddressLookup({ addresses: buildAddresses(HOMES) }, calls),
    );
    const { user } = await renderApp('/onboarding');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'eh39gl');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('button', { name: 'Searching...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Showing addresses for')).toHaveTextContent('Showing addresses for EH3 9GL');
    expect(calls).toEqual(['EH3 9GL']);
  });
});

describe('Address step: results', () => {
  it('shows the homes, their count and an info toast', async () => {
    await searchFor('EH3 9GL');
    const list = await screen.findByRole('group', { name: 'Choose your address' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(HOMES);
    expect(screen.getByText('3 properties found')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'House Name or Number' })).toHaveAttribute('placeholder', expect.stringMatching(/^Start typing/));
    expect(await screen.findByText('Address data retrieved')).toBeInTheDocument();
    expect(screen.getByText('Found 3 properties in this area.')).toBeInTheDocument();
  });

  it("prefers the server's message in the toast", async () => {
    await searchFor('EH3 9GL', answerAddressLookup({ addresses: buildAddresses(HOMES), message: 'Found 3 addresses from the EPC register' }));
    expect(await screen.findByText('Found 3 addresses from the EPC register')).toBeInTheDocument();
  });

  it('filters by house name or number, with an empty state when nothing matches', async () => {
    const { user } = await searchFor('EH3 9GL');
    const filter = await screen.findByRole('textbox', { name: 'House Name or Number' });

    await user.type(filter, '12');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('li')?.textContent)).toEqual([HOMES[1]]);
    expect(screen.getByText('1 of 3 properties')).toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'flat 1 14');
    expect(screen.getByRole('radio', { name: HOMES[2] })).toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, '99');
    expect(screen.getByText('No addresses match your filter')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('asks the visitor to start typing when the postcode holds a long list', async () => {
    const many = Array.from({ length: 31 }, (_, i) => `Flat ${i + 1}, Tower House, Edinburgh`);
    const { user } = await searchFor('EH3 9GL', answerAddressLookup({ addresses: buildAddresses(many) }));
    expect(await screen.findByText('Start typing to filter addresses')).toBeInTheDocument();
    expect(screen.getByText('31 properties found')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'House Name or Number' }), 'Flat 30');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Flat 30, Tower House, Edinburgh' })).toBeInTheDocument();
  });

  it('enables Continue once a home is chosen, and saves it for the next steps', async () => {
    // Continue starts the EPC details look-up for the chosen home (the Home profile step reads it).
    server.use(answerEpcDetails());
    const { user } = await searchFor('EH3 9GL');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(await screen.findByRole('radio', { name: HOMES[1] }));
    expect(screen.getByRole('radio', { name: HOMES[1] })).toBeChecked();
    expect(continueButton).toBeEnabled();

    await user.click(continueButton);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();
    const saved = JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.selectedAddress) ?? '{}');
    expect(saved).toMatchObject({ id: 'addr-2', address: HOMES[1], postcode: 'EH3 9GL', epcRating: 'D' });
    expect(screen.getByText(HOMES[1])).toBeInTheDocument();
  });

  it('keeps the list and the chosen home on Back from Contact Details', async () => {
    const calls: string[] = [];
    server.use(answerEpcDetails());
    const { user } = await searchFor('EH3 9GL', answerAddressLookup({ addresses: buildAddresses(HOMES) }, calls));
    await user.click(await screen.findByRole('radio', { name: HOMES[1] }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Contact Details' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Find your property' })).toBeInTheDocument();
    expect(screen.getByText('Showing addresses for')).toHaveTextContent('Showing addresses for EH3 9GL');
    expect(screen.getAllByRole('radio')).toHaveLength(HOMES.length);
    expect(screen.getByRole('radio', { name: HOMES[1] })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(calls).toEqual(['EH3 9GL']);
  });

  it('moves between homes with the arrow keys, like any radio group', async () => {
    const { user } = await searchFor('EH3 9GL');
    await user.click(await screen.findByRole('radio', { name: HOMES[0] }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: HOMES[1] })).toBeChecked();
    expect(screen.getByRole('radio', { name: HOMES[1] })).toHaveFocus();
  });

  it('Search Different Postcode clears the choice and brings back the form', async () => {
    const { user } = await searchFor('EH3 9GL');
    await user.click(await screen.findByRole('radio', { name: HOMES[0] }));
    await user.click(screen.getByRole('button', { name: 'Search Different Postcode' }));

    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Choose your address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.selectedAddress)).toBeNull());
  });
});
