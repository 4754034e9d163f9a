import { nationOfPostcode } from '@warmwise/common';
import { isBandAtMost, YEAR_BUILT_BAND_MIX, YEAR_BUILT_TO_AGE_BAND } from './age-bands.js';
import { climateForPostcode } from './climate-postcodes.js';
import { OLD_BOILER_ASSUMPTION } from './heating-system.js';
import { isFuelBoiler, type BuildingAndHousehold, type BuiltForm, type HeatingKind, type ModelHome } from './model-home.js';
import { withInUseFactor } from './estimate.js';
import { resolveUnknownFuel } from './unknown-fuel.js';
import { withStatedFacts } from './stated-facts.js';
import type { AgeBand, FabricFacts, GlazingType, HeatingFuel, HeatingSystem, HomeProfile, PropertyType } from './types.js';

const BUILT_FORM: Record<PropertyType, BuiltForm> = {
  'Semi-detached': 'semi',
  Detached: 'detached',
  Terraced: 'terrace',
  'Flat/Apartment': 'flat',
  Bungalow: 'bungalow',
};

const HEATING: Record<Exclude<HeatingSystem, 'Other'>, HeatingKind> = {
  'Gas boiler': 'gas_boiler',
  'Oil boiler': 'oil_boiler',
  'Electric storage heaters': 'storage_heaters',
  'Heat pump': 'heat_pump',
  'District heating': 'heat_network',
};

interface Heating {
  kind: HeatingKind;
  /** How the assumptions name what an 'Other' heating is modelled as. */
  modelledAs?: string;
}

/** What an 'Other' heating is, by the fuel it burns. */
const OTHER_HEATING: Record<Exclude<HeatingFuel, 'unknown'>, Required<Heating>> = {
  lpg: { kind: 'lpg_boiler', modelledAs: 'an LPG boiler' },
  coal: { kind: 'coal_heating', modelledAs: 'a coal or smokeless-fuel room heater with a back boiler' },
  wood: { kind: 'wood_heating', modelledAs: 'a wood-burning stove or log boiler' },
  electric_room_heaters: { kind: 'direct_electric', modelledAs: 'electric room heaters' },
};

/** The home's heating, or null for an 'Other' whose fuel nobody told us. */
function heatingOf(profile: HomeProfile): Heating | null {
  if (profile.heatingSystem !== 'Other') return { kind: HEATING[profile.heatingSystem] };
  const fuel = profile.heatingFuel;
  return fuel && fuel !== 'unknown' ? OTHER_HEATING[fuel] : null;
}

/** Typical floor area by bedrooms (m², English Housing Survey orders of magnitude; estimate). */
const AREA_BY_BEDROOMS = [50, 50, 70, 90, 115, 140, 165];
const AREA_FORM_FACTOR: Record<BuiltForm, number> = { flat: 0.85, terrace: 0.95, semi: 1, bungalow: 0.9, detached: 1.2 };

export interface ResolvedProfile {
  home: ModelHome;
  assumptions: string[];
}

/** The certificate's facts with what the householder stated on top (stated-facts.ts). */
export function knownFacts(profile: HomeProfile): FabricFacts {
  const fabric = profile.fabric ?? {};
  return profile.stated ? withStatedFacts(fabric, profile.stated, defaultGlazing(YEAR_BUILT_TO_AGE_BAND[profile.yearBuilt])) : fabric;
}

function defaultGlazing(band: AgeBand): GlazingType {
  return isBandAtMost(band, 'I') ? 'double' : 'double_post_2002';
}

/** Loft defaults: most older lofts have been topped up (EHS), so 100 mm rather than RdSAP's as-built none. */
function defaultLoftMm(band: AgeBand): number {
  if (isBandAtMost(band, 'G')) return 100;
  if (isBandAtMost(band, 'H')) return 150;
  if (isBandAtMost(band, 'J')) return 200;
  return 270;
}

