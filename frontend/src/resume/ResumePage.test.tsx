import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { propertyFrom } from '../onboarding/test/onboardingHandlers';
import { answerPlanScreen, buildPlan, buildProperty } from '../plan/test/planHandlers';
import { SESSION_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const HOME = propertyFrom('home-9', { address: '3 Newer Road', fullAddress: '3 Newer Road, Leith, EH6 6AA', postcode: 'EH6 6AA', propertyType: 'Flat', yearBuilt: '1945-1964' });

function answerOpen(answer: { propertyId: string | null } | 'gone', tokens: string[] = []) {
  return graphql.mutation('OpenResumeLink', ({ variables }) => {
    tokens.push(String(variables.token));
    if (answer === 'gone') return HttpResponse.json({ errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }], data: null });
    return HttpResponse.json({ data: { openResumeLink: { __typename: 'ResumedVisit', ...answer } } });
  });
}

const answerResumedProperty = () =>
  graphql.query('ResumedProperty', ({ variables }) => HttpResponse.json({ data: { property: { __typename: 'Property', ...HOME, id: variables.id } } }));

describe('a resume link opened in a new browser', () => {
  it('opens the link once and shows its plan, with the home kept for editing', async () => {
    const tokens: string[] = [];
    const planFor: string[] = [];
    server.use(
      answerOpen({ propertyId: 'home-9' }, tokens),
      answerResumedProperty(),
      answerPlanScreen(buildPlan({ propertyId: 'home-9' }), buildProperty({ id: 'home-9', address: '3 Newer Road', fullAddress: '3 Newer Road, Leith, EH6 6AA' }), planFor),
    );
    await renderApp(`/resume/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-address')).toHaveTextContent('3 Newer Road, Leith, EH6 6AA');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/plan$/);
    expect(tokens).toEqual([TOKEN]);
    expect(planFor).toEqual(['home-9']);
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBe('home-9');
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyData) ?? '{}')).toMatchObject({ id: 'home-9', postcode: 'EH6 6AA' });
  });

  it('says the link has expired or been turned off, with a way to start a new plan', async () => {
    server.use(answerOpen('gone'));
    await renderApp(`/resume/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired or been turned off' })).toBeInTheDocument();
    expect(screen.getByText(/Links back to a plan work for 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new plan' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('offers to start a plan when none was finished with the link', async () => {
    server.use(answerOpen({ propertyId: null }));
    await renderApp(`/resume/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No plan finished yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new plan' })).toHaveAttribute('href', '/onboarding');
  });
});
