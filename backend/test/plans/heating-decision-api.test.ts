import { buildPlan } from '../../src/energy-model/index.js';
import type { Nation } from '@warmwise/common';
import { heatPumpGrantForHome, UNKNOWN_HOME } from '../../src/grants/index.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, planOverBothTransports, saveHome } from './support.js';

let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await newVisitor(app.server);
});
afterAll(() => app.close());

const OPTION = 'measureId title cost costMin costMax annualBillGbp annualSavingGbp co2SavingKg energyEfficiencyAfter lifetimeYears grant { name amountGbp source verdict }';
const OWN = `query Own($id: ID!) { energyPlan(propertyId: $id) {
  currentEpcRating currentEnergyEfficiency ratingNote potentialSavings
  heatingDecision { chosen { ${OPTION} } alternative { ${OPTION} } why replacementDue }
  recommendations { all { title rankReason } } steps { measures { id } }
} }`;

interface DecisionAnswer {
  currentEpcRating: string;
  currentEnergyEfficiency: number;
  ratingNote: string | null;
  potentialSavings: number;
  heatingDecision: { chosen: { measureId: string; grant: { name: string; amountGbp: number } | null }; alternative: { measureId: string; grant: { name: string; amountGbp: number } | null; annualBillGbp: number; cost: string }; why: string; replacementDue: boolean } | null;
  recommendations: { all: Array<{ title: string; rankReason: string }> };
  steps: Array<{ measures: Array<{ id: string }> }>;
}

/** The home the tests save: the 1950s gas semi with an old boiler, typed G, walls not known, its owner living in it. */
const OLD_BOILER_HOME = { ...HOME, epcRating: 'G', boilerType: 'non_condensing', tenure: 'Owner-occupied' };

const modelled = (priority: 'reduce_bills' | 'environmental_benefit') => buildPlan(
  {
    propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler', epcRating: 'G', solarPVPanels: false, solarWaterHeating: false, postcode: HOME.postcode,
    stated: { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'non_condensing', heatingControls: 'unknown', flatPosition: 'unknown' },
  },
  priority,
  // The saved home's grant, as the plan service asks for it: lived in by its owner, heated by gas.
  { heatPumpGrantIn: (nation: Nation) => heatPumpGrantForHome({ ...UNKNOWN_HOME, nation, tenure: 'Owner-occupied', heatingSystem: 'Gas boiler' }) },
);

describe('one heating decision and one score, over both transports', () => {
  it('gives REST and GraphQL the same boiler-or-heat-pump decision and rating note, as the model builds them', async () => {
    const propertyId = await saveHome(app, owner, OLD_BOILER_HOME);
    const { viaRest, viaGraphql } = await planOverBothTransports<DecisionAnswer>(app, propertyId, owner, OWN);
    expect(viaRest.heatingDecision).toEqual(viaGraphql.heatingDecision);
    expect(viaRest.ratingNote).toBe(viaGraphql.ratingNote);

    const plan = modelled('reduce_bills');
    expect(viaGraphql.heatingDecision).toEqual(plan.heatingDecision);
    expect(viaGraphql.ratingNote).toBe(plan.ratingNote);
    // The score shown is the modelled home's, and the note says the certificate's band plainly.
    expect(viaGraphql.currentEnergyEfficiency).toBe(plan.baseline.sap.score);
    expect(viaGraphql.ratingNote).toMatch(new RegExp(`^Your certificate says G; the home as described rates ${viaGraphql.currentEpcRating} ${viaGraphql.currentEnergyEfficiency}\\.`));
  });

  it('counts only the chosen option and shows the heat pump beside a due boiler with its cost, running cost and grant', async () => {
    const propertyId = await saveHome(app, owner, OLD_BOILER_HOME);
    // The plan is built on its first read over REST; the GraphQL query reads the stored plan.
    expect((await getPlan(app, propertyId, owner)).status).toBe(200);
    const own = await graphql<{ energyPlan: DecisionAnswer }>(app.server, OWN, { id: propertyId }, owner);
    const plan = own.body.data!.energyPlan;
    const decision = plan.heatingDecision!;
    // At today's prices, less the Boiler Upgrade Scheme's grant, the heat pump is the cheaper to own and run.
    expect(decision).toMatchObject({ replacementDue: true, chosen: { measureId: 'air-source-heat-pump' }, alternative: { measureId: 'condensing-boiler', grant: null } });
    expect(decision.chosen.grant).toMatchObject({ name: 'Boiler Upgrade Scheme', amountGbp: 7500 });
    expect(decision.alternative.cost).toMatch(/^£[\d,]+ - £[\d,]+$/);
    expect(decision.alternative.annualBillGbp).toBeGreaterThan(0);
    expect(decision.why).toMatch(/^Your boiler is an older non-condensing one, .* Cheaper to own and run/);
    const titles = plan.recommendations.all.map((r) => r.title);
    expect(titles).toContain('Air Source Heat Pump');
    expect(titles).not.toContain('Condensing Boiler Replacement');
    expect(plan.steps.flatMap((step) => step.measures.map((m) => m.id))).not.toContain('condensing-boiler');
    expect(plan.recommendations.all.find((r) => r.title === 'Air Source Heat Pump')!.rankReason).toMatch(/^A replacement to plan for: your boiler is past its working life/);
  });
});
