import { screen } from '@testing-library/react';
import { answerAddressLookup, buildAddresses } from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

export const LISTER_SQUARE = ['10 Lister Square, Edinburgh', '12 Lister Square, Edinburgh', 'Flat 1, 14 Lister Square, Edinburgh'];

/** Opens the wizard, searches a postcode listing LISTER_SQUARE and picks `home`; `calls` records the searches. */
export async function chooseHome(home: string, calls: string[] = []) {
  server.use(answerAddressLookup({ addresses: buildAddresses(LISTER_SQUARE) }, calls));
  const view = await renderApp('/onboarding');
  await view.user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'EH3 9GL');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  await view.user.click(await screen.findByRole('radio', { name: home }));
  return view;
}
