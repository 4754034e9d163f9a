/**
 * The four nations of the United Kingdom. Grants, benefits and their amounts differ between them, so
 * every home carries its nation, worked out once from its postcode.
 */
export type Nation = 'England' | 'Wales' | 'Scotland' | 'Northern Ireland';

/** Postcode areas that lie wholly or almost wholly outside England. */
const AREA_NATION: Readonly<Record<string, Nation>> = {
  AB: 'Scotland', DD: 'Scotland', DG: 'Scotland', EH: 'Scotland', FK: 'Scotland', G: 'Scotland', HS: 'Scotland',
  IV: 'Scotland', KA: 'Scotland', KW: 'Scotland', KY: 'Scotland', ML: 'Scotland', PA: 'Scotland', PH: 'Scotland',
  TD: 'Scotland', ZE: 'Scotland',
  CF: 'Wales', LD: 'Wales', LL: 'Wales', NP: 'Wales', SA: 'Wales',
  BT: 'Northern Ireland',
};

/**
 * [area, first district, last district, nation]: districts across a border from the rest of their
 * area. A district that straddles a border takes the nation most of its addresses lie in.
 */
const DISTRICT_EXCEPTIONS: ReadonlyArray<readonly [string, number, number, Nation]> = [
  ['CH', 5, 8, 'Wales'],
  ['SY', 15, 25, 'Wales'],
  ['TD', 15, 15, 'England'],
];

/** The Isle of Man and the Channel Islands are Crown Dependencies, outside all four nations. */
const OUTSIDE_THE_UK = new Set(['IM', 'GY', 'JE']);

const OUTWARD = /^([A-Z]{1,2})(\d{1,2})/;

/**
 * The nation a postcode lies in, or null for a Crown Dependency or text that is not a postcode.
 * Read from the postcode's area and district; no look-up is needed.
 */
export function nationOfPostcode(postcode: string): Nation | null {
  const outward = OUTWARD.exec(postcode.trim().toUpperCase());
  if (!outward) return null;
  const [, area, district] = outward as unknown as [string, string, string];
  if (OUTSIDE_THE_UK.has(area)) return null;
  const exception = DISTRICT_EXCEPTIONS.find(([exArea, first, last]) => exArea === area && Number(district) >= first && Number(district) <= last);
  return exception?.[3] ?? AREA_NATION[area] ?? 'England';
}
