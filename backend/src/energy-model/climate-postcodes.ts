import { climateRegion, UK_AVERAGE_CLIMATE, type ClimateRegion } from './climate.js';

/**
 * SAP 10.2 Table U6 assigns every postcode district to an Appendix U region. Most postcode areas lie
 * in one region (this table); the districts below are the areas' exceptions. Areas not listed
 * (Channel Islands, Isle of Man) and unknown postcodes use the UK average.
 */
const AREA_REGION: Readonly<Record<string, number>> = {
  AL: 1, CR: 1, E: 1, EC: 1, EN: 1, GU: 1, HA: 1, HP: 1, KT: 1, LU: 1, MK: 1, N: 1, NW: 1, OX: 1, RG: 1, RH: 1, SE: 1,
  SG: 1, SL: 1, SM: 1, SW: 1, TW: 1, UB: 1, W: 1, WC: 1, WD: 1,
  BN: 2, BR: 2, CT: 2, DA: 2, ME: 2, TN: 2,
  BH: 3, DT: 3, PO: 3, SO: 3,
  EX: 4, PL: 4, TQ: 4, TR: 4,
  BA: 5, BS: 5, CF: 5, GL: 5, NP: 5, SA: 5, SN: 5, SP: 5, TA: 5,
  B: 6, CV: 6, DE: 6, DY: 6, HR: 6, LE: 6, NN: 6, ST: 6, SY: 6, TF: 6, WR: 6, WS: 6, WV: 6,
  BB: 7, BL: 7, CH: 7, CW: 7, FY: 7, L: 7, LA: 7, LL: 7, M: 7, OL: 7, PR: 7, SK: 7, WA: 7, WN: 7,
  CA: 8, DG: 8,
  NE: 9, SR: 9, TD: 9,
  DH: 10, DL: 10, HG: 10, TS: 10, YO: 10,
  BD: 11, DN: 11, HD: 11, HU: 11, HX: 11, LN: 11, LS: 11, NG: 11, S: 11, WF: 11,
  CB: 12, CM: 12, CO: 12, IG: 12, IP: 12, NR: 12, PE: 12, RM: 12, SS: 12,
  LD: 13,
  FK: 14, G: 14, KA: 14, ML: 14, PA: 14,
  DD: 15, EH: 15, KY: 15, PH: 15,
  AB: 16,
  IV: 17, KW: 17,
  HS: 18,
  ZE: 20,
  BT: 21,
};

/** [area, first district, last district, region]: districts whose region differs from their area's. */
const DISTRICT_EXCEPTIONS: ReadonlyArray<readonly [string, number, number, number]> = [
  ['CM', 21, 23, 1], ['SN', 7, 7, 1], ['EN', 9, 9, 12],
  ['GU', 28, 29, 2], ['PO', 18, 22, 2], ['RH', 10, 20, 2],
  ['GU', 11, 12, 3], ['GU', 14, 14, 3], ['GU', 30, 35, 3], ['GU', 46, 46, 3], ['GU', 51, 52, 3], ['RG', 21, 29, 3], ['SP', 6, 11, 3],
  ['S', 18, 18, 6], ['S', 32, 33, 6], ['S', 40, 45, 6], ['SK', 13, 13, 6], ['SK', 17, 17, 6], ['SK', 22, 23, 6],
  ['SY', 14, 14, 7],
  ['LA', 7, 23, 8],
  ['DH', 4, 5, 9], ['EH', 43, 46, 9],
  ['BD', 23, 24, 10], ['LS', 24, 24, 10], ['SR', 7, 8, 10],
  ['PE', 9, 12, 11], ['PE', 20, 25, 11], ['YO', 15, 16, 11], ['YO', 25, 25, 11],
  ['LL', 23, 27, 13], ['LL', 30, 78, 13], ['NP', 8, 8, 13], ['SA', 14, 20, 13], ['SA', 31, 48, 13], ['SA', 61, 73, 13], ['SY', 15, 25, 13],
  ['PH', 49, 50, 14],
  ['IV', 30, 32, 16], ['IV', 36, 36, 16], ['PH', 26, 26, 16],
  ['PH', 19, 25, 17], ['PH', 30, 44, 17],
  ['KW', 15, 17, 19],
];

/** The outward code's area letters and district number, from a full postcode or a district. */
function parseOutward(postcode: string): { area: string; district: number } | null {
  const compact = postcode.toUpperCase().replace(/\s+/g, '');
  const outward = compact.length >= 5 ? compact.slice(0, -3) : compact;
  const match = /^([A-Z]{1,2})(\d{1,2})/.exec(outward);
  return match ? { area: match[1]!, district: Number(match[2]) } : null;
}

/** The postcode's area letters ('LS' of 'LS1 4AP'), or null when it is not a postcode. */
export function postcodeArea(postcode: string): string | null {
  return parseOutward(postcode)?.area ?? null;
}

/** The Appendix U region of a postcode (SAP 10.2 Table U6), or the UK average when unknown. */
export function climateForPostcode(postcode: string | null | undefined): ClimateRegion {
  const parsed = postcode ? parseOutward(postcode) : null;
  if (!parsed) return UK_AVERAGE_CLIMATE;
  const exception = DISTRICT_EXCEPTIONS.find(([area, from, to]) => area === parsed.area && parsed.district >= from && parsed.district <= to);
  const id = exception?.[3] ?? AREA_REGION[parsed.area];
  return id === undefined ? UK_AVERAGE_CLIMATE : climateRegion(id);
}
