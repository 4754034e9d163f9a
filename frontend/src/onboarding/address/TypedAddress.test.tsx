import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { EpcDetailsQueryVariables } from '../../gql/graphql';
import { SESSION_KEYS } from '../../storage/keys';
import { answerAddressLookup, buildAddresses } from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, buildDetails, propertyFrom } from '../test/onboardingHandlers';
import { arriveWith, cacheProperty } from '../test/wizardState';
import { typedHome } from './typedHome';

const HOMES = ['10 Lister Square, Edinburgh', '12 Lister Square, Edinburgh'];
const typedForm = () => screen.getByRole('form', { name: 'Type your address' });
const field = (name: string) => within(typedForm()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const selectedText = (name: string) => (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;

/** What the server answers for a typed home without a certificate: the usual type, age and heating nearby. */
const TYPICAL = buildDetails({
  address: '12 Hillhead',
  fullAddress: null,
  postcode: 'ZE1 0AA',
  propertyType: 'Detached',
  yearBuilt: '1965-1982',
  heatingSystem: 'Oil boiler',
  floorArea: null,
  numBedrooms: null,
  epcRating: 'Unknown',
  epcValidUntil: null,
  tenure: null,
  typicalOf: 'homes in ZE1 0',
});

async function search(postcode: string, addresses: string[]) {
  server.use(answerAddressLookup({ addresses: buildAddresses(addresses, postcode) }));
  const view = await renderApp('/onboarding');
  await view.user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  return view;
}

describe('a home that is not listed', () => {
  it('is typed in when its postcode lists no homes, and the profile starts from what is typical nearby', async () => {
    const calls: EpcDetailsQueryVariables[] = [];
    server.use(answerEpcDetails({ success: false, data: TYPICAL, message: "We couldn't find an energy certificate for that address." }, calls));
    const { user } = await search('ZE1 0AA', []);
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(within(typedForm()).getByText(/No homes at ZE1 0AA have an energy certificate we can find/)).toBeInTheDocument();
    expect(within(typedForm()).getByText('Postcode:')).toHaveTextContent('Postcode: ZE1 0AA');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your house number or name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your street')).toBeInTheDocument();
    expect(field('House number or name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('House number or name'), '12');
    expect(screen.queryByText('Please enter your house number or name')).not.toBeInTheDocument();
    await user.type(field('Street'), 'Hillhead{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.selectedAddress) ?? '{}')).toMatchObject({ address: '12 Hillhead', postcode: 'ZE1 0AA' });
    expect(calls).toEqual([{ address: '12 Hillhead', postcode: 'ZE1 0AA' }]);

    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('combobox', { name: 'Property type' });
    expect(
      screen.getByText(
        'We couldn\'t find an energy certificate for this home, so we\'ve started from what is typical of homes in ZE1 0. Please check each detail and change any that differ from your home; choose "Not sure" where you don\'t know.',
      ),
    ).toBeInTheDocument();
    expect(selectedText('Property type')).toBe('Detached');
    expect(selectedText('Year built')).toBe('1965-1982');
    expect(selectedText('Main heating system')).toBe('Oil boiler');
    expect(screen.getByRole('combobox', { name: 'EPC rating' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Floor area (m²)' })).toHaveValue('');
    expect(screen.getByText('12 Hillhead')).toBeInTheDocument();
  });

  it('is typed in from a list that misses it, and the list is one click away', async () => {
    server.use(answerEpcDetails({ data: buildDetails({ address: '14 Lister Square', typicalOf: null }) }));
    const { user } = await search('EH3 9GL', HOMES);
    await user.click(await screen.findByRole('radio', { name: HOMES[0] }));
    await user.click(screen.getByRole('button', { name: "My address isn't listed" }));
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(within(typedForm()).getByText(/We'll look for its energy certificate/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('radio', { name: HOMES[0] })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: "My address isn't listed" }));
    await user.type(field('House number or name'), 'Rose Cottage');
    await user.type(field('Street'), 'Lister Square');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.selectedAddress) ?? '{}')).toMatchObject({
      address: 'Rose Cottage, Lister Square',
      postcode: 'EH3 9GL',
      epcRating: null,
    });

    // Back returns to the address as typed, and so does a reload.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('House number or name')).toHaveValue('Rose Cottage');
    expect(field('Street')).toHaveValue('Lister Square');
  });

  it('keeps what is typed through a reload', async () => {
    const { user, unmount } = await search('ZE1 0AA', []);
    await user.type(await screen.findByRole('textbox', { name: /^House number or name/ }), '3');
    unmount();

    await renderApp('/onboarding');
    expect(await screen.findByRole('textbox', { name: /^House number or name/ })).toHaveValue('3');
    expect(within(typedForm()).getByText('Postcode:')).toHaveTextContent('Postcode: ZE1 0AA');
  });

  it('is said again when its saved profile is edited', async () => {
    const home = typedHome('ZE1 0AA', { houseNameOrNumber: '12', street: 'Hillhead' });
    arriveWith({ home });
    cacheProperty(propertyFrom('prop-9', { ...TYPICAL, epcRating: null }, true));
    await renderApp('/onboarding?step=profile');
    expect(
      await screen.findByText("We couldn't find an energy certificate for this home, so your plan rests on these details. Please review and update any information if needed."),
    ).toBeInTheDocument();
    expect(selectedText('Property type')).toBe('Detached');
  });
});
