import { isBandAtMost } from '../age-bands.js';
import { isFlatBelowTop } from '../model-home.js';
import type { HomeProfile } from '../types.js';
import { LIFETIMES } from './lifetimes.js';
import { CAVITY_COST_SOURCE, cavityCost, FLOOR_COST_SOURCE, floorCost, LOFT_COST_SOURCE, loftCost, loftTopUpCost, SOLID_WALL_COST_SOURCE, solidWallCost } from './costs-2026.js';
import { range, type Likelihood, type LikelyFacts, type Measure } from './measure.js';

const BEIS_COSTS = 'BEIS, What does it cost to retrofit homes? (2017 prices)';
const EPC_COSTS = 'EPC register indicative costs (RdSAP 9.94)';
const EST_2014 = 'Energy Saving Trust savings figures, 2014 update';

/**
 * Share of Great Britain's cavity-walled homes still without cavity wall insulation: 6.1 million, 29%
 * (DESNZ household energy efficiency statistics, as reported by the House of Commons Library,
 * briefing CBP-9889). One stock-wide figure: we found no split by age band, so it is used for every
 * band that was built with empty cavities. The rating inference weighs an unknown cavity by it too.
 */
export const UNFILLED_CAVITY_SHARE = 0.29;

const gbp = (value: number) => `£${value.toLocaleString('en-GB')}`;

/**
 * Without a certificate or the visitor's word, most cavities of this age have already been filled:
 * the saving is weighted by the chance this one is still empty (the stock's 29%, updated by a stated
 * or lodged rating), and the card gives the saving once a survey finds it empty.
 */
function cavityStatusUnknown(profile: HomeProfile, likely: LikelyFacts): Likelihood | null {
  if (profile.fabric?.wallInsulated !== undefined) return null;
  const share = likely.emptyCavityChance ?? UNFILLED_CAVITY_SHARE;
  return {
    share,
    note: ({ likelyGbp, ifConfirmedGbp }) => `Check first: about ${Math.round((1 - share) * 100)}% of cavity walls have already been filled in homes like yours, so the saving shown (${gbp(likelyGbp)} a year) is weighted by the ${Math.round(share * 100)}% chance that yours is still empty; if it is, about ${gbp(ifConfirmedGbp)} a year.`,
  };
}

export const loftInsulation: Measure = {
  id: 'loft-insulation', title: 'Loft Insulation', stage: 'fabric', installationType: 'insulation', priority: 'high', comfort: true,
  icon: 'home', image: 'loft-insulation.jpg',
  description: 'Lay 270 mm of mineral wool insulation across an uninsulated loft.',
  learnMore: 'About a quarter of the heat in an uninsulated home escapes through the roof. 270 mm of insulation between and over the joists is the current recommended depth; keep the loft ventilated and insulate the hatch and any tanks and pipes above it.',
  sources: [LOFT_COST_SOURCE, EST_2014],
  costYear: 2026,
  lifetime: LIFETIMES.loftInsulation,
  applies: (home) => home.loftMm !== null && home.loftMm < 50 && !isFlatBelowTop(home),
  apply: (home) => ({ ...home, loftMm: 270 }),
  cost: loftCost,
};

export const loftTopUp: Measure = {
  ...loftInsulation,
  id: 'loft-top-up', title: 'Loft Insulation Top-up', priority: 'medium',
  description: 'Top up existing loft insulation to 270 mm.',
  learnMore: 'Lofts with less than 200 mm lose noticeably more heat than those with 270 mm. A top-up is cheap and quick, though measured savings from top-ups are small (DESNZ NEED: median 3.2% of gas).',
  sources: [LOFT_COST_SOURCE, 'DESNZ NEED, Impact of Measures (2026)'],
  applies: (home) => home.loftMm !== null && home.loftMm >= 50 && home.loftMm < 200 && !isFlatBelowTop(home),
  cost: loftTopUpCost,
};

export const cavityWall: Measure = {
  id: 'cavity-wall-insulation', title: 'Cavity Wall Insulation', stage: 'fabric', installationType: 'insulation', priority: 'high', comfort: true,
  icon: 'layers', image: 'cavity-wall-insulation.jpg',
  description: 'Fill the empty cavity in your external walls with blown mineral wool or beads.',
  learnMore: 'Unfilled cavity walls lose about a third of a home\'s heat. An installer injects insulation through small holes in the outer leaf in a day, with no disruption inside. A survey first checks the cavity is suitable (exposure, damp, wall ties).',
  sources: [CAVITY_COST_SOURCE, 'House of Commons Library CBP-9889 (DESNZ statistics): 29% of cavity walls unfilled'],
  costYear: 2026,
  lifetime: LIFETIMES.cavityWall,
  likelihood: cavityStatusUnknown,
  // Cavities built since 1983 were insulated as built, unless the householder or certificate says it is empty.
  applies: (home) => home.wallConstruction === 'cavity' && !home.wallInsulated && (isBandAtMost(home.ageBand, 'G') || home.cavityKnownEmpty),
  apply: (home) => ({ ...home, wallInsulated: true }),
  cost: cavityCost,
};

