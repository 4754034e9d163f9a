import { OFFICIAL_CERTIFICATE_COLUMNS, type OfficialColumn } from '../epc-columns.js';
import {
  AGE_BAND_ORDER, efficiencyWord, ratingOf, TENURE_NEW_WORDING, TENURES, TRANSACTION_BY_TENURE,
} from './distributions.js';
import { generateHome, round1, type Area, type Home } from './generated-home.js';
import { Random } from './prng.js';
import { SAMPLE_POSTCODES } from './sample-postcodes.js';

export interface GeneratorOptions {
  rows: number;
  seed: string;
  /**
   * 'sample': the ~50 real postcodes of sample-postcodes.ts, homes shared among them (the bundled
   * dataset). 'synthetic': as many made-up but well-formed postcodes as needed, 6-30 homes each,
   * in the sample's areas and authorities (for benchmarks at register scale).
   */
  postcodes: 'sample' | 'synthetic';
}

export interface GeneratedCertificate {
  localAuthority: string;
  localAuthorityLabel: string;
  /** In OFFICIAL_CERTIFICATE_COLUMNS order. */
  fields: string[];
}

const COLUMN = Object.fromEntries(OFFICIAL_CERTIFICATE_COLUMNS.map((name, i) => [name, i])) as Record<OfficialColumn, number>;
const FIRST_LODGEMENT = Date.UTC(2008, 9, 1);
const LAST_LODGEMENT = Date.UTC(2026, 2, 31);
const NEW_BUILD_FROM = Date.UTC(2012, 0, 1);
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
/** Letters used in the inward code of real postcodes (never C, I, K, M, O, V). */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const STREET_WORDS = ['Albert', 'Victoria', 'Church', 'Mill', 'Station', 'Park', 'Queens', 'Kings', 'Grove', 'Meadow', 'Oak', 'Ash', 'Beech', 'Elm', 'Willow', 'Chapel', 'Market', 'Bridge', 'Manor', 'Orchard', 'Highfield', 'Springfield', 'Windsor', 'York', 'Clarence', 'Nelson', 'Hawthorn', 'Cedar', 'Sycamore', 'Rosemary'];
const STREET_KINDS = ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Terrace', 'Gardens', 'Way', 'Drive', 'Crescent', 'Place', 'View'];

/**
 * Certificates in the register's CSV layout, streamed: homes one after another, each with one
 * to three certificates (65% one, 25% two, 10% three), the older ones 1.5-7 years apart and a
 * little less efficient. The same options always give the same rows.
 */
export function* generateCertificates(options: GeneratorOptions): Generator<GeneratedCertificate> {
  const random = new Random(options.seed);
  const seedTag = String(new Random(`lmk:${options.seed}`).int(1000, 9999));
  const areas = options.postcodes === 'sample' ? sampleAreas() : syntheticAreas(random);
  let produced = 0;
  let homeIndex = 0;
  while (produced < options.rows) {
    const { area, indexInArea } = areas.next().value as { area: Area; indexInArea: number };
    const home = generateHome(random, area, indexInArea, indexInArea + 1);
    homeIndex++;
    home.uprn = random.chance(0.92) ? String(100_000_000_000 + homeIndex * 7 + Number(seedTag)) : '';
    home.buildingReference = String(1_000_000_000 + homeIndex * 3 + Number(seedTag));
    const count = Math.min(Number(random.weighted({ 1: 65, 2: 25, 3: 10 })), options.rows - produced);
    for (const certificate of certificatesOf(random, home, count)) {
      produced++;
      certificate.fields[COLUMN.LMK_KEY] = `${seedTag}${String(produced).padStart(10, '0')}${certificate.fields[COLUMN.LMK_KEY]}`;
      yield certificate;
    }
  }
}

function* sampleAreas(): Generator<{ area: Area; indexInArea: number }> {
  for (let round = 0; ; round++) {
    for (const sample of SAMPLE_POSTCODES) yield { area: sample, indexInArea: round };
  }
}

