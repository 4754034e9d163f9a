import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { signedInAs } from '../../account/test/accountHandlers';
import { SESSION_KEYS } from '../../storage/keys';
import { renderApp } from '../../test/renderApp';
import { markHelperShown } from '../../thermy/thermyFlags';
import { server } from '../../test/server';
import { propertyFrom } from '../../onboarding/test/onboardingHandlers';
import { cacheProperty } from '../../onboarding/test/wizardState';
import { answerPlanScreen, PROPERTY_ID, rememberProperty } from '../test/planHandlers';

function answerLinks(calls: string[]) {
  return [
    graphql.mutation('EmailResumeLink', ({ variables }) => {
      calls.push(`email ${String(variables.email)}`);
      return HttpResponse.json({ data: { emailResumeLink: true } });
    }),
    graphql.mutation('RevokeResumeLinks', () => {
      calls.push('revoke');
      return HttpResponse.json({ data: { revokeResumeLinks: 1 } });
    }),
  ];
}

async function openPlan() {
  rememberProperty();
  // Thermy's plan helper has had its popup this session: a slow run must not cover the card with it.
  markHelperShown();
  const calls: string[] = [];
  server.use(answerPlanScreen(), ...answerLinks(calls));
  const view = await renderApp('/plan');
  const card = await screen.findByRole('region', { name: 'Where your plan is kept' });
  return { ...view, calls, card };
}

describe('where the plan is kept', () => {
  it('tells an anonymous visitor the plan lives in this browser, and mails a link to the address they gave', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.userEmail, 'sam@example.com');
    const { user, calls, card } = await openPlan();
    expect(card).toHaveTextContent('Your plan is kept in this browser until you close it — e-mail yourself a link, or create an account to keep it.');
    expect(within(card).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth?tab=register');
    expect(within(card).getByLabelText('Your e-mail address')).toHaveValue('sam@example.com');

    await user.click(within(card).getByRole('button', { name: 'E-mail me a link' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('A private link to this plan is on its way to sam@example.com.');
    expect(calls).toEqual(['email sam@example.com']);

    await user.click(within(card).getByRole('button', { name: 'Turn off e-mailed links' }));
    expect(await screen.findByText('Links turned off')).toBeInTheDocument();
    expect(calls).toEqual(['email sam@example.com', 'revoke']);
  });

  it('offers the address saved with the home in a browser that opened a link (no wizard address there)', async () => {
    cacheProperty(propertyFrom(PROPERTY_ID, { address: '12 Lister Square', postcode: 'EH3 9GL', propertyType: 'Flat', yearBuilt: '1919-1944', email: 'home@example.com' }));
    const { card } = await openPlan();
    expect(within(card).getByLabelText('Your e-mail address')).toHaveValue('home@example.com');
  });

  it('checks the address before sending anything', async () => {
    const { user, calls, card } = await openPlan();
    await user.type(within(card).getByLabelText('Your e-mail address'), 'not-an-email');
    await user.click(within(card).getByRole('button', { name: 'E-mail me a link' }));
    expect(await within(card).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('tells a signed-in owner the plan is kept in their account, with nothing to send', async () => {
    server.use(signedInAs());
    const { card } = await openPlan();
    expect(card).toHaveTextContent('Your plan is kept in your account: sign in on any browser to see it.');
    expect(within(card).queryByRole('button', { name: 'E-mail me a link' })).not.toBeInTheDocument();
  });
});
