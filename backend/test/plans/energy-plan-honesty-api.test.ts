import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome, type PlanFiguresJson } from './support.js';

type Plan = PlanFiguresJson;

let app: TestApp;
let visitor: string;
let propertyId: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
  propertyId = await saveHome(app, visitor, { ...HOME, priority: 'environmental_benefit' });
});
afterAll(() => app.close());

describe('the plan over the API says what costs more and why each item sits where it does', () => {
  it('answers REST with a signed saving, a never-negative savings, totals netting the negative item, and reasons', async () => {
    const plan = (await getPlan(app, propertyId, visitor)).body as Plan;
    // Whether any measure costs more to run depends on the quarter's prices (plan-honesty.test.ts pins
    // one where the heat pump does); at any prices, savings is the signed saving floored at 0, and the
    // total nets every item.
    for (const r of plan.recommendations.all) expect(r.savings).toBe(Math.max(0, Math.round(r.annualSavingGbp)));
    const saving = plan.recommendations.all.reduce((sum, r) => sum + r.annualSavingGbp, 0);
    expect(Math.abs(plan.potentialSavings - saving)).toBeLessThanOrEqual(plan.recommendations.all.length);
    for (const r of plan.recommendations.all) expect(r.rankReason).not.toBe('');
    expect(plan.propertyValueIncrease).toMatch(/^(about \d+(-\d+)?%|0%)$/);
  });

  it('answers GraphQL with the same reasons', async () => {
    const rest = (await getPlan(app, propertyId, visitor)).body as Plan;
    const query = /* GraphQL */ `query Plan($propertyId: ID!) { energyPlan(propertyId: $propertyId) { recommendations { all { title annualSavingGbp rankReason } } } }`;
    const res = await graphql<{ energyPlan: Plan }>(app.server, query, { propertyId }, visitor);
    expect(res.body.data!.energyPlan.recommendations.all.map((r) => r.rankReason)).toEqual(rest.recommendations.all.map((r) => r.rankReason));
  });
});
