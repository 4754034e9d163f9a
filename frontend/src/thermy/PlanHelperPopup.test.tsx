import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createPlanEnvelope } from '@warmwise/common';
import { screen, waitFor } from '@testing-library/react';
import { answerPlanScreen, buildPlan, buildProperty, rememberProperty } from '../plan/test/planHandlers';
import { SESSION_KEYS, thermyHelperShownKey } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { advance, fakeClockUser, installFakeClock } from './test/fakeClock';

const POPUP = "Hi, I'm Thermy!";
const popup = () => screen.queryByRole('dialog', { name: POPUP });

function storePlan(plan = buildPlan()) {
  const envelope = createPlanEnvelope({ ...plan, propertyData: buildProperty() }, 'session-1');
  window.sessionStorage.setItem(SESSION_KEYS.energyPlan, JSON.stringify(envelope));
}

async function openPlan(plan = buildPlan()) {
  rememberProperty();
  server.use(answerPlanScreen(plan));
  const view = await renderApp('/plan');
  expect(screen.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
  return view;
}

describe('Thermy popup on the plan screen', () => {
  beforeEach(installFakeClock);
  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens 1.5 s after a plan with recommendations and property data is detected', async () => {
    storePlan();
    await openPlan();
    await advance(1499);
    expect(popup()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(thermyHelperShownKey('plan-1'))).toBe('true');
  });

  it('detects a plan that arrives from the server', async () => {
    rememberProperty();
    server.use(answerPlanScreen());
    await renderApp('/plan');
    await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' });
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).not.toBeNull());
    // The stored copy is checked every 0.5 s; the popup follows 1.5 s after it is seen.
    await advance(500);
    await advance(1499);
    expect(popup()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
  });

  it('opens once per plan per session', async () => {
    storePlan();
    const { unmount } = await openPlan();
    await advance(1500);
    await fakeClockUser().click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    unmount();

    storePlan();
    const again = await openPlan();
    await advance(5000);
    expect(popup()).not.toBeInTheDocument();
    again.unmount();

    const other = buildPlan({ id: 'plan-2' });
    storePlan(other);
    await openPlan(other);
    await advance(1500);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
  });

  it('opens after 3 s on the Welcome state', async () => {
    await renderApp('/plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Energy Plan' })).toBeInTheDocument();
    await advance(2999);
    expect(popup()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
  });

  it('does not open on the Welcome state once the visitor leaves it', async () => {
    const { unmount } = await renderApp('/plan');
    await advance(2000);
    unmount();
    await advance(2000);
    expect(popup()).not.toBeInTheDocument();
  });
});
