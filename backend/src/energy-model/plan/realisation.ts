import { estimateHome } from '../estimate.js';
import { NEED_MEDIAN_GAS_SAVING } from '../evidence/measured-savings.js';
import type { MeasuredFigure } from '../evidence/measured-figure.js';
import { measureById } from '../measures/catalogue.js';
import { resolveProfile } from '../profile.js';
import type { HomeProfile } from '../types.js';

/**
 * Measured savings are smaller than modelled ones (homes were not heated as the model assumes before,
 * some of the saving is taken as warmth, in-situ walls lose less than defaults). For a measure with a
 * measured median, the typical saving is the modelled one × a realisation factor: the measured share
 * of gas saved ÷ the model's share for the kind of home that typically gets the measure. Applied to
 * every home, it keeps the model's differences between homes and anchors the level to what was measured.
 */

/** The 1950s gas semi of the docs, as built: the commonest home to get cavity fill or a loft top-up. */
const CAVITY_SEMI: HomeProfile = {
  propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler',
  fabric: { wallConstruction: 'cavity', wallInsulated: false, loftInsulationMm: 100, hasCylinder: false, boilerCondensing: true, heatingControls: 'basic' },
};

/** Solid wall insulation is mostly fitted to pre-1919 homes; the terrace is the commonest of them. */
const SOLID_WALLED_TERRACE: HomeProfile = {
  propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler',
  fabric: { wallConstruction: 'solid', wallInsulated: false, loftInsulationMm: 100, hasCylinder: false, boilerCondensing: true, heatingControls: 'basic' },
};

interface MeasuredSaving {
  measured: MeasuredFigure;
  /** The kind of home the measured homes mostly were, and the measure modelled on it. */
  typicalHome: HomeProfile;
  typicalHomeLabel: string;
  modelledMeasureId: string;
}

const CAVITY: MeasuredSaving = { measured: NEED_MEDIAN_GAS_SAVING.cavityWall, typicalHome: CAVITY_SEMI, typicalHomeLabel: 'a 1950s gas semi, cavity unfilled', modelledMeasureId: 'cavity-wall-insulation' };
const SOLID_WALL: MeasuredSaving = { measured: NEED_MEDIAN_GAS_SAVING.solidWall, typicalHome: SOLID_WALLED_TERRACE, typicalHomeLabel: 'a pre-1919 gas terrace', modelledMeasureId: 'solid-wall-external' };
// NEED's loft homes were mostly top-ups, so the factor comes from a top-up and serves a first loft too.
const LOFT: MeasuredSaving = { measured: NEED_MEDIAN_GAS_SAVING.loft, typicalHome: CAVITY_SEMI, typicalHomeLabel: 'a 1950s gas semi topped up from 100 to 270 mm', modelledMeasureId: 'loft-top-up' };

/** Measures with a measured median saving; every other measure's typical figure is the model's. */
const MEASURED_SAVINGS: Readonly<Record<string, MeasuredSaving>> = {
  'cavity-wall-insulation': CAVITY,
  'solid-wall-external': SOLID_WALL,
  'solid-wall-internal': SOLID_WALL,
  'loft-insulation': LOFT,
  'loft-top-up': LOFT,
};

export interface Realisation {
  /** Typical ÷ modelled saving, at most 1 (the model's figure is the upper end). */
  factor: number;
  /** Where the typical figure comes from, for the item's sources. */
  basis: string;
}

const NO_MEASURED_EVIDENCE: Realisation = {
  factor: 1,
  basis: "Typical saving: no measured median found for this measure, so it is the model's figure (in-use calibrated to metered consumption and checked against the Energy Saving Trust's published savings).",
};

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The model's share of gas saved by the measure on its typical home. */
function modelledGasShare(evidence: MeasuredSaving): number {
  const home = resolveProfile(evidence.typicalHome).home;
  const measure = measureById(evidence.modelledMeasureId);
  if (!measure) throw new Error(`No measure ${evidence.modelledMeasureId} in the catalogue`);
  const before = estimateHome(home).fuel.gas;
  return (before - estimateHome(measure.apply(home)).fuel.gas) / before;
}

function realisationOf(evidence: MeasuredSaving): Realisation {
  const measuredShare = evidence.measured.value / 100;
  const modelledShare = modelledGasShare(evidence);
  const factor = Math.min(1, measuredShare / modelledShare);
  return {
    factor,
    basis: `Typical saving: the model's figure × ${factor.toFixed(2)}, the measured median gas saving (${pct(measuredShare)}; ${evidence.measured.source}, ${evidence.measured.table}) ÷ the model's ${pct(modelledShare)} for ${evidence.typicalHomeLabel}. The upper figure is the model's, for a home heated throughout as an EPC assumes.`,
  };
}

// Worked out once, on first use: each is two runs of the model.
const cache = new Map<MeasuredSaving, Realisation>();

/** How much of the modelled saving homes like this one measurably make. */
export function realisationFor(measureId: string): Realisation {
  const evidence = MEASURED_SAVINGS[measureId];
  if (!evidence) return NO_MEASURED_EVIDENCE;
  let realisation = cache.get(evidence);
  if (!realisation) {
    realisation = realisationOf(evidence);
    cache.set(evidence, realisation);
  }
  return realisation;
}
