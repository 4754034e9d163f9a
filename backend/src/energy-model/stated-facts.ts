import type { FlatPositionOption, Glazing, HeatingControlsOption, PropertyInput, WallInsulation } from '@warmwise/common';
import type { FabricFacts, FlatPosition, GlazingType, HeatingControls } from './types.js';

/** What a householder can tell us of the home, in the profile's words; 'unknown' leaves a fact open. */
export type StatedFacts = Pick<PropertyInput, 'wallInsulation' | 'loftInsulationMm' | 'glazing' | 'boilerType' | 'heatingControls' | 'flatPosition'>;

const WALLS: Record<Exclude<WallInsulation, 'unknown'>, Pick<FabricFacts, 'wallConstruction' | 'wallInsulated' | 'cavityKnownEmpty'>> = {
  cavity_filled: { wallConstruction: 'cavity', wallInsulated: true },
  cavity_empty: { wallConstruction: 'cavity', wallInsulated: false, cavityKnownEmpty: true },
  solid_insulated: { wallConstruction: 'solid', wallInsulated: true },
  solid_uninsulated: { wallConstruction: 'solid', wallInsulated: false },
};

/** Double glazing's age is not asked: the model's age-band default says which it likely is. */
const GLAZING: Record<Exclude<Glazing, 'unknown' | 'double'>, GlazingType> = { single: 'single', triple: 'new_double' };

const CONTROLS: Record<Exclude<HeatingControlsOption, 'unknown'>, HeatingControls> = {
  none: 'none', programmer_only: 'programmer', thermostat: 'basic', full: 'full',
};

const FLOORS: Record<Exclude<FlatPositionOption, 'unknown'>, FlatPosition> = { ground: 'ground', mid: 'middle', top: 'top' };

/**
 * The certificate's facts with the householder's on top: what they state wins, 'unknown' keeps what
 * the certificate says (or, without one, leaves it to the rating and the age band).
 */
export function withStatedFacts(fabric: FabricFacts, stated: StatedFacts, defaultDoubleGlazing: GlazingType): FabricFacts {
  const facts: FabricFacts = { ...fabric };
  if (stated.wallInsulation !== 'unknown') {
    delete facts.cavityKnownEmpty;
    Object.assign(facts, WALLS[stated.wallInsulation]);
  }
  if (stated.loftInsulationMm !== null) facts.loftInsulationMm = stated.loftInsulationMm;
  if (stated.glazing === 'double') facts.glazing = facts.glazing === 'new_double' || facts.glazing === 'double_post_2002' ? facts.glazing : defaultDoubleGlazing;
  else if (stated.glazing !== 'unknown') facts.glazing = GLAZING[stated.glazing];
  if (stated.boilerType !== 'unknown') facts.boilerCondensing = stated.boilerType === 'condensing';
  if (stated.heatingControls !== 'unknown') facts.heatingControls = CONTROLS[stated.heatingControls];
  if (stated.flatPosition !== 'unknown') facts.flatPosition = FLOORS[stated.flatPosition];
  return facts;
}

const findKey = <K extends string, V>(table: Record<K, V>, value: V | undefined): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === value);

/**
 * A certificate's facts in the profile's words, to pre-fill the form: only what the certificate says,
 * 'unknown' for the rest (and for TRVs without a room thermostat, which no option describes).
 */
export function statedFactsFrom(fabric: FabricFacts): StatedFacts {
  const walls = fabric.wallConstruction && fabric.wallInsulated !== undefined
    ? `${fabric.wallConstruction}_${fabric.wallInsulated ? (fabric.wallConstruction === 'cavity' ? 'filled' : 'insulated') : (fabric.wallConstruction === 'cavity' ? 'empty' : 'uninsulated')}` as WallInsulation
    : 'unknown';
  return {
    wallInsulation: walls,
    loftInsulationMm: typeof fabric.loftInsulationMm === 'number' ? fabric.loftInsulationMm : null,
    glazing: fabric.glazing === undefined ? 'unknown' : fabric.glazing === 'single' ? 'single' : 'double',
    boilerType: fabric.boilerCondensing === undefined ? 'unknown' : fabric.boilerCondensing ? 'condensing' : 'non_condensing',
    heatingControls: findKey(CONTROLS, fabric.heatingControls) ?? 'unknown',
    flatPosition: findKey(FLOORS, fabric.flatPosition) ?? 'unknown',
  };
}