function* syntheticAreas(random: Random): Generator<{ area: Area; indexInArea: number }> {
  const seen = new Set<string>();
  for (;;) {
    const base = random.pick(SAMPLE_POSTCODES);
    const letters = base.postcode.match(/^[A-Z]+/)![0];
    let postcode: string;
    do {
      postcode = `${letters}${random.int(1, 29)} ${random.int(0, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
    } while (seen.has(postcode));
    seen.add(postcode);
    const area: Area = { ...base, postcode, street: `${random.pick(STREET_WORDS)} ${random.pick(STREET_KINDS)}` };
    const homes = random.int(6, 30);
    for (let i = 0; i < homes; i++) yield { area, indexInArea: i };
  }
}

function certificatesOf(random: Random, home: Home, count: number): GeneratedCertificate[] {
  const isNewBuild = home.ageBand === '2012 onwards';
  const earliest = isNewBuild ? NEW_BUILD_FROM : FIRST_LODGEMENT;
  // Recent years are busier: skew the newest lodgement towards the end of the range.
  let lodged = earliest + (LAST_LODGEMENT - earliest) * Math.pow(random.next(), 0.7);
  const out: GeneratedCertificate[] = [];
  for (let i = 0; i < count && lodged >= earliest; i++) {
    const older = i > 0;
    const sap = Math.max(1, Math.min(100, Math.round(home.sap - (older ? i * random.int(2, 6) : 0))));
    out.push(certificateRow(random, home, sap, new Date(lodged), isNewBuild && (i === count - 1 || lodged - 1.5 * YEAR < earliest)));
    lodged -= random.int(18, 84) * (YEAR / 12);
  }
  return out;
}

function certificateRow(random: Random, home: Home, sap: number, lodged: Date, newDwelling: boolean): GeneratedCertificate {
  const f: string[] = new Array(OFFICIAL_CERTIFICATE_COLUMNS.length).fill('');
  const set = (column: OfficialColumn, value: string | number) => {
    f[COLUMN[column]] = String(value);
  };
  const area = home.area;
  const when = lodged.toISOString();
  const date = when.slice(0, 10);
  const time = `${String(random.int(8, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
  const inspected = new Date(lodged.getTime() - random.int(0, 14) * DAY).toISOString().slice(0, 10);
  const potential = Math.min(100, Math.max(sap, Math.round(sap + 6 + Math.max(0, 72 - sap) * 0.5 + random.normal(0, 3))));
  const consumption = Math.max(25, Math.round(470 - 4.2 * sap + random.normal(0, 20)));
  const co2 = round1((home.floorArea * consumption * home.heating.co2) / 1000 / 1.6);
  let tenure: string = random.weighted(TENURES);
  const transaction = newDwelling ? 'new dwelling' : random.weighted(TRANSACTION_BY_TENURE[tenure]);
  if (lodged.getUTCFullYear() >= 2020 && random.chance(0.5)) tenure = TENURE_NEW_WORDING[tenure] ?? tenure;
  const age = random.chance(0.005) ? 'NO DATA!' : home.ageBand === '2012 onwards' && random.chance(0.3) ? String(random.int(2012, lodged.getUTCFullYear())) : `England and Wales: ${home.ageBand}`;

  // Filled after the loop with the seed tag and a running number; this part keeps keys unique per time.
  set('LMK_KEY', `${date.replace(/-/g, '')}${time.replace(/:/g, '')}`);
  set('ADDRESS1', home.address1);
  set('ADDRESS2', home.address2);
  set('POSTCODE', area.postcode);
  set('BUILDING_REFERENCE_NUMBER', home.buildingReference);
  set('CURRENT_ENERGY_RATING', ratingOf(sap));
  set('POTENTIAL_ENERGY_RATING', ratingOf(potential));
  set('CURRENT_ENERGY_EFFICIENCY', sap);
  set('POTENTIAL_ENERGY_EFFICIENCY', potential);
  set('PROPERTY_TYPE', home.propertyType);
  set('BUILT_FORM', home.builtForm);
  set('INSPECTION_DATE', inspected);
  set('LOCAL_AUTHORITY', area.localAuthority);
  set('LODGEMENT_DATE', date);
  set('TRANSACTION_TYPE', transaction);
  set('ENVIRONMENT_IMPACT_CURRENT', Math.max(1, sap - random.int(0, 8)));
  set('ENVIRONMENT_IMPACT_POTENTIAL', Math.max(1, potential - random.int(0, 6)));
  set('ENERGY_CONSUMPTION_CURRENT', consumption);
  set('ENERGY_CONSUMPTION_POTENTIAL', Math.max(20, Math.round(consumption * (sap / Math.max(potential, 1)))));
  set('CO2_EMISSIONS_CURRENT', co2);
  set('CO2_EMISS_CURR_PER_FLOOR_AREA', Math.round((co2 * 1000) / home.floorArea));
  set('CO2_EMISSIONS_POTENTIAL', round1(co2 * (sap / Math.max(potential, 1))));
  const heatingCost = Math.round(home.floorArea * consumption * 0.045);
  set('LIGHTING_COST_CURRENT', Math.round(home.floorArea * 0.9));
  set('LIGHTING_COST_POTENTIAL', Math.round(home.floorArea * 0.6));
  set('HEATING_COST_CURRENT', heatingCost);
  set('HEATING_COST_POTENTIAL', Math.round(heatingCost * 0.7));
  set('HOT_WATER_COST_CURRENT', random.int(80, 260));
  set('HOT_WATER_COST_POTENTIAL', random.int(70, 160));
  set('TOTAL_FLOOR_AREA', home.floorArea);
  set('ENERGY_TARIFF', home.heating.mainheat === 'Electric storage heaters' ? 'dual' : 'Single');
  set('MAINS_GAS_FLAG', home.heating.gas || (area.character !== 'rural' && random.chance(0.6)) ? 'Y' : 'N');
  set('FLOOR_LEVEL', home.floorLevel);
  set('FLAT_TOP_STOREY', home.floorLevel === '' ? '' : home.topStorey ? 'Y' : 'N');
  set('MULTI_GLAZE_PROPORTION', home.windows.proportion);
  set('GLAZED_TYPE', home.windows.glazedType);
  set('GLAZED_AREA', 'Normal');
  set('EXTENSION_COUNT', random.weighted({ 0: 70, 1: 25, 2: 5 }));
  set('NUMBER_HABITABLE_ROOMS', home.habitableRooms);
  set('NUMBER_HEATED_ROOMS', Math.max(1, home.habitableRooms - (random.chance(0.15) ? 1 : 0)));
  set('LOW_ENERGY_LIGHTING', Math.min(100, random.int(0, 100) + (lodged.getUTCFullYear() - 2008) * 4));
  set('NUMBER_OPEN_FIREPLACES', random.chance(0.1) ? 1 : 0);
  set('HOTWATER_DESCRIPTION', home.heating.hotWater);
  set('HOT_WATER_ENERGY_EFF', efficiencyWord(sap / 100));
  set('FLOOR_DESCRIPTION', home.floor.text);
  set('WINDOWS_DESCRIPTION', home.windows.text);
  set('WINDOWS_ENERGY_EFF', efficiencyWord(home.windows.score));
  set('WALLS_DESCRIPTION', home.walls.text);
  set('WALLS_ENERGY_EFF', efficiencyWord(home.walls.score));
  set('SECONDHEAT_DESCRIPTION', random.chance(0.2) ? 'Room heaters, electric' : 'None');
  set('ROOF_DESCRIPTION', home.roof.text);
  set('ROOF_ENERGY_EFF', home.roof.text.startsWith('(') ? 'N/A' : efficiencyWord(home.roof.score));
  set('MAINHEAT_DESCRIPTION', home.heating.mainheat);
  set('MAINHEAT_ENERGY_EFF', efficiencyWord((sap + 10) / 100));
  set('MAINHEATCONT_DESCRIPTION', home.controls);
  set('LIGHTING_DESCRIPTION', 'Low energy lighting in all fixed outlets');
  set('MAIN_FUEL', home.heating.fuel);
  set('WIND_TURBINE_COUNT', 0);
  set('FLOOR_HEIGHT', round1(2.3 + random.next() * 0.6));
  set('PHOTO_SUPPLY', home.photoSupply);
  set('SOLAR_WATER_HEATING_FLAG', home.solarWater ? 'Y' : 'N');
  set('MECHANICAL_VENTILATION', home.ageBand === AGE_BAND_ORDER[11] && random.chance(0.3) ? 'mechanical, extract only' : 'natural');
  set('ADDRESS', [home.address1, home.address2].filter(Boolean).join(', '));
  set('LOCAL_AUTHORITY_LABEL', area.localAuthorityLabel);
  set('CONSTITUENCY_LABEL', area.constituencyLabel);
  set('POSTTOWN', area.town);
  set('CONSTRUCTION_AGE_BAND', age);
  set('LODGEMENT_DATETIME', `${date} ${time}`);
  set('TENURE', tenure);
  set('UPRN', home.uprn);
  set('UPRN_SOURCE', home.uprn ? 'Address Matched' : '');
  return { localAuthority: area.localAuthority, localAuthorityLabel: area.localAuthorityLabel, fields: f };
}
