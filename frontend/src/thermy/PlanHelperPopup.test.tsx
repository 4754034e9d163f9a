import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { answerPlanScreen, buildPlan, buildProperty, rememberProperty } from '../plan/test/planHandlers';
import { VISIT_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { advance, fakeClockUser, installFakeClock } from './test/fakeClock';

const POPUP = "Hi, I'm Thermy!";
const popup = () => screen.queryByRole('dialog', { name: POPUP });

async function openPlan(plan = buildPlan(), property = buildProperty()) {
  rememberProperty(property.id);
  server.use(answerPlanScreen(plan, property));
  const view = await renderApp('/plan');
  expect(screen.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeInTheDocument();
  return view;
}

/** The visitor scrolls the plan by this many pixels (jsdom lays nothing out, so it is set). */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('Thermy popup on the plan screen', () => {
  beforeEach(() => {
    installFakeClock();
    // Past the plan's first screen (768 px tall in jsdom): the tests below are about other rules.
    scrollTo(400);
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo(0);
  });

  it('opens 1.5 s after the plan screen shows a plan', async () => {
    await openPlan();
    await advance(1499);
    expect(popup()).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(VISIT_KEYS.thermyHelperShown)).toBe('true');
  });

  it('never opens over the savings figures of the first screen: it waits until the visitor scrolls on', async () => {
    scrollTo(0);
    await openPlan();
    await advance(10_000);
    expect(popup()).not.toBeInTheDocument();
    scrollTo(383);
    await advance(1000);
    expect(popup()).not.toBeInTheDocument();
    scrollTo(384);
    await advance(500);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
  });

  it('gives way at once to a dialog the visitor opens over it, such as Share', async () => {
    await openPlan();
    await advance(1500);
    expect(await screen.findByRole('dialog', { name: POPUP })).toBeInTheDocument();
    const share = document.createElement('div');
    share.setAttribute('role', 'dialog');
    share.setAttribute('aria-label', 'Share your plan');
    document.body.append(share);
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Share your plan' })).toBeInTheDocument();
    share.remove();
  });

  it('opens by itself once per session: not for the same home re-modelled, nor for a second home', async () => {
    const { unmount } = await openPlan();
    await advance(1500);
    await fakeClockUser().click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    unmount();

    const again = await openPlan();
    await advance(5000);
    expect(popup()).not.toBeInTheDocument();
    again.unmount();

    // Editing the profile and saving again re-models the home: a new plan for the same property.
    const remodelled = await openPlan(buildPlan({ id: 'plan-1-remodelled' }));
    await advance(5000);
    expect(popup()).not.toBeInTheDocument();
    remodelled.unmount();

    const secondHome = buildProperty({ id: 'prop-2', address: '4 Other Road, Leeds' });
    await openPlan(buildPlan({ id: 'plan-2' }), secondHome);
    await advance(5000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('still opens from the header button after it opened by itself', async () => {
    await openPlan();
    await advance(1500);
    const user = fakeClockUser();
    await user.click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(popup()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Ask Thermy/ }));
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
