import request from 'supertest';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME, planOverBothTransports, saveHome } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Grant { name: string; amountGbp: number; source: string; verdict: string }
interface Option { measureId: string; costMin: number; costMax: number; cost: string; grant: Grant | null }
interface Plan {
  heatingDecision: { chosen: Option; alternative: Option } | null;
  heatPumpVerdict: { grant: Grant | null };
  recommendations: { all: Array<{ title: string; description: string; cost: string; costMin: number; costMax: number; paybackYears: number | null }> };
  steps: Array<{ measures: Array<{ id: string; cost: string }> }>;
}

const GRANT = 'grant { name amountGbp source verdict }';
const OPTION = `measureId cost costMin costMax ${GRANT}`;
const QUERY = `query P($id: ID!) { energyPlan(propertyId: $id) {
  heatingDecision { chosen { ${OPTION} } alternative { ${OPTION} } }
  heatPumpVerdict { ${GRANT} }
  recommendations { all { title description cost costMin costMax paybackYears } }
  steps { measures { id cost } }
} }`;

/** The 1950s gas semi with an old boiler, put first for the environment so the heat pump is the heating chosen. */
const OLD_GAS_SEMI = { ...HOME, boilerType: 'non_condensing', priority: 'environmental_benefit' };
let homeNumber = 300;

/** The plan of the home with `changes`, over REST and GraphQL (which must agree), and the Grants tab's verdict on `schemeId`. */
async function planAndTab(changes: object, schemeId: string) {
  const visitor = await newVisitor(app.server);
  homeNumber += 2;
  const propertyId = await saveHome(app, visitor, { ...OLD_GAS_SEMI, address: `${homeNumber} Stechford Lane, Birmingham`, ...changes });
  const { viaRest: restPlan, viaGraphql: plan } = await planOverBothTransports<Plan>(app, propertyId, visitor, QUERY);
  expect(restPlan.heatingDecision).toMatchObject(plan.heatingDecision!);
  expect(restPlan.heatPumpVerdict.grant).toEqual(plan.heatPumpVerdict.grant);
  expect(restPlan.recommendations.all.map(({ title, cost }) => ({ title, cost }))).toEqual(plan.recommendations.all.map(({ title, cost }) => ({ title, cost })));
  const tab = await request(app.server).post('/api/grants-questionnaire').set('Cookie', visitor).send({ propertyId, householdData: { benefits: ['none'] } });
  expect(tab.status).toBe(201);
  const verdict = (tab.body.eligibleGrants as Array<{ id: string; verdict: string }>).find((scheme) => scheme.id === schemeId)?.verdict ?? 'not listed';
  const heatPump = plan.recommendations.all.find((r) => r.title === 'Air Source Heat Pump')!;
  const option = [plan.heatingDecision!.chosen, plan.heatingDecision!.alternative].find((o) => o.measureId === 'air-source-heat-pump')!;
  return { plan, verdict, heatPump, option };
}

describe("the heat pump's cost follows the Grants tab's verdict for the saved home, over REST and GraphQL", () => {
  it('takes £7,500 off for an owner in England; a social tenant sees the cost before any grant', async () => {
    const owner = await planAndTab({ tenure: 'Owner-occupied' }, 'boiler-upgrade-scheme');
    const tenant = await planAndTab({ tenure: 'Rented - Social' }, 'boiler-upgrade-scheme');

    expect(owner.verdict).toBe('likely');
    expect(owner.option.grant).toMatchObject({ name: 'Boiler Upgrade Scheme', amountGbp: 7500, verdict: 'likely' });
    expect(owner.plan.heatPumpVerdict.grant).toEqual(owner.option.grant);
    expect(owner.heatPump.description).toContain('Cost shown after the £7,500 Boiler Upgrade Scheme grant.');

    // The Grants tab says "Probably not for you": no card, step or option counts the grant.
    expect(tenant.verdict).toBe('unlikely');
    expect(tenant.option.grant).toBeNull();
    expect(tenant.plan.heatPumpVerdict.grant).toBeNull();
    expect(tenant.option.costMin - owner.option.costMin).toBe(7500);
    expect(tenant.option.costMax - owner.option.costMax).toBe(7500);
    expect(tenant.heatPump).toMatchObject({ costMin: tenant.option.costMin, costMax: tenant.option.costMax, cost: tenant.option.cost });
    expect(tenant.plan.steps.flatMap((step) => step.measures).find((m) => m.id === 'air-source-heat-pump')!.cost).toBe(tenant.option.cost);
    expect(tenant.heatPump.paybackYears ?? Infinity).toBeGreaterThan(owner.heatPump.paybackYears ?? 0);
    expect(tenant.heatPump.description).toContain('Cost shown before any grant: the Grants tab finds no heat-pump grant likely for your home.');
    expect(tenant.heatPump.description).not.toMatch(/after the £[\d,]+ /);
  });

  it("names a grant to check (a private landlord applies) without taking it off", async () => {
    const owner = await planAndTab({ tenure: 'Owner-occupied' }, 'boiler-upgrade-scheme');
    const tenant = await planAndTab({ tenure: 'Rented - Private' }, 'boiler-upgrade-scheme');
    expect(tenant.verdict).toBe('check');
    expect(tenant.option.grant).toMatchObject({ name: 'Boiler Upgrade Scheme', amountGbp: 7500, verdict: 'check' });
    expect(tenant.option.costMin - owner.option.costMin).toBe(7500);
    expect(tenant.heatPump.description).toContain(`Cost shown before any grant: the £7,500 Boiler Upgrade Scheme grant may bring it to ${owner.option.cost}, worth checking on the Grants tab.`);
  });

  it("takes Home Energy Scotland's £7,500 off for an owner in Scotland, nothing for a social tenant there", async () => {
    const glasgow = { postcode: 'G1 1AA' };
    const owner = await planAndTab({ ...glasgow, address: `${homeNumber + 1} Buchanan Street, Glasgow`, tenure: 'Owner-occupied' }, 'home-energy-scotland-grant-loan');
    const tenant = await planAndTab({ ...glasgow, address: `${homeNumber + 3} Buchanan Street, Glasgow`, tenure: 'Rented - Social' }, 'home-energy-scotland-grant-loan');
    expect(owner.verdict).toBe('likely');
    expect(owner.option.grant).toMatchObject({ name: 'Home Energy Scotland Grant and Loan', amountGbp: 7500, verdict: 'likely' });
    expect(tenant.verdict).toBe('unlikely');
    expect(tenant.option.grant).toBeNull();
    expect(tenant.option.costMin - owner.option.costMin).toBe(7500);
    expect(tenant.heatPump.description).toContain('Cost shown before any grant');
  });
});
