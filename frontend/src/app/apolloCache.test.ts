import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { describe, expect, it } from '@jest/globals';
import { graphql, HttpResponse } from 'msw';
import { answerSaveHomeProfile } from '../onboarding/test/onboardingHandlers';
import { saveHomeProfileMutation } from '../onboarding/profile/property.graphql';
import { planScreenQuery } from '../plan/planScreen.query';
import { removeRecommendationMutation } from '../plan/recommendations/useRemoveRecommendation';
import { answerPlanScreen, buildPlan, measures, PLAN_ID, PROPERTY_ID, typedPlan } from '../plan/test/planHandlers';
import { buildSteps } from '../plan/test/planSteps';
import { checkWithDifferences, tenantOverCap } from '../plan/test/rentalStandard';
import { server } from '../test/server';
import { createApolloClient } from './apolloClient';

// Node's fetch needs an absolute URL; the browser resolves '/graphql' against the page.
const newClient = () => createApolloClient(new URL('/graphql', window.location.href).href);

/** The cache's records by id, as Apollo stores them. */
function records(client: ApolloClient) {
  if (!(client.cache instanceof InMemoryCache)) throw new Error('the app uses an InMemoryCache');
  return client.cache.extract();
}

const refs = (...ids: string[]) => ids.map((id) => ({ __ref: `Recommendation:${id}` }));

async function loadPlanScreen(calls: string[] = []) {
  server.use(answerPlanScreen(buildPlan(), undefined, calls));
  const client = newClient();
  await client.query({ query: planScreenQuery, variables: { propertyId: PROPERTY_ID } });
  return client;
}

describe('the Apollo cache', () => {
  it('stores a plan query normalised: one record per plan, property and recommendation, keyed by id', async () => {
    const cache = records(await loadPlanScreen());

    expect(cache.ROOT_QUERY).toMatchObject({ [`property({"id":"${PROPERTY_ID}"})`]: { __ref: `Property:${PROPERTY_ID}` } });
    expect(cache[`Property:${PROPERTY_ID}`]).toMatchObject({ plan: { __ref: `EnergyPlan:${PLAN_ID}` } });
    // The top 3 are the same records as the first three of all, not copies.
    expect(cache[`EnergyPlan:${PLAN_ID}`]?.recommendations).toEqual({
      __typename: 'RecommendationLists',
      top3: refs('r1', 'r2', 'r3'),
      all: refs('r1', 'r2', 'r3', 'r4'),
    });
    expect(Object.keys(cache).filter((key) => key.startsWith('Recommendation:')).sort()).toEqual(refs('r1', 'r2', 'r3', 'r4').map((ref) => ref.__ref));
    expect(cache['Recommendation:r2']).toMatchObject({ title: 'Measure 2', cost: '£500 - £1,500' });
    expect(cache[`Property:${PROPERTY_ID}`]).toMatchObject({ address: '12 Lister Square' });
  });

  it('updates the plan the plan screen reads from a mutation that returns it, without asking again', async () => {
    const calls: string[] = [];
    const client = await loadPlanScreen(calls);
    const remaining = measures(4).filter((card) => card.id !== 'r2');
    const steps = buildSteps().slice(0, 2);
    server.use(
      graphql.mutation('PlanRemoveRecommendation', () =>
        HttpResponse.json({ data: { removeRecommendation: typedPlan(buildPlan({ recommendations: { top3: remaining.slice(0, 3), all: remaining }, steps, heatPumpVerdict: null })) } }),
      ),
    );

    await client.mutate({ mutation: removeRecommendationMutation, variables: { id: 'r2', energyPlanId: PLAN_ID } });

    const screen = client.readQuery({ query: planScreenQuery, variables: { propertyId: PROPERTY_ID } });
    expect(screen?.property.plan?.recommendations.all.map((card) => card.title)).toEqual(['Measure 1', 'Measure 3', 'Measure 4']);
    // The steps and the verdict come with it: the whole screen reads one plan.
    expect(screen?.property.plan?.steps.map((step) => step.title)).toEqual(['Insulation and draughts', 'Heating']);
    expect(screen?.property.plan?.heatPumpVerdict).toBeNull();
    expect(calls).toEqual([PROPERTY_ID]);
  });

  it("answers the plan screen from the wizard's save, without asking the server", async () => {
    const calls: string[] = [];
    const plan = buildPlan({ rentalStandard: tenantOverCap(), certificateCheck: checkWithDifferences() });
    server.use(answerSaveHomeProfile([], [], 'prop-new', { plan }), answerPlanScreen(buildPlan(), undefined, calls));
    const client = newClient();
    const input = { address: '1 High Street', postcode: 'B33 8TH', propertyType: 'Detached', yearBuilt: '1990' };

    await client.mutate({ mutation: saveHomeProfileMutation, variables: { input } });
    const { data } = await client.query({ query: planScreenQuery, variables: { propertyId: 'prop-new' }, fetchPolicy: 'cache-first' });

    expect(calls).toEqual([]);
    expect(data?.property.address).toBe('1 High Street');
    expect(data?.property.plan).toMatchObject({ id: PLAN_ID, propertyId: 'prop-new', potentialSavings: 1234 });
    // The standard for let homes and the certificate check too, down to their lists.
    expect(data?.property.plan?.rentalStandard?.withinCap?.measures.map((measure) => measure.title)).toEqual(['Suspended Floor Insulation', 'Draught Proofing', 'Solar PV Panels']);
    expect(data?.property.plan?.certificateCheck?.differences.map((difference) => difference.fact)).toEqual(['Walls', 'Loft insulation']);
  });
});
