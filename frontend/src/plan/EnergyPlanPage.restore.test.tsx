import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { signedInAs } from '../account/test/accountHandlers';
import { SESSION_KEYS } from '../storage/keys';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { markHelperShown } from '../thermy/thermyFlags';
import { answerMyProperties, answerPlanScreen, buildPlan, buildProperty, rememberProperty } from './test/planHandlers';

// Who is signed in is cached between screens; each test starts from the server's answer.

const fullPlan = () => screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' });
const welcome = () => screen.findByRole('heading', { level: 1, name: 'Start Your Energy Plan' });


// Thermy's plan helper has had its popup this session: a slow run must not cover the screen with it.
beforeEach(() => markHelperShown());

describe('plan screen for a signed-in user on a new browser', () => {
  it('shows the plan of their newest home and remembers that home for the session', async () => {
    const asked: string[] = [];
    const planFor: string[] = [];
    server.use(
      signedInAs(),
      answerMyProperties(['home-new', 'home-old'], asked),
      answerPlanScreen(buildPlan({ propertyId: 'home-new' }), buildProperty({ id: 'home-new', address: '3 Newer Road', fullAddress: '3 Newer Road, Leith, EH6 6AA' }), planFor),
    );
    await renderApp('/my-plan');

    expect(await fullPlan()).toBeInTheDocument();
    expect(screen.getByText(/3 Newer Road, Leith/)).toBeInTheDocument();
    expect(asked).toEqual(['MyProperties']);
    expect(planFor).toEqual(['home-new']);
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBe('home-new');
    expect(window.sessionStorage.getItem(SESSION_KEYS.energyPlan)).toContain('home-new');
  });

  it('invites them to start a plan when they have no homes yet', async () => {
    const asked: string[] = [];
    server.use(signedInAs(), answerMyProperties([], asked));
    await renderApp('/my-plan');
    expect(await welcome()).toBeInTheDocument();
    expect(asked).toEqual(['MyProperties']);
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBeNull();
  });

  it('keeps the home this session is already showing', async () => {
    rememberProperty('prop-1');
    const asked: string[] = [];
    const planFor: string[] = [];
    server.use(signedInAs(), answerMyProperties(['home-new'], asked), answerPlanScreen(buildPlan(), buildProperty(), planFor));
    await renderApp('/energy-plan');

    expect(await fullPlan()).toBeInTheDocument();
    expect(planFor).toEqual(['prop-1']);
    expect(asked).toEqual([]);
  });

  it('falls back to the welcome state when the look-up fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(signedInAs(), graphql.query('MyProperties', () => HttpResponse.json({ errors: [{ message: 'Database unavailable' }], data: null })));
    await renderApp('/my-plan');
    expect(await welcome()).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('plan screen for a visitor who is not signed in', () => {
  it('does not look for homes, and invites them to start a plan', async () => {
    const asked: string[] = [];
    server.use(answerMyProperties(['home-new'], asked));
    await renderApp('/plan');
    expect(await welcome()).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
