import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome } from '../plans/support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Figures only the household's bills could give, written as they may appear (plain and grouped). */
const GAS_KWH = 9_431;
const ELECTRICITY_KWH = 3_217;
const BILL_FIGURES = [String(GAS_KWH), '9,431', String(ELECTRICITY_KWH), '3,217'];
const FITTED = /Fitted to your bills/;

const OPEN = /* GraphQL */ `query Open($token: String!) {
  sharedPlan(token: $token) {
    energyPlan { potentialSavings assumptions baseline { annualKwh { gas electricity } annualBill } recommendations { all { title savings } } }
    recommendations { title savings }
    property { address postcode }
  }
}`;

describe('a shared plan of a home whose bills were given', () => {
  it('shows the plan modelled without them: no metered figure and no line saying it was fitted', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner, { ...HOME, address: '18 Stechford Lane, Birmingham', annualGasKwh: GAS_KWH, annualElectricityKwh: ELECTRICITY_KWH });
    const own = (await getPlan(app, propertyId, owner)).body as { assumptions: string[]; baseline: { annualKwh: { gas: number } } };
    // The owner's own plan is fitted to the bills, so the test knows what to look for.
    expect(own.assumptions.some((line) => FITTED.test(line))).toBe(true);
    expect(own.baseline.annualKwh.gas).toBe(GAS_KWH);

    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const rest = await request(app.server).get(`/api/plan/${token}`);
    const overGraphql = await graphql<{ sharedPlan: unknown }>(app.server, OPEN, { token });
    for (const answer of [rest.body, overGraphql.body]) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(FITTED);
      for (const figure of BILL_FIGURES) expect(text).not.toContain(figure);
    }
    expect((rest.body as { data: { energyPlan: { potentialSavings: number } } }).data.energyPlan.potentialSavings).toBeGreaterThan(0);
    expect(overGraphql.body.errors).toBeUndefined();
    // Nothing new is stored by reading it: the owner's plans stay as they were.
    const [plans] = await app.db.orm.em.fork().getConnection().execute('select count(*) as n from energy_plan where property_id = ?', [propertyId]);
    expect(Number(plans.n)).toBe(1);
  });
});
