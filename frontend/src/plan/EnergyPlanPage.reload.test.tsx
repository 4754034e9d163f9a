import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { markHelperShown } from '../thermy/thermyFlags';
import { figureBeside } from './test/figures';
import { answerPlanScreen, buildPlan, buildProperty, failPlanScreen, rememberProperty } from './test/planHandlers';
import { checkWithDifferences, landlordWithinCap } from './test/rentalStandard';

// Thermy's plan helper has had its popup this session: it must not cover the figures under test.
beforeEach(() => markHelperShown());

const savingsTile = () => within(screen.getByRole('region', { name: 'Improvement Potential' })).getByText('Estimated Annual Savings (£)').parentElement as HTMLElement;

describe('the plan screen after a reload', () => {
  it("paints the session's last plan at once, then shows what the server answers now", async () => {
    rememberProperty();
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 1_234 }), buildProperty()));
    const first = await renderApp('/plan');
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£1,234$/));
    expect(window.sessionStorage.getItem(SESSION_KEYS.planScreenAnswer)).toContain('"potentialSavings":1234');
    // A reload: a new page with an empty cache, the same browser session.
    first.unmount();

    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const asked: string[] = [];
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 1_180 }), buildProperty(), asked, held));
    await renderApp('/plan');
    // The figures are on screen while the request is still out.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    expect(savingsTile()).toHaveTextContent(/£1,234$/);
    await waitFor(() => expect(asked).toHaveLength(1));

    answer();
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£1,180$/));
  });

  it("shows the standard for let homes and the certificate check from the session's answer while the request is out", async () => {
    rememberProperty();
    const plan = buildPlan({ rentalStandard: landlordWithinCap(), certificateCheck: checkWithDifferences() });
    server.use(answerPlanScreen(plan, buildProperty()));
    const first = await renderApp('/plan');
    await screen.findByRole('region', { name: 'Is my certificate right?' });
    first.unmount();

    server.use(answerPlanScreen(plan, buildProperty(), [], new Promise<void>(() => undefined)));
    await renderApp('/plan');
    const standard = await screen.findByRole('region', { name: 'The 2030 standard for privately rented homes' });
    expect(figureBeside(within(standard).getByRole('group', { name: 'The cheapest way to band C' }), 'Total cost, before any grant')).toHaveTextContent(
      '£1,750 - £2,500 of the £10,000 cap',
    );
    const check = screen.getByRole('region', { name: 'Is my certificate right?' });
    expect(figureBeside(check, 'A new assessment')).toHaveTextContent('likely C 73, somewhere from D 66 to C 80');
  });

  it("drops the session's plan when the server says the home is no longer this visitor's", async () => {
    rememberProperty();
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 1_234 }), buildProperty()));
    const first = await renderApp('/plan');
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£1,234$/));
    first.unmount();

    // Handed over through a mailed link in the meantime: the home is now another browser's.
    server.use(failPlanScreen('Property not found', 'NOT_FOUND'));
    await renderApp('/plan');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Improvement Potential' })).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(SESSION_KEYS.planScreenAnswer)).toBeNull();
  });

  it("asks as before when the session's answer is for another home", async () => {
    window.sessionStorage.setItem(SESSION_KEYS.planScreenAnswer, JSON.stringify({ propertyId: 'someone-else', data: { property: null } }));
    rememberProperty();
    const asked: string[] = [];
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 987 }), buildProperty(), asked));
    await renderApp('/plan');
    await waitFor(() => expect(savingsTile()).toHaveTextContent(/£987$/));
    expect(asked).toHaveLength(1);
  });
});
