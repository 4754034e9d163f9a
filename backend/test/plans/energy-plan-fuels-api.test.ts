import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { HOME, planForHome } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface PlanBody {
  potentialSavings: number;
  assumptions: string[];
  baseline: { annualKwh: { gas: number; electricity: number; oil: number; lpg: number; solid: number; heatNetwork: number }; annualBill: number };
  recommendations: { all: Array<{ title: string; description: string; savings: number; paybackYears: number | null; costMin: number | null; costMax: number | null }> };
  heatingDecision: { chosen: { title: string }; alternative: { title: string } } | null;
}

const planFor = (changes: object) => planForHome<PlanBody>(app, changes);

const titles = (plan: PlanBody) => plan.recommendations.all.map((r) => r.title);
const card = (plan: PlanBody, title: string) => plan.recommendations.all.find((r) => r.title === title);

describe('a plan in the terms of the fuel the home burns', () => {
  it('plans an LPG home on LPG: its own kWh, a bill a metered home would recognise, and no gas boiler', async () => {
    const plan = await planFor({ heatingSystem: 'Other', heatingFuel: 'lpg' });
    expect(plan.baseline.annualKwh).toMatchObject({ gas: 0, oil: 0, solid: 0 });
    expect(plan.baseline.annualKwh.lpg).toBeGreaterThan(10_000);
    expect(plan.baseline.annualKwh.electricity).toBeLessThan(4_000);
    // About 13,500 kWh at 8.5 p plus electricity: near £2,000, never the £3,700 of electric heating.
    expect(plan.baseline.annualBill).toBeGreaterThan(1_500);
    expect(plan.baseline.annualBill).toBeLessThan(2_500);
    expect(plan.assumptions).toContain("Heating 'Other' is modelled as an LPG boiler.");
  });

  it.each([
    ['coal', 'a coal or smokeless-fuel room heater with a back boiler'],
    ['wood', 'a wood-burning stove or log boiler'],
  ])('plans a %s-heated home on solid fuel', async (heatingFuel, modelledAs) => {
    const plan = await planFor({ heatingSystem: 'Other', heatingFuel });
    expect(plan.baseline.annualKwh.solid).toBeGreaterThan(12_000);
    expect(plan.baseline.annualKwh.lpg).toBe(0);
    expect(plan.baseline.annualKwh.electricity).toBeLessThan(4_000);
    expect(plan.assumptions).toContain(`Heating 'Other' is modelled as ${modelledAs}.`);
  });

  it('plans electric room heaters and storage heaters near what metered electrically heated homes use', async () => {
    for (const changes of [{ heatingSystem: 'Other', heatingFuel: 'electric_room_heaters' }, { heatingSystem: 'Electric storage heaters' }]) {
      const plan = await planFor(changes);
      // Ofgem's Economy 7 "high" typical use is 6,700 kWh; the model's semi sits within 20% of it.
      expect(plan.baseline.annualKwh.electricity).toBeGreaterThan(5_400);
      expect(plan.baseline.annualKwh.electricity).toBeLessThan(8_100);
    }
  });

  it('says when the fuel is not known and gives the range, never an electric bill in disguise', async () => {
    const plan = await planFor({ heatingSystem: 'Other' });
    const range = plan.assumptions.find((line) => line.startsWith('Fuel not known'));
    expect(range).toMatch(/^Fuel not known: a home like this would cost £[\d,]+ to £[\d,]+ a year depending on what its heating burns \(.*lpg.*coal.*|.*\)/);
    expect(range).toMatch(/tell us the fuel for a plan in its terms\.$/);
    expect(plan.baseline.annualKwh.electricity).toBeLessThan(5_000);
  });

  it('keeps oil, heat pump and district heating in their own fuel', async () => {
    expect((await planFor({ heatingSystem: 'Oil boiler' })).baseline.annualKwh.oil).toBeGreaterThan(10_000);
    const heatPump = await planFor({ heatingSystem: 'Heat pump' });
    expect(heatPump.baseline.annualKwh).toMatchObject({ gas: 0, oil: 0, lpg: 0, solid: 0 });
    expect(heatPump.baseline.annualKwh.electricity).toBeGreaterThan(5_000);
    expect((await planFor({ heatingSystem: 'District heating' })).baseline.annualKwh.heatNetwork).toBeGreaterThan(5_000);
  });
});

