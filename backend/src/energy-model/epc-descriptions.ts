import type { FabricFacts, FlatPosition } from './types.js';

/** Raw EPC description fields as they appear in the domestic certificates CSV. */
interface EpcDescriptions {
  WALLS_DESCRIPTION?: string | null;
  ROOF_DESCRIPTION?: string | null;
  WINDOWS_DESCRIPTION?: string | null;
  FLOOR_DESCRIPTION?: string | null;
  HOTWATER_DESCRIPTION?: string | null;
  MAINHEAT_DESCRIPTION?: string | null;
  MAINHEATCONT_DESCRIPTION?: string | null;
  LOW_ENERGY_LIGHTING?: string | number | null;
  FLOOR_LEVEL?: string | null;
  FLAT_TOP_STOREY?: string | null;
}

function parseWalls(text: string, facts: FabricFacts): void {
  const t = text.toLowerCase();
  if (t.includes('cavity')) facts.wallConstruction = 'cavity';
  else if (/solid|granite|sandstone|whinstone|stone|system built/.test(t)) facts.wallConstruction = 'solid';
  if (/no insulation|as built|uninsulated|partial insulation/.test(t)) facts.wallInsulated = false;
  if (/filled cavity|with (internal|external) insulation|insulated/.test(t) && !/no insulation|partial insulation/.test(t)) facts.wallInsulated = true;
  if (facts.wallConstruction === 'cavity' && /no insulation/.test(t)) facts.cavityKnownEmpty = true;
}

function parseRoof(text: string, facts: FabricFacts): void {
  const t = text.toLowerCase();
  if (/another dwelling above|other premises above/.test(t)) {
    facts.loftInsulationMm = null;
    return;
  }
  const mm = /(\d+)\s*\+?\s*mm/.exec(t);
  if (mm) facts.loftInsulationMm = Number(mm[1]);
  else if (/no insulation/.test(t)) facts.loftInsulationMm = 0;
  else if (/limited insulation/.test(t)) facts.loftInsulationMm = 50;
}

function parseWindows(text: string, facts: FabricFacts): void {
  const t = text.toLowerCase();
  if (/single glaz/.test(t) && !/(fully|mostly) (double|triple|secondary)/.test(t)) facts.glazing = 'single';
  else if (/high performance glazing|triple/.test(t)) facts.glazing = 'new_double';
  else if (/double|secondary|multiple glazing/.test(t)) facts.glazing = 'double';
}

function parseFloor(text: string, facts: FabricFacts): void {
  const t = text.toLowerCase();
  if (/another dwelling below|other premises below/.test(t)) return;
  if (t.includes('suspended')) facts.floorType = 'suspended';
  else if (t.includes('solid')) facts.floorType = 'solid';
  if (/no insulation|uninsulated/.test(t)) facts.floorInsulated = false;
  else if (/insulated/.test(t)) facts.floorInsulated = true;
}

function parseHotWater(text: string, facts: FabricFacts): void {
  const t = text.toLowerCase();
  if (/cylinder|immersion/.test(t) && !/instantaneous|combi/.test(t)) facts.hasCylinder = true;
  if (/instantaneous|combi|community scheme/.test(t)) facts.hasCylinder = false;
}

/**
 * SAP Table 4e's groups. TRVs without a room thermostat ('Programmer, TRVs and bypass') hold each room's
 * temperature but never tell the boiler to stop: no interlock, so not full controls. Storage heaters'
 * manual charge control turns nothing down on a mild day ('none'); automatic or Celect-type charge
 * control is their usual set ('basic').
 */
function parseControls(text: string, facts: FabricFacts): void {
  const t = text.toLowerCase();
  const thermostat = /room thermostat|time and temperature zone control/.test(t) && !/no room thermostat/.test(t);
  if (/no time or thermostatic control|no thermostatic control|manual charge control/.test(t)) facts.heatingControls = 'none';
  else if (thermostat && /trvs|time and temperature zone control/.test(t)) facts.heatingControls = 'full';
  else if (thermostat || /automatic charge control|celect/.test(t)) facts.heatingControls = 'basic';
  else if (/trvs/.test(t)) facts.heatingControls = 'trvs_no_thermostat';
  else if (/programmer|timer/.test(t)) facts.heatingControls = 'programmer';
}

