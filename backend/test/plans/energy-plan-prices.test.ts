import { priceTable, pricesNote } from '../../src/energy-model/index.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, saveHome } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);
type PricedPlan = { id: string; priceTableId: string; prices: string; pricesMayBeOutOfDate: boolean; baseline: { annualBill: number } };

describe('the prices a plan uses', () => {
  it('are the quarter in force on its date, and the plan names them over REST and GraphQL', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const plan = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    const today = priceTable();
    expect(plan.priceTableId).toBe(today.id);
    expect(today.id).toMatch(/^ofgem-cap-\d{4}-q[1-4]$/);
    expect(plan.prices).toMatch(new RegExp(`^Prices: ${today.label}( \\(the newest quarter we hold\\))?$`));
    expect(plan.pricesMayBeOutOfDate).toBe(false);

    const { body } = await graphql<{ energyPlan: PricedPlan }>(
      app.server,
      'query P($id: ID!) { energyPlan(propertyId: $id) { priceTableId prices pricesMayBeOutOfDate } }',
      { id: propertyId },
      visitor,
    );
    expect(body.data!.energyPlan).toEqual({ priceTableId: plan.priceTableId, prices: plan.prices, pricesMayBeOutOfDate: false });
  });

  it('are re-priced when a stored plan is opened after a newer quarter has landed', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const first = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    // As a plan priced before the newest quarter landed looks: an older quarter's id and bill.
    await sql('update energy_plan set price_table_id = ? where id = ?', ['ofgem-cap-2025-q4', first.id]);
    const read = (await getPlan(app, propertyId, visitor)).body as PricedPlan;
    expect(read.id).toBe(first.id);
    expect(read.priceTableId).toBe(priceTable().id);
    expect(read.baseline.annualBill).toBe(first.baseline.annualBill);
  });
});

describe('pricesNote', () => {
  it('names a quarter plainly while it is in force, and as the newest held once it is over', () => {
    expect(pricesNote('ofgem-cap-2026-q3', new Date('2026-08-15T12:00:00Z'))).toEqual({ statement: 'Prices: Ofgem cap, Jul-Sep 2026', mayBeOutOfDate: false });
    expect(pricesNote('ofgem-cap-2026-q3', new Date('2026-11-27T12:00:00Z'))).toEqual({
      statement: 'Prices: Ofgem cap, Jul-Sep 2026 (the newest quarter we hold)',
      mayBeOutOfDate: false,
    });
  });

  it('says the prices may be out of date once the newest quarter held ended more than a quarter before the plan', () => {
    const newest = priceTable(priceTable().id);
    const quarterAfter = new Date(`${newest.validTo}T00:00:00Z`);
    quarterAfter.setUTCMonth(quarterAfter.getUTCMonth() + 3);
    expect(pricesNote(newest.id, quarterAfter).mayBeOutOfDate).toBe(false);
    expect(pricesNote(newest.id, new Date(quarterAfter.getTime() + 86_400_000)).mayBeOutOfDate).toBe(true);
  });

  it('keeps the older rows by id, for plans that recorded them', () => {
    expect(pricesNote('warmwise-2024-25-v1', new Date('2025-06-01T00:00:00Z')).statement).toBe('Prices: warmwise-2024-25-v1');
    expect(priceTable('ofgem-cap-2025-q4')).toMatchObject({ electricity: 26.35, gas: 6.29, label: 'Ofgem cap, Oct-Dec 2025' });
  });
});
