import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../../storage/keys';
import { server } from '../../test/server';
import { renderPlan } from '../test/renderPlan';

async function askForQuote() {
  const view = await renderPlan();
  await view.user.click(within(screen.getByRole('article', { name: 'Measure 1' })).getByRole('button', { name: 'Request Quote' }));
  return view;
}

describe('Request Quote', () => {
  it('sends the measure with the visitor’s e-mail and thanks them', async () => {
    sessionStorage.setItem(SESSION_KEYS.userEmail, 'householder@example.com');
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      graphql.mutation('RequestQuote', ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { requestQuote: { __typename: 'QuoteRequestResult', success: true, id: 'q1', message: 'ok' } } });
      }),
    );
    await askForQuote();
    const dialog = await screen.findByRole('alertdialog', { name: 'Thank You!' });
    expect(within(dialog).getByText("We've sent your details to the team and they will be following up shortly.")).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ userEmail: 'householder@example.com', productName: 'Measure 1', productDetails: expect.any(Object) }),
    ]);
  });

  it('asks the visitor to finish onboarding when no e-mail is known', async () => {
    await askForQuote();
    expect(await screen.findByText('Quote Request Failed')).toBeInTheDocument();
    expect(screen.getByText('Email address is required. Please complete the onboarding process first.')).toBeInTheDocument();
  });

  it('shows the server’s message when the request fails', async () => {
    sessionStorage.setItem(SESSION_KEYS.userEmail, 'householder@example.com');
    server.use(
      graphql.mutation('RequestQuote', () =>
        HttpResponse.json({ errors: [{ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } }], data: null }),
      ),
    );
    await askForQuote();
    expect(await screen.findByText('Quote Request Failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
