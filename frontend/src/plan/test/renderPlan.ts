import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { markHelperShown } from '../../thermy/thermyFlags';
import { answerPlanScreen, buildPlan, buildProperty, rememberProperty } from './planHandlers';

/**
 * Opens /plan for a remembered property with the given answer and waits for the full plan: its
 * first screen, then the cards that download after it, down to the footnote that ends it. Thermy's
 * plan helper has had its one popup of the session, so it does not cover the screen under test when
 * a slow run passes its 1.5 s (its own tests open it).
 */
export async function renderPlan(plan = buildPlan(), property = buildProperty(), path = '/plan') {
  rememberProperty();
  markHelperShown();
  server.use(answerPlanScreen(plan, property));
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' });
  await screen.findByRole('region', { name: 'Sources & Assumptions' });
  return view;
}
