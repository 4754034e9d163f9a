import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/database/orm-options.js';
import { createTestDatabase } from '../support/test-database.js';

describe('the migration that gives every home its nation', () => {
  it('works out the nation of the homes saved before it, from their postcodes', async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(ormOptions(database.url, 2, () => undefined));
    try {
      await orm.migrator.up({ to: 'Migration20261124234255_EpcLowEnergyLighting' });
      const connection = orm.em.getConnection();
      const homes = { 'IV2 3AA': randomUUID(), 'CH7 1AB': randomUUID(), 'LS2 7EQ': randomUUID(), 'BT1 5GS': randomUUID(), 'JE2 3AB': randomUUID() };
      for (const [postcode, id] of Object.entries(homes)) {
        await connection.execute(
          `insert into property (id, owner_visitor_id, address, postcode, contact_approval, priority, property_type, year_built, floor_area, num_bedrooms, solar_pv_panels, solar_water_heating)
           values (?, ?, '1 Test Street', ?, false, 'reduce_bills', 'Terraced', 'Pre-1919', 0, 2, false, false)`,
          [id, randomUUID(), postcode],
        );
      }
      await orm.migrator.up();
      const rows = await connection.execute<Array<{ postcode: string; nation: string | null }>>('select postcode, nation from property order by postcode');
      expect(rows).toEqual([
        { postcode: 'BT1 5GS', nation: 'Northern Ireland' },
        { postcode: 'CH7 1AB', nation: 'Wales' },
        { postcode: 'IV2 3AA', nation: 'Scotland' },
        { postcode: 'JE2 3AB', nation: null },
        { postcode: 'LS2 7EQ', nation: 'England' },
      ]);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});
