import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerPlanScreen, buildPlan, buildProperty, rememberProperty } from './planHandlers';

/** Opens /plan for a remembered property with the given answer and waits for the full plan. */
export async function renderPlan(plan = buildPlan(), property = buildProperty(), path = '/plan') {
  rememberProperty();
  server.use(answerPlanScreen(plan, property));
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Home Energy Plan' });
  return view;
}
