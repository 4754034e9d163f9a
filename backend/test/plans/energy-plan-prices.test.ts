import { isCurrentPriceTable, priceTable, pricesNote } from '../../src/energy-model/index.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, readPlan, saveHome } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);
type PricedPlan = { id: string; priceTableId: string; prices: string; pricesMayBeOutOfDate: boolean; assumptions: string[]; baseline: { annualBill: number } };
const today = new Date().toISOString().slice(0, 10);

describe('the prices a plan uses', () => {
  it('are the quarter in force on its date, and the plan names them over REST and GraphQL', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const plan = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    const inForce = priceTable();
    expect(plan.priceTableId).toBe(inForce.id);
    expect(inForce.validFrom <= today && today <= inForce.validTo!).toBe(true);
    expect(plan.prices).toBe(`Prices: ${inForce.label}`);
    expect(plan.pricesMayBeOutOfDate).toBe(false);
    // The gas and electricity the home buys, each with its period, source and grade, where the householder reads them.
    const gasLine = plan.assumptions.find((line) => line.startsWith(`Price of mains gas ${inForce.gas} p/kWh, ${inForce.gasStandingPerDay} p/day, `));
    expect(gasLine).toMatch(/Ofgem price cap .* \(secondary[^)]*\)\.$/);

    const { body } = await graphql<{ energyPlan: PricedPlan }>(
      app.server,
      'query P($id: ID!) { energyPlan(propertyId: $id) { priceTableId prices pricesMayBeOutOfDate } }',
      { id: propertyId },
      visitor,
    );
    expect(body.data!.energyPlan).toEqual({ priceTableId: plan.priceTableId, prices: plan.prices, pricesMayBeOutOfDate: false });
  });

  it('are re-priced by the build once a newer quarter has landed; a read meanwhile says the plan is out of date', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const first = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    // As a plan priced before the newest quarter landed looks: an older quarter's id and bill.
    await sql('update energy_plan set price_table_id = ? where id = ?', ['ofgem-cap-2025-q4', first.id]);
    const stale = await readPlan(app, propertyId, visitor);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', outOfDate: true });
    const read = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    expect(read.id).toBe(first.id);
    expect(read.priceTableId).toBe(priceTable().id);
    expect(read.baseline.annualBill).toBe(first.baseline.annualBill);
  });

  it("for a Northern Ireland home say plainly which prices stand in for NI's own tariffs", async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor, { ...HOME, address: '4 Lisburn Road, Belfast', postcode: 'BT9 6AA', heatingSystem: 'Oil boiler' });
    const plan = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    expect(plan.priceTableId).toBe(`${priceTable().id}-for-ni`);
    expect(plan.prices).toBe(`Prices: ${priceTable().label}, standing in for Northern Ireland's tariffs`);
    expect(plan.assumptions.join('\n')).toContain("Northern Ireland's own tariffs (set by its Utility Regulator) are not loaded yet");
    expect(plan.assumptions.join('\n')).toContain(`Price of heating oil (kerosene) ${priceTable().oil} p/kWh`);
    expect(isCurrentPriceTable(plan.priceTableId)).toBe(true);
  });
});

describe('pricesNote', () => {
  it('names the quarter in force on the plan date: a plan of 3 December 2026 uses Oct-Dec 2026', () => {
    expect(pricesNote('ofgem-cap-2026-q4', new Date('2026-12-03T12:00:00Z'))).toEqual({ statement: 'Prices: Ofgem cap, Oct-Dec 2026', mayBeOutOfDate: false });
    expect(pricesNote('ofgem-cap-2026-q3', new Date('2026-08-15T12:00:00Z'))).toEqual({ statement: 'Prices: Ofgem cap, Jul-Sep 2026', mayBeOutOfDate: false });
  });

  it('on a date no loaded quarter covers, names the newest it uses and says newer prices are not loaded yet', () => {
    expect(pricesNote('ofgem-cap-2026-q4', new Date('2027-01-10T12:00:00Z'))).toEqual({
      statement: 'Prices: Ofgem cap, Oct-Dec 2026, the newest quarter we hold; prices for Jan-Mar 2027, when this plan was made, are not loaded yet',
      mayBeOutOfDate: true,
    });
  });

  it('keeps the older rows by id, for plans that recorded them', () => {
    expect(pricesNote('warmwise-2024-25-v1', new Date('2025-06-01T00:00:00Z')).statement).toBe('Prices: warmwise-2024-25-v1');
    expect(priceTable('ofgem-cap-2025-q4')).toMatchObject({ electricity: 26.35, gas: 6.29, label: 'Ofgem cap, Oct-Dec 2025' });
  });
});
