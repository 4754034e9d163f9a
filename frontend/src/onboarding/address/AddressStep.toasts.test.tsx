import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import {
  answerAddressLookup,
  breakAddressLookup,
  buildAddresses,
  failAddressLookup,
} from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

async function search(handler: RequestHandler, postcode = 'EH3 9GL') {
  server.use(handler);
  const view = await renderApp('/onboarding');
  await view.user.type(screen.getByRole('textbox', { name: 'Postcode' }), postcode);
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  return view;
}

const NO_RESULTS = "We couldn't find any properties with this postcode. Please try a different postcode.";

describe('Address step: toasts', () => {
  it('says no properties were found for an empty list, and offers to type the address in', async () => {
    await search(answerAddressLookup({ addresses: [] }));
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.getByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Type your address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Different Postcode' })).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('treats an answer flagged reset as no properties, even with addresses in it', async () => {
    await search(answerAddressLookup({ addresses: buildAddresses(['1 Old Road']), reset: true }));
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '1 Old Road' })).not.toBeInTheDocument();
  });

  it("shows the server's error message when the search fails", async () => {
    await search(failAddressLookup('Address service is unavailable'));
    expect(await screen.findByText('Error searching postcode')).toBeInTheDocument();
    expect(screen.getByText('Address service is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('reports a broken server as a failed search', async () => {
    await search(breakAddressLookup());
    expect(await screen.findByText('Error searching postcode')).toBeInTheDocument();
  });

  it('empties the list when a later search fails', async () => {
    const { user } = await search(answerAddressLookup({ addresses: buildAddresses(['10 Lister Square']) }));
    expect(await screen.findByRole('radio', { name: '10 Lister Square' })).toBeInTheDocument();

    server.use(failAddressLookup('Address service is unavailable'));
    await user.click(screen.getByRole('button', { name: 'Search Different Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'M1 1AE');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Error searching postcode')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows one toast at a time, the newest', async () => {
    const { user } = await search(answerAddressLookup({ addresses: [] }));
    expect(await screen.findByText('No properties found')).toBeInTheDocument();

    server.use(answerAddressLookup({ addresses: buildAddresses(['10 Lister Square']) }));
    await user.click(screen.getByRole('button', { name: 'Search Different Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'EH3 9GL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Address data retrieved')).toBeInTheDocument();
    expect(screen.queryByText('No properties found')).not.toBeInTheDocument();
  });
});
