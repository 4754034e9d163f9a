import { estimateEnergy, type EpcBand } from '../index.js';
import { resolveProfile } from '../profile.js';
import { ARCHETYPES, archetypeKey, archetypeProfile, mainFuelKwh, type Archetype } from './archetypes.js';
import { differencePct, withinTolerance } from './compare.js';
import { referenceFor, type ArchetypeReference } from './references.js';

export interface ArchetypeResult {
  key: string;
  archetype: Archetype;
  gasKwh: number;
  electricityKwh: number;
  oilKwh: number;
  billGbp: number;
  sapScore: number;
  band: EpcBand;
  reference: ArchetypeReference;
  /** The modelled use of the reference's fuel. */
  modelledKwh: number;
  differencePct: number;
  pass: boolean;
}

function runArchetype(archetype: Archetype): ArchetypeResult {
  const profile = archetypeProfile(archetype);
  const estimate = estimateEnergy(profile);
  const reference = referenceFor(archetype, resolveProfile(profile).home);
  const modelledKwh = mainFuelKwh(estimate, archetype.heatingSystem);
  return {
    key: archetypeKey(archetype),
    archetype,
    gasKwh: estimate.fuel.gas,
    electricityKwh: estimate.fuel.electricity,
    oilKwh: estimate.fuel.oil,
    billGbp: estimate.bill.total,
    sapScore: estimate.sap.score,
    band: estimate.sap.band,
    reference,
    modelledKwh,
    differencePct: differencePct(modelledKwh, reference.kwh),
    pass: withinTolerance(modelledKwh, reference.kwh),
  };
}

export function runGrid(archetypes: readonly Archetype[] = ARCHETYPES): ArchetypeResult[] {
  return archetypes.map(runArchetype);
}
