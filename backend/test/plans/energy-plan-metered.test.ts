import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface PlanBody {
  potentialSavings: number;
  assumptions: string[];
  baseline: { annualKwh: Record<string, number>; annualBill: number; sapScore: number; band: string };
  currentEnergyEfficiency: number;
  currentEpcRating: string;
}

describe('a plan for a home whose bills were given', () => {
  it('is fitted to them: a home that burns half the gas saves less, and the plan says what it was fitted to', async () => {
    const visitor = await newVisitor(app.server);
    const asModelled = (await getPlan(app, await saveHome(app, visitor), visitor)).body as PlanBody;
    const frugal = (await getPlan(app, await saveHome(app, visitor, { ...HOME, address: '14 Stechford Lane, Birmingham', annualGasKwh: 5_000 }), visitor)).body as PlanBody;

    expect(frugal.potentialSavings).toBeLessThan(asModelled.potentialSavings);
    expect(frugal.assumptions.find((line) => line.startsWith('Fitted to your bills'))).toMatch(/^Fitted to your bills: gas use 5,000 kWh a year, where the model estimated [\d,]+ kWh/);
    expect(asModelled.assumptions.some((line) => line.startsWith('Fitted to your bills'))).toBe(false);
  });

  it('explains where it starts: the home today, by fuel, its bill and rating, from the bills when given', async () => {
    const visitor = await newVisitor(app.server);
    const home = { ...HOME, address: '16 Stechford Lane, Birmingham', annualGasKwh: 9_500, annualElectricityKwh: 3_000 };
    const plan = (await getPlan(app, await saveHome(app, visitor, home), visitor)).body as PlanBody;
    expect(plan.baseline).toEqual({
      annualKwh: { gas: 9_500, electricity: 3_000, oil: 0, lpg: 0, solid: 0, heatNetwork: 0 },
      annualBill: expect.any(Number),
      sapScore: plan.currentEnergyEfficiency,
      band: plan.currentEpcRating,
    });
    // At the plan's own prices (Jul-Sep 2026: 7.33 p gas, 26.11 p electricity, both standing charges): about £1,790.
    expect(plan.baseline.annualBill).toBeGreaterThan(1_500);
    expect(plan.baseline.annualBill).toBeLessThan(1_900);
  });
});
