import type { EntityManager } from '@mikro-orm/postgresql';
import type { HeatingSystem, PropertyType, YearBuiltBand } from '@warmwise/common';
import { heatingSystemOf, propertyTypeOf, yearBuiltOf } from '../epc/index.js';

/** What a home without a certificate most likely is, and which homes say so ("typical of homes in ZE1 0"). */
export interface TypicalHome {
  propertyType: PropertyType;
  yearBuilt: YearBuiltBand;
  heatingSystem: HeatingSystem;
  typicalOf: string;
}

/**
 * The fewest certificates whose most common type, age and heating stand for a place. Below it the
 * "most common" value is one or two neighbours' homes, not what is typical, and the next wider
 * place is asked; a postcode (about 15 homes, most with a certificate) usually reaches it.
 */
const ENOUGH_CERTIFICATES = 5;

/**
 * How many certificates of a place are read. A district holds thousands and an area hundreds of
 * thousands: a sample this size names the most common values as well, and keeps the answer quick.
 */
const SAMPLE_SIZE = 1_000;

/**
 * The most common home in the UK, when no place near the postcode has enough certificates: an
 * estimate from the English Housing Survey 2021-22 (dwelling stock), whose largest groups are
 * terraced homes (about 28%, against 25% semi-detached), those built 1965-1980 (20%, the largest
 * age band; the wizard's 1965-1982) and gas central heating (85%).
 */
const UK_TYPICAL: TypicalHome = { propertyType: 'Terraced', yearBuilt: '1965-1982', heatingSystem: 'Gas boiler', typicalOf: 'homes in the UK' };

/** A place around the postcode: the rows of epc_certificate in it, and the words naming its homes. */
interface Place {
  where: string;
  params: string[];
  typicalOf: string;
}

/**
 * From the narrowest place to the widest: the postcode, its sector ('ZE1 0'), its district ('ZE1')
 * and its area ('ZE'). Each prefix is searched through the postcode's text_pattern_ops index.
 */
function placesAround(postcode: string): Place[] {
  const [district, inward] = postcode.split(' ');
  const sector = `${district} ${inward[0]}`;
  const area = district.replace(/\d.*$/, '');
  return [
    { where: 'postcode = ?', params: [postcode], typicalOf: `homes at ${postcode}` },
    { where: 'postcode like ?', params: [`${sector}%`], typicalOf: `homes in ${sector}` },
    // The space ends the district: 'ZE1' is not the start of 'ZE10'.
    { where: 'postcode like ?', params: [`${district} %`], typicalOf: `homes in ${district}` },
    // The letters alone would take in longer areas ('S' starts 'SW1A 1AA'), so the area's postcodes
    // are those from its letters and '0' up to its letters and ':', the character after '9', compared
    // byte by byte as the index orders them.
    { where: 'postcode ~>=~ ? and postcode ~<~ ?', params: [`${area}0`, `${area}:`], typicalOf: `homes in the ${area} postcode area` },
  ];
}

interface CertificateWords {
  propertyType: string | null;
  builtForm: string | null;
  ageBand: string | null;
  mainheat: string | null;
  mainFuel: string | null;
}

/**
 * The most common property type, age band and heating (each mapped to the wizard's options as a
 * certificate's are) of the narrowest place around the postcode with enough certificates; else the
 * UK's. Every certificate counts, older ones of a home too: sampling newest-per-home would need a
 * sort of the whole place.
 */
export async function typicalHomeNear(em: EntityManager, postcode: string): Promise<TypicalHome> {
  for (const place of placesAround(postcode)) {
    const rows = await em.execute<CertificateWords[]>(
      `select property_type as "propertyType", built_form as "builtForm", construction_age_band as "ageBand",
         mainheat_description as "mainheat", main_fuel as "mainFuel"
       from epc_certificate where ${place.where} limit ?`,
      [...place.params, SAMPLE_SIZE],
    );
    const typical = typicalOf(rows);
    if (typical) return { ...typical, typicalOf: place.typicalOf };
  }
  return UK_TYPICAL;
}

/** The most common values of certificates that state all three, or null when too few do. */
function typicalOf(rows: CertificateWords[]): Omit<TypicalHome, 'typicalOf'> | null {
  const homes = rows.flatMap((row) => {
    const propertyType = propertyTypeOf(row.propertyType, row.builtForm);
    const yearBuilt = yearBuiltOf(row.ageBand);
    const heatingSystem = heatingSystemOf(row.mainheat, row.mainFuel);
    return propertyType && yearBuilt && heatingSystem ? [{ propertyType, yearBuilt, heatingSystem }] : [];
  });
  if (homes.length < ENOUGH_CERTIFICATES) return null;
  return {
    propertyType: mostCommon(homes.map((home) => home.propertyType)),
    yearBuilt: mostCommon(homes.map((home) => home.yearBuilt)),
    heatingSystem: mostCommon(homes.map((home) => home.heatingSystem)),
  };
}

/** The value found most often; a tie goes to the first in alphabetical order, so the answer does not depend on row order. */
function mostCommon<T extends string>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0][0];
}