const solidWallBase = {
  stage: 'fabric' as const, installationType: 'insulation' as const, priority: 'medium' as const, comfort: true,
  lifetime: LIFETIMES.solidWall,
  apply: (home: Parameters<Measure['apply']>[0]) => ({ ...home, wallInsulated: true, wallRetrofit: true }),
};

/** Internal and external are alternatives: external for houses, internal for flats (no façade consent needed). */
export const solidWallExternal: Measure = {
  ...solidWallBase,
  id: 'solid-wall-external', title: 'External Solid Wall Insulation', icon: 'layers', image: 'external-wall-insulation.jpg',
  description: 'Clad the outside walls with insulation boards and a render finish.',
  learnMore: 'Solid walls lose even more heat than cavity walls and cannot be filled. External insulation adds 60-100 mm of insulation outside with a new render, keeps room sizes and protects the brickwork. It may need planning permission.',
  sources: [SOLID_WALL_COST_SOURCE, EST_2014, 'DESNZ NEED, Impact of Measures (2026): median 17.3% gas saved'],
  costYear: 2026,
  applies: (home) => home.wallConstruction === 'solid' && !home.wallInsulated && home.builtForm !== 'flat',
  cost: (_home, geo) => solidWallCost('external', geo),
};

export const solidWallInternal: Measure = {
  ...solidWallBase,
  id: 'solid-wall-internal', title: 'Internal Solid Wall Insulation', icon: 'layers', image: 'internal-wall-insulation.jpg',
  description: 'Line the inside of external walls with insulated plasterboard.',
  learnMore: 'Internal insulation fits room by room and needs no façade consent, which suits flats. It takes about 60-100 mm off each outside wall and fittings must be moved.',
  sources: [SOLID_WALL_COST_SOURCE],
  costYear: 2026,
  applies: (home) => home.wallConstruction === 'solid' && !home.wallInsulated && home.builtForm === 'flat',
  cost: (_home, geo) => solidWallCost('internal', geo),
};

export const suspendedFloor: Measure = {
  id: 'suspended-floor-insulation', title: 'Suspended Floor Insulation', stage: 'fabric', installationType: 'insulation', priority: 'medium', comfort: true,
  icon: 'grid', image: 'floor-insulation.jpg',
  description: 'Insulate between the joists of a suspended timber ground floor and seal the gaps.',
  learnMore: 'Suspended timber floors lose heat downwards and let cold air in through the boards. Insulation between the joists, fitted from below or by lifting boards, also stops those draughts.',
  sources: [FLOOR_COST_SOURCE, 'Energy Saving Trust, July 2026 prices: floor insulation saves about £85 detached, £55 semi, £40 mid-terrace, £100 bungalow a year (secondary)'],
  costYear: 2026,
  lifetime: LIFETIMES.suspendedFloor,
  applies: (home) => home.floorType === 'suspended' && !home.floorInsulated && (home.builtForm !== 'flat' || home.flatPosition === 'ground'),
  apply: (home) => ({ ...home, floorInsulated: true }),
  cost: floorCost,
};

export const draughtProofing: Measure = {
  id: 'draught-proofing', title: 'Draught Proofing', stage: 'fabric', installationType: 'insulation', priority: 'high', comfort: true,
  icon: 'wind', image: 'draught-proofing.jpg',
  description: 'Seal gaps around windows, doors, the letterbox and loft hatch.',
  learnMore: 'Draughts make rooms feel colder than the thermostat says. Strips around windows and doors, brush seals and a sealed loft hatch are cheap and DIY-friendly; keep extractor fans and trickle vents working.',
  sources: [EPC_COSTS, 'Energy Saving Trust savings figures, about 2017-19 (£25-35 a year)'],
  costYear: 2019,
  lifetime: LIFETIMES.draughtProofing,
  applies: (home) => !home.draughtProofed,
  apply: (home) => ({ ...home, draughtProofed: true }),
  // EPC register £80-120 for a typical home, scaled with floor area.
  cost: (home) => range(Math.max(60, (80 * home.floorArea) / 90), Math.max(100, (120 * home.floorArea) / 90)),
};

export const doubleGlazing: Measure = {
  id: 'double-glazing', title: 'Double Glazing', stage: 'fabric', installationType: 'insulation', priority: 'medium', comfort: true,
  icon: 'square', image: 'double-glazing.jpg',
  description: 'Replace single-glazed windows with A or B-rated double glazing.',
  learnMore: 'New double glazing halves the heat lost through windows, cuts draughts (new frames are draught-stripped) and noise. In listed buildings or conservation areas, secondary glazing is the usual alternative.',
  sources: [BEIS_COSTS, EST_2014],
  costYear: 2017,
  lifetime: LIFETIMES.glazing,
  applies: (home) => home.glazing === 'single',
  apply: (home) => ({ ...home, glazing: 'new_double', draughtProofed: true }),
  // BEIS 2017 uPVC: £4,800-7,000 small semi, £6,000-8,000 large (about £300-450 per m² of window).
  cost: (_home, geo) => range(Math.max(2500, geo.windowArea * 300), Math.max(4000, geo.windowArea * 450)),
};