function flatPosition(level: string | null | undefined, top: string | null | undefined): FlatPosition | undefined {
  if (top && /^y/i.test(top)) return 'top';
  if (!level) return undefined;
  if (/ground|^0$|basement/i.test(level.trim())) return 'ground';
  if (/top/i.test(level)) return 'top';
  return /\d|mid/i.test(level) ? 'middle' : undefined;
}

/**
 * Derives fabric facts from EPC description text; anything it cannot read stays undefined (age-band default).
 * @internal exported for its tests, which read the register's own field names
 */
export function fabricFromEpcDescriptions(epc: EpcDescriptions): FabricFacts {
  const facts: FabricFacts = {};
  if (epc.WALLS_DESCRIPTION) parseWalls(epc.WALLS_DESCRIPTION, facts);
  if (epc.ROOF_DESCRIPTION) parseRoof(epc.ROOF_DESCRIPTION, facts);
  if (epc.WINDOWS_DESCRIPTION) parseWindows(epc.WINDOWS_DESCRIPTION, facts);
  if (epc.FLOOR_DESCRIPTION) parseFloor(epc.FLOOR_DESCRIPTION, facts);
  if (epc.HOTWATER_DESCRIPTION) parseHotWater(epc.HOTWATER_DESCRIPTION, facts);
  if (epc.MAINHEATCONT_DESCRIPTION) parseControls(epc.MAINHEATCONT_DESCRIPTION, facts);
  if (epc.MAINHEAT_DESCRIPTION) {
    const t = epc.MAINHEAT_DESCRIPTION.toLowerCase();
    // Most descriptions ('Boiler and radiators, mains gas') do not say; then the boiler is left to the
    // rating and the age band rather than assumed either way.
    if (/non-condensing|standard boiler|back boiler/.test(t)) facts.boilerCondensing = false;
    else if (/condensing/.test(t)) facts.boilerCondensing = true;
  }
  if (epc.LOW_ENERGY_LIGHTING !== undefined && epc.LOW_ENERGY_LIGHTING !== null && epc.LOW_ENERGY_LIGHTING !== '') {
    const pct = Number(epc.LOW_ENERGY_LIGHTING);
    if (Number.isFinite(pct)) facts.lowEnergyLightingPct = pct;
  }
  const position = flatPosition(epc.FLOOR_LEVEL, epc.FLAT_TOP_STOREY);
  if (position) facts.flatPosition = position;
  return facts;
}

/** A stored certificate's description fields, as the look-up reads them. */
export interface CertificateDescriptions {
  wallsDescription: string | null;
  roofDescription: string | null;
  windowsDescription: string | null;
  floorDescription: string | null;
  hotwaterDescription: string | null;
  mainheatDescription: string | null;
  mainheatcontDescription: string | null;
  lowEnergyLighting: number | null;
  floorLevel: string | null;
  flatTopStorey: boolean | null;
}

/** The fabric facts of a stored certificate. */
export function fabricFromCertificate(certificate: CertificateDescriptions): FabricFacts {
  return fabricFromEpcDescriptions({
    WALLS_DESCRIPTION: certificate.wallsDescription,
    ROOF_DESCRIPTION: certificate.roofDescription,
    WINDOWS_DESCRIPTION: certificate.windowsDescription,
    FLOOR_DESCRIPTION: certificate.floorDescription,
    HOTWATER_DESCRIPTION: certificate.hotwaterDescription,
    MAINHEAT_DESCRIPTION: certificate.mainheatDescription,
    MAINHEATCONT_DESCRIPTION: certificate.mainheatcontDescription,
    LOW_ENERGY_LIGHTING: certificate.lowEnergyLighting,
    FLOOR_LEVEL: certificate.floorLevel,
    FLAT_TOP_STOREY: certificate.flatTopStorey === null ? null : certificate.flatTopStorey ? 'Y' : 'N',
  });
}