describe('every stated fact moves the plan', () => {
  it('shows the full cavity saving for an empty cavity, and a weighted one with "check first" when not sure', async () => {
    const unsure = card(await planFor({ wallInsulation: 'unknown' }), 'Cavity Wall Insulation')!;
    const empty = card(await planFor({ wallInsulation: 'cavity_empty' }), 'Cavity Wall Insulation')!;
    expect(unsure.description).toMatch(/^Check first/);
    expect(empty.description).not.toMatch(/Check first/);
    expect(empty.savings).toBeGreaterThan(2 * unsure.savings);
    // Each card's payback is worked out from the figure it shows.
    for (const item of [unsure, empty]) expect(item.paybackYears).toBeCloseTo((item.costMin! + item.costMax!) / 2 / item.savings, 1);
    expect(titles(await planFor({ wallInsulation: 'cavity_filled' }))).not.toContain('Cavity Wall Insulation');
  });

  it('offers cavity fill to a 1983-2002 home whose cavity is stated empty', async () => {
    expect(titles(await planFor({ yearBuilt: '1983-2002' }))).not.toContain('Cavity Wall Insulation');
    expect(titles(await planFor({ yearBuilt: '1983-2002', wallInsulation: 'cavity_empty' }))).toContain('Cavity Wall Insulation');
  });

  it('brings a boiler replacement for a non-condensing boiler, and controls for none', async () => {
    // A new boiler and a heat pump are one decision: the boiler is the one counted or the one beside it.
    const oldBoiler = await planFor({ boilerType: 'non_condensing' });
    const decision = oldBoiler.heatingDecision!;
    expect([decision.chosen.title, decision.alternative.title].sort()).toEqual(['Air Source Heat Pump', 'Condensing Boiler Replacement']);
    expect(titles(oldBoiler)).toContain(decision.chosen.title);
    expect(titles(oldBoiler)).not.toContain(decision.alternative.title);
    expect(titles(await planFor({ boilerType: 'condensing' }))).not.toContain('Condensing Boiler Replacement');
    expect(titles(await planFor({ heatingControls: 'none' }))).toContain('Heating Controls Upgrade');
    expect(titles(await planFor({ heatingControls: 'full' }))).not.toContain('Heating Controls Upgrade');
  });

  it('insulates a bare loft, and charges single glazing its heat loss', async () => {
    const bare = await planFor({ loftInsulationMm: 0 });
    expect(titles(bare)).toContain('Loft Insulation');
    expect(titles(await planFor({ loftInsulationMm: 300 }))).not.toContain('Loft Insulation Top-up');
    const single = await planFor({ glazing: 'single' });
    const double = await planFor({ glazing: 'double' });
    expect(single.baseline.annualBill).toBeGreaterThan(double.baseline.annualBill);
  });

  it('gives a top-floor flat a roof to insulate and a middle-floor flat none', async () => {
    const flat = { propertyType: 'Flat/Apartment', floorArea: 60, numBedrooms: 2, loftInsulationMm: 0 };
    expect(titles(await planFor({ ...flat, flatPosition: 'top' }))).toContain('Loft Insulation');
    expect(titles(await planFor({ ...flat, flatPosition: 'mid' }))).not.toContain('Loft Insulation');
  });
});

describe('the profile fields over both transports', () => {
  it('refuses an unknown fuel or an impossible loft depth with the field named, and keeps nothing', async () => {
    const visitor = await newVisitor(app.server);
    const fuel = await request(app.server).post('/api/properties').set('Cookie', visitor).send({ ...HOME, heatingSystem: 'Other', heatingFuel: 'peat bricks' });
    expect(fuel.status).toBe(400);
    expect(fuel.body.message).toBe('heatingFuel must be one of: lpg, coal, wood, electric_room_heaters, unknown');
    const loft = await request(app.server).post('/api/properties').set('Cookie', visitor).send({ ...HOME, loftInsulationMm: 900 });
    expect(loft.status).toBe(400);
    expect(loft.body.message).toBe('Loft insulation must be a depth in mm from 0 to 400, or left empty if you are not sure');
    expect((await request(app.server).get('/api/properties').set('Cookie', visitor)).body).toEqual([]);
  });

  it('saves and answers the same fields over GraphQL, and drops the fuel of a home that is not Other', async () => {
    const visitor = await newVisitor(app.server);
    const mutation = `mutation Save($input: PropertyInput!) { createProperty(input: $input) {
      heatingSystem heatingFuel wallInsulation loftInsulationMm glazing boilerType heatingControls flatPosition } }`;
    const other = await graphql<{ createProperty: Record<string, unknown> }>(app.server, mutation, {
      input: { ...HOME, heatingSystem: 'Other', heatingFuel: 'LPG', wallInsulation: 'cavity_empty', loftInsulationMm: 100, glazing: 'double', boilerType: 'non_condensing', heatingControls: 'programmer_only' },
    }, visitor);
    expect(other.body.data?.createProperty).toEqual({
      heatingSystem: 'Other', heatingFuel: 'lpg', wallInsulation: 'cavity_empty', loftInsulationMm: 100, glazing: 'double',
      boilerType: 'non_condensing', heatingControls: 'programmer_only', flatPosition: 'unknown',
    });
    const gas = await graphql<{ createProperty: Record<string, unknown> }>(app.server, mutation, { input: { ...HOME, address: '20 Stechford Lane', heatingFuel: 'coal' } }, visitor);
    expect(gas.body.data?.createProperty).toMatchObject({ heatingSystem: 'Gas boiler', heatingFuel: null, wallInsulation: 'unknown', loftInsulationMm: null });
  });
});
