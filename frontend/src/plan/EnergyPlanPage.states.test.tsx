import { beforeEach, describe, expect, it } from '@jest/globals';
import { createPlanEnvelope } from '@warmwise/common';
import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { markHelperShown } from '../thermy/thermyFlags';
import { answerBuildPlan, answerPlanScreen, buildPlan, buildProperty, failPlanScreen, gate, measures, PROPERTY_ID, rememberProperty } from './test/planHandlers';


// Thermy's plan helper has had its popup this session: a slow run must not cover the screen with it.
beforeEach(() => markHelperShown());

describe('Energy plan screen: states', () => {
  it.each(['/plan', '/energy-plan', '/my-plan'])('%s welcomes a visitor with no property and asks nothing of the server', async (path) => {
    const { user } = await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Energy Plan' })).toBeInTheDocument();
    for (const tile of ['Save Money', 'Cut Emissions', 'Add Value']) {
      expect(screen.getByRole('heading', { level: 2, name: tile })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Create Your Energy Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy & Data Use' })).toBeInTheDocument();
  });

  it('shows Loading while the plan is fetched, then the full plan', async () => {
    const held = gate();
    const calls: string[] = [];
    rememberProperty();
    server.use(answerPlanScreen(buildPlan(), buildProperty(), calls, held.promise));
    await renderApp('/energy-plan');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your energy plan...');
    // The page's heading is there from the start, so it paints before the plan arrives.
    expect(screen.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByTestId('plan-address')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(calls).toEqual([PROPERTY_ID]);
  });

  it('keeps a checked, versioned copy of the plan it shows in the session', async () => {
    rememberProperty();
    server.use(answerPlanScreen());
    await renderApp('/plan');
    expect(await screen.findByRole('heading', { name: 'Measure 1' })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toContain('Measure 4'));
    const envelope = JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.energyPlan) ?? '{}');
    expect(envelope).toMatchObject({ version: 1, sessionId: window.sessionStorage.getItem(SESSION_KEYS.sessionId), data: { potentialSavings: 1234, propertyData: { id: PROPERTY_ID } } });
  });

  it('shows the server’s plan, never the stored copy, which is only a copy', async () => {
    const stored = { ...buildPlan({ recommendations: { top3: measures(1, 90), all: measures(1, 90) } }), propertyData: buildProperty() };
    window.sessionStorage.setItem(SESSION_KEYS.energyPlan, JSON.stringify(createPlanEnvelope(stored, 's')));
    const held = gate();
    rememberProperty();
    server.use(answerPlanScreen(buildPlan(), buildProperty(), [], held.promise));
    await renderApp('/plan');
    expect(screen.getByText('Loading your energy plan...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Measure 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Measure 90' })).not.toBeInTheDocument();
  });

  it('builds the plan of a home that has none for its details yet, once, and shows it without reading again', async () => {
    const reads: string[] = [];
    const builds: string[] = [];
    rememberProperty();
    server.use(answerPlanScreen(null, buildProperty(), reads), answerBuildPlan(buildPlan({ potentialSavings: 987 }), builds));
    await renderApp('/plan');
    expect(await screen.findByRole('heading', { name: 'Measure 1' })).toBeInTheDocument();
    expect(screen.getByText('£987')).toBeInTheDocument();
    expect(builds).toEqual([PROPERTY_ID]);
    expect(reads).toEqual([PROPERTY_ID]);
  });

  it('clears a stored plan that fails validation', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.energyPlan, JSON.stringify({ version: 1, data: { recommendations: [] } }));
    rememberProperty();
    server.use(answerPlanScreen(buildPlan(), buildProperty(), [], gate().promise));
    await renderApp('/plan');
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toBeNull());
  });
});

describe('Energy plan screen: errors', () => {
  it('says it could not load, with the technical reason, and Refresh Data tries again', async () => {
    const calls: string[] = [];
    rememberProperty();
    server.use(failPlanScreen('Database unavailable', 'INTERNAL_SERVER_ERROR', calls));
    const { user } = await renderApp('/plan');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Unable to Load Energy Plan' })).toBeInTheDocument();
    expect(within(alert).getByTestId('technical-message')).toHaveTextContent('Technical details: Database unavailable');
    for (const name of ['Start Over', 'Clear Cache & Refresh']) expect(within(alert).getByRole('button', { name })).toBeEnabled();

    server.use(answerPlanScreen(buildPlan(), buildProperty(), calls));
    await user.click(within(alert).getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    expect(calls).toEqual([PROPERTY_ID, PROPERTY_ID]);
  });

  it('names a missing plan Energy Plan Not Found', async () => {
    rememberProperty();
    server.use(failPlanScreen('Energy plan not found', 'NOT_FOUND'));
    await renderApp('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy Plan Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('technical-message')).toHaveTextContent('Energy plan not found');
  });

  it('Start Over forgets the plan and the property and goes to the wizard', async () => {
    rememberProperty();
    window.sessionStorage.setItem(SESSION_KEYS.energyPlan, 'broken');
    server.use(failPlanScreen('Energy plan not found', 'NOT_FOUND'));
    const { user } = await renderApp('/plan');
    await user.click(await screen.findByRole('button', { name: 'Start Over' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toBeNull();
  });

  it('Clear Cache & Refresh drops cached copies, keeps the property and fetches again', async () => {
    const calls: string[] = [];
    rememberProperty();
    window.sessionStorage.setItem(SESSION_KEYS.currentPropertyData, JSON.stringify(buildProperty()));
    server.use(failPlanScreen('Timeout', 'INTERNAL_SERVER_ERROR', calls));
    const { user } = await renderApp('/plan');
    server.use(answerPlanScreen(buildPlan(), buildProperty(), calls));
    await user.click(await screen.findByRole('button', { name: 'Clear Cache & Refresh' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyData)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBe(PROPERTY_ID);
    expect(calls).toEqual([PROPERTY_ID, PROPERTY_ID]);
  });
});
