import { pino } from 'pino';
import { typicalHomeNear } from '../../src/addresses/typical-home.js';
import { openDatabase, type Database } from '../../src/database/database.js';
import { createMigratedTestDatabase } from '../support/test-database.js';
import type { ScratchDatabase } from '../../src/database/scratch-database.js';

/** How a certificate describes a home, in the register's words. */
interface Described {
  propertyType: string;
  builtForm: string;
  ageBand: string | null;
  mainheat: string;
  mainFuel: string;
}

const FLAT: Described = { propertyType: 'Flat', builtForm: 'Mid-Terrace', ageBand: 'England and Wales: 1983-1990', mainheat: 'Electric storage heaters', mainFuel: 'electricity (not community)' };
const DETACHED: Described = { propertyType: 'House', builtForm: 'Detached', ageBand: 'England and Wales: 1930-1949', mainheat: 'Boiler and radiators, oil', mainFuel: 'oil (not community)' };
const BUNGALOW: Described = { propertyType: 'Bungalow', builtForm: 'Semi-Detached', ageBand: 'England and Wales: 1967-1975', mainheat: 'Air source heat pump, radiators, electric', mainFuel: 'electricity (not community)' };
const SEMI: Described = { propertyType: 'House', builtForm: 'Semi-Detached', ageBand: 'England and Wales: 1950-1966', mainheat: 'Boiler and radiators, mains gas', mainFuel: 'mains gas (not community)' };

let database: ScratchDatabase;
let db: Database;
let lodged = 0;

/** Lodges `count` certificates at a postcode, each for a home of its own. */
async function lodge(postcode: string, count: number, home: Described): Promise<void> {
  for (let i = 0; i < count; i++) {
    lodged++;
    await db.orm.em.getConnection().execute(
      `insert into epc_certificate (lmk_key, postcode, address, lodgement_date, home_key, property_type, built_form, construction_age_band, mainheat_description, main_fuel)
       values (?, ?, ?, '2021-03-01', ?, ?, ?, ?, ?, ?)`,
      [`T${lodged}`, postcode, `${lodged} Test Road`, `A${lodged}`, home.propertyType, home.builtForm, home.ageBand, home.mainheat, home.mainFuel],
    );
  }
}

beforeAll(async () => {
  database = await createMigratedTestDatabase();
  db = await openDatabase({ kind: 'external', url: database.url, poolMax: 2 }, pino({ level: 'silent' }));
  await lodge('ZE1 0AA', 5, FLAT);
  await lodge('ZE1 0AB', 10, DETACHED);
  await lodge('ZE1 0AD', 4, SEMI);
  await lodge('ZE10 1AA', 30, BUNGALOW);
  await lodge('SW1A 1AA', 20, FLAT);
  await lodge('S10 2TN', 6, SEMI);
  await lodge('HR1 2PJ', 4, SEMI);
  await lodge('HR1 2PJ', 3, { ...DETACHED, ageBand: null });
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const typicalNear = (postcode: string) => typicalHomeNear(db.orm.em.fork(), postcode);

describe('typicalHomeNear', () => {
  it('reads the most common type, age and heating of the postcode when it has enough certificates', async () => {
    expect(await typicalNear('ZE1 0AA')).toEqual({ propertyType: 'Flat/Apartment', yearBuilt: '1983-2002', heatingSystem: 'Electric storage heaters', typicalOf: 'homes at ZE1 0AA' });
  });

  it('widens to the sector when the postcode has too few', async () => {
    const sector = { propertyType: 'Detached', yearBuilt: '1919-1944', heatingSystem: 'Oil boiler', typicalOf: 'homes in ZE1 0' };
    expect(await typicalNear('ZE1 0AD')).toEqual(sector);
    expect(await typicalNear('ZE1 0ZZ')).toEqual(sector);
  });

  it('widens to the district, without the longer districts it starts: ZE1 leaves out ZE10', async () => {
    expect(await typicalNear('ZE1 5AA')).toEqual({ propertyType: 'Detached', yearBuilt: '1919-1944', heatingSystem: 'Oil boiler', typicalOf: 'homes in ZE1' });
  });

  it('widens to the postcode area, its letters followed by any district number', async () => {
    expect(await typicalNear('ZE2 1AA')).toEqual({ propertyType: 'Bungalow', yearBuilt: '1965-1982', heatingSystem: 'Heat pump', typicalOf: 'homes in the ZE postcode area' });
  });

  it('keeps the area S apart from SW', async () => {
    expect(await typicalNear('S1 2HE')).toEqual({ propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', typicalOf: 'homes in the S postcode area' });
  });

  it("answers with the UK's most common home when no place near has enough", async () => {
    const uk = { propertyType: 'Terraced', yearBuilt: '1965-1982', heatingSystem: 'Gas boiler', typicalOf: 'homes in the UK' };
    expect(await typicalNear('B33 8TH')).toEqual(uk);
    // Seven certificates, but only four say when the home was built.
    expect(await typicalNear('HR1 2PJ')).toEqual(uk);
  });
});
