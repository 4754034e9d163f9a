import type { HeatingFuel, HeatingSystem, PropertyType, Tenure, YearBuiltBand } from '@warmwise/common';
import { memoizeText } from './text-memo.js';

/**
 * The register's words turned into the wizard's options by keywords (docs/product.md, "The EPC look-up").
 * Each function returns null when the text says nothing usable.
 */

/** Property type by keywords (flat, semi, detached, terrace, bungalow); plain 'house' is Semi-detached. */
export const propertyTypeOf = memoizeText(function propertyTypeOf(propertyType?: string | null, builtForm?: string | null): PropertyType | null {
  const text = `${propertyType ?? ''} ${builtForm ?? ''}`.toLowerCase();
  if (/flat|maisonette|apartment/.test(text)) return 'Flat/Apartment';
  if (/bungalow/.test(text)) return 'Bungalow';
  if (/semi/.test(text)) return 'Semi-detached';
  if (/detached/.test(text)) return 'Detached';
  if (/terrace/.test(text)) return 'Terraced';
  if (/house|park home/.test(text)) return 'Semi-detached';
  return null;
});

const YEAR_BANDS: Array<{ band: YearBuiltBand; until: number }> = [
  { band: 'Pre-1919', until: 1918 },
  { band: '1919-1944', until: 1944 },
  { band: '1945-1964', until: 1964 },
  { band: '1965-1982', until: 1982 },
  { band: '1983-2002', until: 2002 },
  { band: '2003-2010', until: 2010 },
];

/**
 * Year built from an age band such as 'England and Wales: 1950-1966', 'before 1900' or
 * '2012 onwards': the middle of the stated years picks the option, so a band straddling two
 * options lands in the one holding most of it.
 */
export const yearBuiltOf = memoizeText(function yearBuiltOf(ageBand?: string | null): YearBuiltBand | null {
  const text = (ageBand ?? '').toLowerCase();
  const years = [...text.matchAll(/\b(1[6-9]\d{2}|20\d{2})\b/g)].map((match) => Number(match[1]));
  if (years.length === 0) return null;
  const year = /before/.test(text) ? years[0] - 1 : /onwards|after/.test(text) ? years[0] + 1 : (Math.min(...years) + Math.max(...years)) / 2;
  return YEAR_BANDS.find((option) => year <= option.until)?.band ?? '2011-Present';
});

/** Heating by keywords (gas boiler, oil, electric storage, heat pump, district), else Other. */
export const heatingSystemOf = memoizeText(function heatingSystemOf(mainHeating?: string | null, mainFuel?: string | null): HeatingSystem | null {
  // The register writes fuels like 'mains gas (not community)': that says what it is not.
  const text = `${mainHeating ?? ''} ${mainFuel ?? ''}`.toLowerCase().replace(/not community/g, '');
  if (text.trim() === '') return null;
  if (/heat pump/.test(text)) return 'Heat pump';
  if (/community|district|heat network/.test(text)) return 'District heating';
  if (/storage/.test(text)) return 'Electric storage heaters';
  if (/boiler/.test(text) && /\boil\b/.test(text)) return 'Oil boiler';
  if (/boiler/.test(text) && /gas/.test(text)) return 'Gas boiler';
  return 'Other';
});

/**
 * What an 'Other' heating burns, from the certificate's main fuel and heating words ('Boiler and
 * radiators, LPG', 'Room heaters, wood logs', 'Room heaters, electric'); null when the heating is not
 * 'Other', 'unknown' when the words do not say.
 */
export const heatingFuelOf = memoizeText(function heatingFuelOf(mainHeating?: string | null, mainFuel?: string | null): HeatingFuel | null {
  if (heatingSystemOf(mainHeating, mainFuel) !== 'Other') return null;
  const text = `${mainHeating ?? ''} ${mainFuel ?? ''}`.toLowerCase();
  if (/\blpg\b|bottled gas|propane|butane/.test(text)) return 'lpg';
  if (/wood|log|pellet|biomass/.test(text)) return 'wood';
  if (/coal|anthracite|smokeless|solid fuel|dual fuel|peat/.test(text)) return 'coal';
  if (/electric/.test(text)) return 'electric_room_heaters';
  return 'unknown';
});

/** Tenure by keywords (owner, private rented, social or council rented); default Owner-occupied. */
export function tenureOf(tenure?: string | null): Tenure {
  const text = (tenure ?? '').toLowerCase();
  if (/social|council/.test(text)) return 'Rented - Social';
  if (/private|rent/.test(text)) return 'Rented - Private';
  return 'Owner-occupied';
}

/**
 * Bedrooms estimated from habitable rooms, which also count living and dining rooms: a typical
 * three-bedroom semi has five. An estimate, and the visitor confirms it on the profile step.
 */
export function bedroomsOf(habitableRooms?: number | null): number | null {
  if (!habitableRooms || habitableRooms < 1) return null;
  if (habitableRooms <= 2) return 1;
  if (habitableRooms === 3) return 2;
  return Math.min(6, habitableRooms - 2);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Certificates are valid for 10 years; written the way the wizard shows it: '2031 December'. */
export function epcValidUntilOf(lodgementDate?: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(lodgementDate ?? '');
  if (!match) return null;
  return `${Number(match[1]) + 10} ${MONTHS[Number(match[2]) - 1]}`;
}
