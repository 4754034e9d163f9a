import { ChakraProvider } from '@chakra-ui/react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { appSystem } from '../app/system';

const withChakra = (ui: ReactElement) => <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>;

/** For components that need the theme but no router or network (see renderApp for why async). */
export async function renderWithChakra(ui: ReactElement) {
  const user = userEvent.setup();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(withChakra(ui));
  });
  if (!view) throw new Error('render did not run');
  const { rerender } = view;
  return { ...view, user, rerender: (next: ReactElement) => rerender(withChakra(next)) };
}
