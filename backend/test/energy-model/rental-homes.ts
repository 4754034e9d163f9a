import type { LandlordGrant } from '../../src/energy-model/rental/rental-standard.js';
import type { LodgedCertificate } from '../../src/energy-model/rental/certificate-check.js';
import type { BuildPlanOptions } from '../../src/energy-model/plan/build-plan.js';
import type { HomeProfile } from '../../src/energy-model/types.js';

/** The homes worked by hand in docs/rental-standard.md, each with what its plan is told. */
export interface WorkedHome {
  profile: HomeProfile;
  options: BuildPlanOptions & { certificate: LodgedCertificate | null };
}

export const TODAY = '2026-12-07';

const BUS: LandlordGrant = { id: 'boiler-upgrade-scheme', name: 'Boiler Upgrade Scheme', amount: '£7,500', verdict: 'check', who: 'Landlords apply through an MCS installer.' };

/** A 1950s cavity semi in Leeds, let privately, certificate D 60 (2019): its landlord plans. */
export const D_SEMI_LET: WorkedHome = {
  profile: {
    propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'LS6 1AA', epcScore: 60,
    fabric: { wallConstruction: 'cavity', wallInsulated: false, loftInsulationMm: 100, boilerCondensing: true, heatingControls: 'basic', glazing: 'double' },
  },
  options: { letting: { tenure: 'Rented - Private', role: 'landlord' }, certificate: { lodgedOn: '2019-03-01', score: 60, band: 'D', heating: 'Gas boiler' }, today: TODAY, landlordGrantsIn: () => [BUS] },
};

/** A Victorian solid-walled terrace in Manchester, let privately, certificate E 48 (2018): its tenant plans. */
export const SOLID_TERRACE_LET: WorkedHome = {
  profile: {
    propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'M14 5AA', epcScore: 48,
    fabric: { wallConstruction: 'solid', wallInsulated: false, loftInsulationMm: 270, boilerCondensing: true, heatingControls: 'full', glazing: 'double', floorType: 'suspended' },
  },
  options: { letting: { tenure: 'Rented - Private', role: 'tenant' }, certificate: { lodgedOn: '2018-05-01', score: 48, band: 'E', heating: 'Gas boiler' }, today: TODAY },
};

/**
 * A Victorian top-floor tenement flat in Edinburgh, solid walls, 100 mm in the loft, single glazing,
 * storage heaters; certificate F 34 (2021): let privately, nobody says who is planning.
 */
export const SCOTTISH_FLAT_LET: WorkedHome = {
  profile: {
    propertyType: 'Flat/Apartment', yearBuilt: 'Pre-1919', floorArea: 70, numBedrooms: 2, heatingSystem: 'Electric storage heaters', postcode: 'EH6 5AA', epcScore: 34,
    fabric: { wallConstruction: 'solid', wallInsulated: false, flatPosition: 'top', loftInsulationMm: 100, glazing: 'single' },
  },
  options: { letting: { tenure: 'Rented - Private', role: 'unknown' }, certificate: { lodgedOn: '2021-05-01', score: 34, band: 'F', heating: 'Electric storage heaters' }, today: TODAY },
};

/**
 * A 1970s cavity semi in Nottingham whose owners live there; its 2017 certificate (D 64) saw 50 mm in
 * the loft and the old non-condensing boiler, since topped up to 270 mm and replaced.
 */
export const STALE_CERTIFICATE_OWNER: WorkedHome = {
  profile: {
    propertyType: 'Semi-detached', yearBuilt: '1965-1982', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'NG5 1AA', epcScore: 64,
    fabric: { wallConstruction: 'cavity', wallInsulated: true, loftInsulationMm: 50, boilerCondensing: false, heatingControls: 'basic', glazing: 'double' },
    stated: { wallInsulation: 'unknown', loftInsulationMm: 270, glazing: 'unknown', boilerType: 'condensing', heatingControls: 'unknown', flatPosition: 'unknown' },
  },
  options: { letting: { tenure: 'Owner-occupied', role: 'unknown' }, certificate: { lodgedOn: '2017-09-01', score: 64, band: 'D', heating: 'Gas boiler' }, today: TODAY },
};
