import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, saveHome, type PlanFiguresJson } from './support.js';

type Plan = PlanFiguresJson;

let app: TestApp;
let visitor: string;
let propertyId: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
  propertyId = await saveHome(app, visitor);
});
afterAll(() => app.close());

describe('each recommendation carries the typical and the modelled saving', () => {
  it('answers REST with both, the typical one as the headline and in the totals', async () => {
    const plan = (await getPlan(app, propertyId, visitor)).body as Plan;
    for (const r of plan.recommendations.all) {
      expect(r.typicalSavings).toBe(r.annualSavingGbp);
      expect(r.savings).toBe(Math.max(0, r.typicalSavings));
      expect(r.modelledSavings).toBeGreaterThanOrEqual(r.typicalSavings);
    }
    const cavity = plan.recommendations.all.find((r) => r.title === 'Cavity Wall Insulation')!;
    expect(cavity.modelledSavings).toBeGreaterThan(cavity.typicalSavings);
    const counted = plan.recommendations.all.reduce((sum, r) => sum + Math.max(0, r.typicalSavings), 0);
    expect(Math.abs(plan.potentialSavings - counted)).toBeLessThanOrEqual(plan.recommendations.all.length);
  });

  it('answers GraphQL with the same figures', async () => {
    const rest = (await getPlan(app, propertyId, visitor)).body as Plan;
    const query = /* GraphQL */ `query Plan($propertyId: ID!) { energyPlan(propertyId: $propertyId) { recommendations { all { title typicalSavings modelledSavings } } } }`;
    const res = await graphql<{ energyPlan: Plan }>(app.server, query, { propertyId }, visitor);
    const figures = (items: Plan['recommendations']['all']) => items.map(({ title, typicalSavings, modelledSavings }) => ({ title, typicalSavings, modelledSavings }));
    expect(figures(res.body.data!.energyPlan.recommendations.all)).toEqual(figures(rest.recommendations.all));
  });
});
