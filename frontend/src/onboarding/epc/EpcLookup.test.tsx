import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { EpcDetailsQueryVariables } from '../../gql/graphql';
import { answerAddressLookup, buildAddresses } from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, buildDetails, failEpcDetails } from '../test/onboardingHandlers';

const FOUND = 'We found your EPC data. Please review and update any information if needed.';
const NO_CERTIFICATE = /^We couldn't get this home's energy certificate, so we've started from what the postcode search told us\./;
const HOMES = ['10 Lister Square, Edinburgh', '12 Lister Square, Edinburgh'];
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const selectedText = (name: string) => select(name).selectedOptions[0]?.textContent;

/** Address step → Contact step → Home profile, with the given EpcDetails answer. */
async function reachProfile(details: RequestHandler) {
  server.use(answerAddressLookup({ addresses: buildAddresses(HOMES) }), details);
  const view = await renderApp('/onboarding');
  const { user } = view;
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'EH3 9GL');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(await screen.findByRole('radio', { name: HOMES[1] }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'sam@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('combobox', { name: 'Property type' });
  return view;
}

describe('EPC details look-up', () => {
  it('looks up the chosen home and pre-fills the profile from its certificate', async () => {
    const calls: EpcDetailsQueryVariables[] = [];
    await reachProfile(answerEpcDetails({ data: buildDetails({ numBedrooms: 4 }) }, calls));

    expect(calls).toEqual([{ address: HOMES[1], postcode: 'EH3 9GL' }]);
    expect(screen.getByText(FOUND)).toBeInTheDocument();
    expect(selectedText('Property type')).toBe('Terraced');
    expect(selectedText('Year built')).toBe('1919-1944');
    expect(screen.getByRole('textbox', { name: 'Floor area (m²)' })).toHaveValue('87');
    expect(selectedText('Bedrooms')).toBe('4');
    expect(selectedText('Main heating system')).toBe('Gas boiler');
    expect(selectedText('EPC rating')).toBe('D Average efficiency');
    expect(screen.getByRole('textbox', { name: /EPC valid until/ })).toHaveValue('2031 December');
    expect(selectedText('Tenure')).toBe('Rented - Private');
    expect(screen.getByRole('checkbox', { name: 'Reducing energy bills' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Solar PV panels' })).not.toBeChecked();
  });

  it("falls back to the search's data when the certificate is not found", async () => {
    // The address list's fixture: Semi-detached house (mapped by the server as the option text),
    // 1930-1949, 92 m², 3 bedrooms, Gas boiler, D. Unknown options stay unselected.
    await reachProfile(answerEpcDetails({ success: false, data: buildDetails({ propertyType: 'Unknown', floorArea: null }) }));
    expect(select('Property type')).toHaveValue('');
    expect(select('Year built')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Floor area (m²)' })).toHaveValue('92');
    expect(selectedText('Bedrooms')).toBe('3');
    expect(selectedText('Main heating system')).toBe('Gas boiler');
    expect(selectedText('EPC rating')).toBe('D Average efficiency');
    expect(screen.getByRole('textbox', { name: /EPC valid until/ })).toHaveValue('');
    expect(selectedText('Tenure')).toBe('Owner-occupied');
    expect(screen.getByText(HOMES[1])).toBeInTheDocument();
    expect(screen.getByText(NO_CERTIFICATE)).toBeInTheDocument();
    expect(screen.queryByText(FOUND)).not.toBeInTheDocument();
  });

  it('falls back quietly when the look-up fails, without saying it found EPC data', async () => {
    await reachProfile(failEpcDetails());
    expect(screen.getByRole('textbox', { name: 'Floor area (m²)' })).toHaveValue('92');
    expect(screen.queryByText('Slow Connection')).not.toBeInTheDocument();
    expect(screen.getByText(NO_CERTIFICATE)).toBeInTheDocument();
    expect(screen.queryByText(FOUND)).not.toBeInTheDocument();
  });
});
