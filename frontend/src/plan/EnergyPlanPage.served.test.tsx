import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { PLAN_FIRST_SCREEN_ELEMENT_ID, PLAN_RELOAD_COOKIE, type PlanFirstScreen } from '@warmwise/common';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { markHelperShown } from '../thermy/thermyFlags';
import { answerPlanScreen, buildPlan, buildProperty, gate, PROPERTY_ID, rememberProperty } from './test/planHandlers';

/** What the server writes into a reloaded page for the home the tab showed (figures worded as it words them). */
const SERVED: PlanFirstScreen = {
  propertyId: PROPERTY_ID,
  address: '12 Lister Square, Edinburgh, EH3 9GL',
  figures: { savings: '£1,500', rating: 'D (60) → B (81)', valueIncrease: '3-5%', co2: '2,500 kg' },
};

/** The page as the server sent it: its data block beside the app's root. */
function serveFirstScreen(firstScreen: PlanFirstScreen): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PLAN_FIRST_SCREEN_ELEMENT_ID;
  block.textContent = JSON.stringify(firstScreen);
  document.body.prepend(block);
}

/**
 * A tab that showed its plan with `keptSavings` (so the session kept that answer), reloaded into the
 * page the server wrote (SERVED, £1,500); the plan's request is held until the gate is released.
 */
async function reloadIntoServedPage({ keptSavings }: { keptSavings: number }) {
  rememberProperty();
  server.use(answerPlanScreen(buildPlan({ potentialSavings: keptSavings }), buildProperty()));
  const shown = await renderApp('/plan');
  await waitFor(() => expect(savingsTile()).toHaveTextContent(`£${keptSavings.toLocaleString('en-GB')}`));
  shown.unmount();
  serveFirstScreen(SERVED);
  const held = gate();
  server.use(answerPlanScreen(buildPlan({ potentialSavings: 1_500 }), buildProperty(), [], held.promise));
  await renderApp('/plan');
  return held;
}

const figures = () => within(screen.getByRole('region', { name: 'Improvement Potential' }));
const savingsTile = () => figures().getByText('Estimated Annual Savings (£)').parentElement as HTMLElement;
const homeDetails = () => screen.queryByRole('region', { name: 'Property Overview' });

// Thermy's plan helper has had its popup this session: it must not cover the figures under test.
beforeEach(() => markHelperShown());
afterEach(() => {
  document.getElementById(PLAN_FIRST_SCREEN_ELEMENT_ID)?.remove();
  document.cookie = `${PLAN_RELOAD_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the plan screen in a page the server wrote its first screen into', () => {
  it('draws the page’s heading and figures while it reads the rest, then the whole plan as read', async () => {
    serveFirstScreen(SERVED);
    rememberProperty();
    const held = gate();
    const asked: string[] = [];
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 1_620 }), buildProperty(), asked, held.promise));
    await renderApp('/plan');

    expect(screen.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-address')).toHaveTextContent('12 Lister Square, Edinburgh, EH3 9GL');
    expect(savingsTile()).toHaveTextContent(/£1,500$/);
    expect(figures().getByText('D (60) → B (81)')).toBeInTheDocument();
    expect(figures().getByText('2,500 kg')).toBeInTheDocument();
    expect(homeDetails()).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([PROPERTY_ID]));

    held.release();
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£1,620$/));
    expect(await screen.findByRole('region', { name: 'Property Overview' })).toBeInTheDocument();
    // Read once: from now on the screen shows what it reads itself.
    expect(document.getElementById(PLAN_FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('leaves a page written for another home aside and reads the tab’s own', async () => {
    serveFirstScreen({ ...SERVED, propertyId: 'another-home', address: '9 Elsewhere Road' });
    rememberProperty();
    const held = gate();
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 987 }), buildProperty(), [], held.promise));
    await renderApp('/plan');

    expect(await screen.findByText('Loading your energy plan...')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£987$/));
    expect(screen.queryByText('9 Elsewhere Road')).not.toBeInTheDocument();
  });

  it('never steps back to an older answer the session kept than the page shows', async () => {
    // The plan changed in another tab since this one showed it: the server's page has the newer figures.
    const held = await reloadIntoServedPage({ keptSavings: 1_000 });

    expect(savingsTile()).toHaveTextContent(/£1,500$/);
    expect(homeDetails()).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('region', { name: 'Property Overview' })).toBeInTheDocument();
    expect(savingsTile()).toHaveTextContent(/£1,500$/);
  });

  it('paints the session’s kept answer whole when it agrees with the page', async () => {
    const held = await reloadIntoServedPage({ keptSavings: 1_500 });

    // The rest of the plan is there before the request is answered.
    expect(await screen.findByRole('region', { name: 'Property Overview' })).toBeInTheDocument();
    expect(savingsTile()).toHaveTextContent(/£1,500$/);
    held.release();
  });
});

describe('the tab that shows a plan, as it unloads', () => {
  it('names the home it shows for the server, in a cookie of a few seconds', async () => {
    rememberProperty();
    server.use(answerPlanScreen(buildPlan(), buildProperty()));
    await renderApp('/plan');
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£1,234$/));
    expect(document.cookie).not.toContain(PLAN_RELOAD_COOKIE);

    window.dispatchEvent(new Event('beforeunload'));
    expect(document.cookie).toContain(`${PLAN_RELOAD_COOKIE}=${PROPERTY_ID}`);
  });

  it('names none when it shows no plan', async () => {
    await renderApp('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start Your Energy Plan' })).toBeInTheDocument();
    window.dispatchEvent(new Event('beforeunload'));
    expect(document.cookie).not.toContain(PLAN_RELOAD_COOKIE);
  });
});
