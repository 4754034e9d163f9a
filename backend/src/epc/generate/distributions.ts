import type { AreaCharacter } from './sample-postcodes.js';

/*
 * Distributions of the generated certificates. Sources, rounded:
 * - English Housing Survey 2021-22 (dwelling stock): about 20% built before 1919, 17% 1919-44,
 *   19% 1945-64, 20% 1965-80, 8% 1981-90, 17% after 1990; 28% terraced, 25% semi-detached,
 *   17% detached, 9% bungalows, 21% flats; median floor areas about 147 m² detached, 90 semi,
 *   80 terraced, 76 bungalow, 61 flat; 85% gas central heating, about 4% oil (mostly rural),
 *   electric storage and room heaters mostly in flats, heat pumps about 1-2% and rising.
 * - The EPC register's own mix (MHCLG "Energy Performance of Buildings Certificates" statistics):
 *   new dwellings weigh more than in the stock, flats about 28% of domestic certificates, bands
 *   C and D about three quarters of certificates since 2015.
 * - SAP/RdSAP rating bands: A 92+, B 81-91, C 69-80, D 55-68, E 39-54, F 21-38, G 1-20.
 * The efficiency model (base by age band, heating and form adjustments, improvements, noise) is
 * our own, tuned so bands and correlations look like the register; it is not an energy model.
 */

export const AGE_BANDS = {
  'before 1900': { weight: 12, sap: 51 },
  '1900-1929': { weight: 12, sap: 55 },
  '1930-1949': { weight: 12, sap: 58 },
  '1950-1966': { weight: 13, sap: 61 },
  '1967-1975': { weight: 12, sap: 63 },
  '1976-1982': { weight: 7, sap: 65 },
  '1983-1990': { weight: 7, sap: 67 },
  '1991-1995': { weight: 4, sap: 69 },
  '1996-2002': { weight: 6, sap: 71 },
  '2003-2006': { weight: 5, sap: 74 },
  '2007-2011': { weight: 5, sap: 76 },
  '2012 onwards': { weight: 5, sap: 78 },
} as const;
export type AgeBand = keyof typeof AGE_BANDS;
export const AGE_BAND_ORDER = Object.keys(AGE_BANDS) as AgeBand[];

export type PropertyType = 'House' | 'Flat' | 'Bungalow' | 'Maisonette' | 'Park home';

export const PROPERTY_TYPES_BY_AREA: Record<AreaCharacter, Record<PropertyType, number>> = {
  city: { House: 20, Flat: 68, Bungalow: 1, Maisonette: 11, 'Park home': 0 },
  terraced: { House: 70, Flat: 22, Bungalow: 3, Maisonette: 5, 'Park home': 0 },
  suburban: { House: 70, Flat: 14, Bungalow: 13, Maisonette: 3, 'Park home': 0 },
  rural: { House: 62, Flat: 8, Bungalow: 27, Maisonette: 1, 'Park home': 2 },
};

export const BUILT_FORMS: Record<PropertyType, Record<string, number>> = {
  House: { 'Semi-Detached': 32, 'Mid-Terrace': 30, Detached: 23, 'End-Terrace': 15 },
  Flat: { 'Mid-Terrace': 30, 'End-Terrace': 18, 'Semi-Detached': 17, Detached: 15, 'Enclosed Mid-Terrace': 12, 'Enclosed End-Terrace': 8 },
  Bungalow: { Detached: 55, 'Semi-Detached': 35, 'Mid-Terrace': 6, 'End-Terrace': 4 },
  Maisonette: { 'Mid-Terrace': 45, 'End-Terrace': 25, 'Semi-Detached': 20, Detached: 10 },
  'Park home': { Detached: 100 },
};

/** Age bands made likelier (x) or rarer by type: terraces are old, bungalows post-war, flats 1960s and new. */
export const AGE_FACTORS: Partial<Record<string, Partial<Record<AgeBand, number>>>> = {
  'Mid-Terrace': { 'before 1900': 2.2, '1900-1929': 2, '1930-1949': 0.8, '1983-1990': 0.6 },
  'End-Terrace': { 'before 1900': 1.8, '1900-1929': 1.8 },
  Detached: { 'before 1900': 0.7, '1900-1929': 0.5, '1983-1990': 1.5, '1991-1995': 1.8, '1996-2002': 2, '2003-2006': 1.8 },
  Bungalow: { 'before 1900': 0.1, '1900-1929': 0.2, '1950-1966': 2, '1967-1975': 2.5, '1976-1982': 2 },
  Flat: { '1950-1966': 1.3, '1967-1975': 1.8, '2003-2006': 2.2, '2007-2011': 2.5, '2012 onwards': 2.5 },
  Maisonette: { '1950-1966': 1.8, '1967-1975': 2 },
  'Park home': { 'before 1900': 0, '1900-1929': 0, '1930-1949': 0, '1991-1995': 2, '1996-2002': 2, '2003-2006': 2, '2007-2011': 2 },
};

/** Median total floor area (m²) by type; spread is log-normal with sigma 0.25. */
export const FLOOR_AREA_MEDIAN: Record<PropertyType, number> = {
  House: 90,
  Flat: 61,
  Bungalow: 76,
  Maisonette: 72,
  'Park home': 48,
};
export const FLOOR_AREA_BY_FORM: Record<string, number> = { Detached: 1.55, 'Semi-Detached': 1, 'End-Terrace': 0.92, 'Mid-Terrace': 0.88 };

