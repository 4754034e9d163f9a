import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { buildPlan, measures, PLAN_ID, typedPlan } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';

const planOf = (items = measures(4)) => typedPlan(buildPlan({ recommendations: { top3: items.slice(0, 3), all: items } }));
const cardTitles = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

/** The server's answers: a removal drops the item, a restore puts it back (the plan as built). */
function answerRemoveAndRestore(calls: { removed: unknown[]; restored: unknown[] }) {
  return [
    graphql.mutation('PlanRemoveRecommendation', ({ variables }) => {
      calls.removed.push(variables);
      return HttpResponse.json({ data: { removeRecommendation: planOf(measures(4).filter((item) => item.id !== variables.id)) } });
    }),
    graphql.mutation('PlanRestoreRecommendation', ({ variables }) => {
      calls.restored.push(variables);
      return HttpResponse.json({ data: { restoreRecommendation: planOf() } });
    }),
  ];
}

describe('Removing a recommendation', () => {
  it('removes it from the plan and says so', async () => {
    const calls = { removed: [] as unknown[], restored: [] as unknown[] };
    server.use(...answerRemoveAndRestore(calls));
    const { user } = await renderPlan();
    await user.click(screen.getByRole('button', { name: 'Remove Measure 2' }));
    expect(await screen.findByText('Recommendation removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Measure 2' })).not.toBeInTheDocument());
    expect(calls.removed).toEqual([{ id: 'r2', energyPlanId: PLAN_ID }]);
  });

  it('offers Undo on the toast, which puts it back in its place', async () => {
    const calls = { removed: [] as unknown[], restored: [] as unknown[] };
    server.use(...answerRemoveAndRestore(calls));
    const { user } = await renderPlan();
    await user.click(screen.getByRole('button', { name: 'Remove Measure 2' }));
    const toast = (await screen.findByText('Recommendation removed')).closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Measure 2' })).not.toBeInTheDocument());

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Recommendation restored')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Measure 1', 'Measure 2', 'Measure 3', 'Measure 4']));
    expect(calls.restored).toEqual([{ title: 'Measure 2', energyPlanId: PLAN_ID }]);
  });

  it('says plainly when Undo could not reach us', async () => {
    server.use(
      graphql.mutation('PlanRemoveRecommendation', () => HttpResponse.json({ data: { removeRecommendation: planOf(measures(3, 2)) } })),
      graphql.mutation('PlanRestoreRecommendation', () => HttpResponse.error()),
    );
    const { user } = await renderPlan();
    await user.click(screen.getByRole('button', { name: 'Remove Measure 1' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not bring it back')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, such as for the last recommendation, and keeps the card", async () => {
    const reason = 'This is the last recommendation in your plan, so it cannot be removed. A plan keeps at least one.';
    server.use(
      graphql.mutation('PlanRemoveRecommendation', () =>
        HttpResponse.json({ errors: [{ message: reason, extensions: { code: 'BAD_USER_INPUT' } }], data: null }),
      ),
    );
    const { user } = await renderPlan(buildPlan({ recommendations: { top3: measures(1), all: measures(1) } }));
    await user.click(screen.getByRole('button', { name: 'Remove Measure 1' }));
    expect(await screen.findByText('Error removing recommendation')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Measure 1' })).toBeInTheDocument();
  });

  it('turns a failure of the network or the server into words a householder can act on', async () => {
    // A proxy's error page: Apollo's own text for it is "Response not successful: Received status code 502".
    server.use(graphql.mutation('PlanRemoveRecommendation', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const { user } = await renderPlan();
    await user.click(screen.getByRole('button', { name: 'Remove Measure 2' }));
    expect(await screen.findByText('Error removing recommendation')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/status code|Response not successful/)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Measure 2' })).toBeInTheDocument();
  });
});