/** Applies defaults to everything the visitor and the EPC did not tell us, and says so. */
export function resolveProfile(profile: HomeProfile, { forRatingOnly = false }: { forRatingOnly?: boolean } = {}): ResolvedProfile {
  const systemHeating = heatingOf(profile);
  if (!systemHeating) return resolveUnknownFuel(profile);
  const assumptions: string[] = [];
  const fabric = knownFacts(profile);
  const builtForm = BUILT_FORM[profile.propertyType];
  const ageBand = YEAR_BUILT_TO_AGE_BAND[profile.yearBuilt];
  const ageBandMix = YEAR_BUILT_BAND_MIX[profile.yearBuilt];
  const mixText = ageBandMix.length > 1 ? `; wall U-values are the mix of RdSAP bands ${ageBandMix.map(([band, weight]) => `${band} ${Math.round(weight * 100)}%`).join(', ')} by years of the span` : '';
  assumptions.push(`Year built ${profile.yearBuilt} is treated as RdSAP age band ${ageBand}${mixText}.`);

  const bedrooms = profile.numBedrooms && profile.numBedrooms > 0 ? Math.min(6, Math.round(profile.numBedrooms)) : builtForm === 'flat' ? 2 : 3;
  if (!profile.numBedrooms || profile.numBedrooms <= 0) assumptions.push(`Bedrooms not given: assumed ${bedrooms}.`);
  let floorArea = profile.floorArea ?? 0;
  if (!(floorArea > 0)) {
    floorArea = Math.round(AREA_BY_BEDROOMS[bedrooms]! * AREA_FORM_FACTOR[builtForm]);
    assumptions.push(`Floor area not given: assumed ${floorArea} m², typical for a ${bedrooms}-bedroom ${profile.propertyType.toLowerCase()}.`);
  }
  floorArea = Math.min(Math.max(floorArea, 20), 1000);

  const flatPosition = builtForm === 'flat' ? (fabric.flatPosition ?? 'unknown') : null;
  if (builtForm === 'flat' && !fabric.flatPosition) assumptions.push('Flat position not given: assumed an average flat of a three-storey block (a third of the roof and ground floor losses).');

  const wallConstruction = fabric.wallConstruction ?? (isBandAtMost(ageBand, 'B') ? 'solid' : 'cavity');
  if (!fabric.wallConstruction) assumptions.push(`Wall type not given: assumed ${wallConstruction} walls, the usual construction for band ${ageBand}.`);
  const wallInsulated = fabric.wallInsulated ?? false;
  const cavityKnownEmpty = wallConstruction === 'cavity' && fabric.cavityKnownEmpty === true;
  if (fabric.wallInsulated === undefined) assumptions.push('Wall insulation not given: assumed walls as built (the RdSAP convention).');

  const roofExposed = builtForm !== 'flat' || flatPosition === 'top' || flatPosition === 'unknown';
  let loftMm: number | null = null;
  if (roofExposed) {
    loftMm = fabric.loftInsulationMm === undefined ? defaultLoftMm(ageBand) : fabric.loftInsulationMm;
    if (fabric.loftInsulationMm === undefined) assumptions.push(`Loft insulation not given: assumed ${loftMm} mm.`);
    // A flat roof described without a thickness is treated like a loft of the age band's default.
    if (loftMm === null) loftMm = defaultLoftMm(ageBand);
  }

  const floorType = fabric.floorType ?? (isBandAtMost(ageBand, 'B') ? 'suspended' : 'solid');
  if (!fabric.floorType && (builtForm !== 'flat' || flatPosition === 'ground' || flatPosition === 'unknown')) assumptions.push(`Floor type not given: assumed ${floorType}, uninsulated unless built after 2002.`);
  const floorInsulated = fabric.floorInsulated ?? !isBandAtMost(ageBand, 'I');

  const glazing = fabric.glazing ?? defaultGlazing(ageBand);
  if (!fabric.glazing) assumptions.push(`Glazing not given: assumed ${glazing === 'double' ? 'double glazing installed before 2002' : 'double glazing installed after 2002'}.`);

  const heating = systemHeating.kind;
  if (systemHeating.modelledAs) assumptions.push(`Heating 'Other' is modelled as ${systemHeating.modelledAs}.`);
  const isBoiler = isFuelBoiler(heating);
  const boilerCondensing = fabric.boilerCondensing ?? true;
  if (isBoiler && fabric.boilerCondensing === undefined) assumptions.push('Boiler type not given: assumed condensing (most boilers fitted since 2005).');
  if (isBoiler && !boilerCondensing) assumptions.push(OLD_BOILER_ASSUMPTION);
  const controls = fabric.heatingControls ?? 'basic';
  if (!fabric.heatingControls) {
    assumptions.push(heating === 'storage_heaters'
      ? 'Storage heater controls not given: assumed automatic charge control.'
      : 'Heating controls not given: assumed a programmer and room thermostat without TRVs.');
  }

  const hasCylinder = fabric.hasCylinder ?? (heating !== 'gas_boiler' && heating !== 'heat_network');
  if (fabric.hasCylinder === undefined) assumptions.push(hasCylinder ? 'Hot water assumed stored in a cylinder.' : 'Hot water assumed from a combination boiler or heat network (no cylinder).');
  // A cylinder of unknown insulation has most likely been replaced since the home was built (cylinders
  // last about 20-30 years), and cylinders have come with 25 mm or more of factory foam since the 1980s,
  // which SAP Table 2 rates as losing no more than an 80 mm jacket: 'good'. A thin or bare one is only
  // modelled when the householder or the certificate says so.
  const cylinderInsulation = fabric.cylinderInsulation ?? 'good';
  if (hasCylinder && fabric.cylinderInsulation === undefined) assumptions.push('Cylinder insulation not given: assumed factory foam (cylinders have come insulated since the 1980s).');
  const pipesInsulated = fabric.hotWaterPipesInsulated ?? !isBandAtMost(ageBand, 'I');

  const lowEnergyLighting = fabric.lowEnergyLightingPct === undefined ? 0.5 : Math.min(1, Math.max(0, fabric.lowEnergyLightingPct / 100));
  if (fabric.lowEnergyLightingPct === undefined) assumptions.push('Low-energy lighting share not given: assumed 50%.');

  const climate = climateForPostcode(profile.postcode);
  assumptions.push(climate.id === 0
    ? 'Climate: SAP 10.2 UK average (postcode not known).'
    : `Climate: SAP 10.2 region ${climate.name}, from the postcode.`);

  const draughtProofed = fabric.draughtProofed ?? !isBandAtMost(ageBand, 'G');
  const solarWater = profile.solarWaterHeating === true;
  const pvKwp = profile.solarPVPanels === true ? 3 : 0;
  if (pvKwp > 0) assumptions.push('Existing solar PV assumed to be 3 kWp.');
  assumptions.push('No smart meter or time-of-use tariff assumed; dismiss those suggestions if you already have them.');

  const building: BuildingAndHousehold = {
    propertyType: profile.propertyType, builtForm, ageBand, ageBandMix, floorArea, climateRegionId: climate.id, bedrooms, flatPosition,
    nation: nationOfPostcode(profile.postcode ?? ''),
    wallConstruction, wallInsulated, cavityKnownEmpty, wallRetrofit: false, loftMm, floorType, floorInsulated, glazing, draughtProofed,
    heating, boilerCondensing, boilerNew: false, storageHhr: false, controls, hasCylinder, cylinderInsulation, pipesInsulated, solarWater,
    lowEnergyLighting, pvKwp, batteryKwh: 0, smartMeter: false, timeOfUse: false, switchesOffStandby: false,
  };
  // The rating uses SAP's heating pattern and never the household's in-use factor, so a home only to
  // be rated skips working it out.
  if (forRatingOnly) return { home: { ...building, inUseFactor: 1 }, assumptions };
  const home = withInUseFactor(building);
  assumptions.push(`In-use factor ${home.inUseFactor.toFixed(2)}: households in homes like this one use about ${Math.round(home.inUseFactor * 100)}% of the space heating the model works out for heating the whole home.`);
  return { home, assumptions };
}