export interface HeatingSystem {
  mainheat: string;
  fuel: string;
  controls: string[];
  hotWater: string;
  /** SAP points relative to a gas boiler. */
  sap: number;
  /** kg CO2 per kWh of delivered energy (SAP 2012 factors). */
  co2: number;
  gas: boolean;
}

export const HEATING: Record<string, HeatingSystem> = {
  gasBoiler: {
    mainheat: 'Boiler and radiators, mains gas',
    fuel: 'mains gas (not community)',
    controls: ['Programmer, room thermostat and TRVs', 'Programmer, TRVs and bypass', 'Time and temperature zone control', 'Programmer and room thermostat'],
    hotWater: 'From main system',
    sap: 0,
    co2: 0.216,
    gas: true,
  },
  gasUnderfloor: {
    mainheat: 'Boiler and underfloor heating, mains gas',
    fuel: 'mains gas (not community)',
    controls: ['Time and temperature zone control'],
    hotWater: 'From main system',
    sap: 1,
    co2: 0.216,
    gas: true,
  },
  storage: {
    mainheat: 'Electric storage heaters',
    fuel: 'electricity (not community)',
    controls: ['Manual charge control', 'Automatic charge control'],
    hotWater: 'Electric immersion, off-peak',
    sap: -12,
    co2: 0.519,
    gas: false,
  },
  roomElectric: {
    mainheat: 'Room heaters, electric',
    fuel: 'electricity (not community)',
    controls: ['Appliance thermostats', 'No thermostatic control of room temperature'],
    hotWater: 'Electric immersion, standard tariff',
    sap: -20,
    co2: 0.519,
    gas: false,
  },
  oil: {
    mainheat: 'Boiler and radiators, oil',
    fuel: 'oil (not community)',
    controls: ['Programmer, room thermostat and TRVs', 'Programmer and room thermostat'],
    hotWater: 'From main system',
    sap: -9,
    co2: 0.298,
    gas: false,
  },
  lpg: {
    mainheat: 'Boiler and radiators, LPG',
    fuel: 'LPG (not community)',
    controls: ['Programmer, room thermostat and TRVs'],
    hotWater: 'From main system',
    sap: -12,
    co2: 0.245,
    gas: false,
  },
  heatPump: {
    mainheat: 'Air source heat pump, radiators, electric',
    fuel: 'electricity (not community)',
    controls: ['Time and temperature zone control', 'Programmer, room thermostat and TRVs'],
    hotWater: 'From main system',
    sap: 5,
    co2: 0.519,
    gas: false,
  },
  community: {
    mainheat: 'Community scheme',
    fuel: 'mains gas (community)',
    controls: ['Charging system linked to use of community heating, programmer and TRVs', 'Flat rate charging, TRVs'],
    hotWater: 'From main system',
    sap: 3,
    co2: 0.216,
    gas: true,
  },
  solidFuel: {
    mainheat: 'Room heaters, wood logs',
    fuel: 'wood logs',
    controls: ['No time or thermostatic control of room temperature'],
    hotWater: 'Electric immersion, standard tariff',
    sap: -16,
    co2: 0.028,
    gas: false,
  },
};
export type HeatingKey = keyof typeof HEATING;

export function heatingWeights(type: PropertyType, area: AreaCharacter, age: AgeBand): Record<HeatingKey, number> {
  const isFlat = type === 'Flat' || type === 'Maisonette';
  const isNew = age === '2012 onwards' || age === '2007-2011';
  const rural = area === 'rural';
  return {
    gasBoiler: rural ? 55 : isFlat ? 62 : 84,
    gasUnderfloor: isNew ? 4 : 0.5,
    storage: isFlat ? 16 : 2.5,
    roomElectric: isFlat ? 5 : 1,
    oil: rural && !isFlat ? 22 : 0.5,
    lpg: rural ? 4 : 0.2,
    heatPump: (isNew ? 7 : 1) + (rural ? 3 : 0),
    community: isFlat && (area === 'city' || isNew) ? 9 : 0.2,
    solidFuel: rural ? 3 : 0.3,
  };
}

export const TENURES = { 'owner-occupied': 60, 'rental (private)': 22, 'rental (social)': 17, 'NO DATA!': 1 } as const;
/** Newer lodgements write tenure in capitals and 'Rented'. */
export const TENURE_NEW_WORDING: Record<string, string> = {
  'owner-occupied': 'Owner-occupied',
  'rental (private)': 'Rented (private)',
  'rental (social)': 'Rented (social)',
};

export const TRANSACTION_BY_TENURE: Record<string, Record<string, number>> = {
  'owner-occupied': { 'marketed sale': 62, 'non marketed sale': 14, 'ECO assessment': 8, 'FiT application': 4, 'assessment for green deal': 3, 'none of the above': 9 },
  'rental (private)': { 'rental (private)': 85, 'marketed sale': 8, 'none of the above': 7 },
  'rental (social)': { 'rental (social)': 80, 'ECO assessment': 10, 'none of the above': 10 },
  'NO DATA!': { 'none of the above': 100 },
};

export function ratingOf(sap: number): string {
  if (sap >= 92) return 'A';
  if (sap >= 81) return 'B';
  if (sap >= 69) return 'C';
  if (sap >= 55) return 'D';
  if (sap >= 39) return 'E';
  if (sap >= 21) return 'F';
  return 'G';
}

export function efficiencyWord(score: number): string {
  if (score >= 0.8) return 'Very Good';
  if (score >= 0.6) return 'Good';
  if (score >= 0.4) return 'Average';
  if (score >= 0.2) return 'Poor';
  return 'Very Poor';
}
