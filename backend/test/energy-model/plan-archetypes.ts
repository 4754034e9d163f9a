import type { HomeProfile } from '../../src/energy-model/index.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

/**
 * The reference semi and four homes unlike it, each at a postcode of its own (so its own design day):
 * the figures docs/energy-model.md works by hand for "The plan in steps" and "The heat-pump verdict".
 */
export const PLAN_ARCHETYPES: Readonly<Record<string, HomeProfile>> = {
  'reference semi': { ...REFERENCE_PROFILE, postcode: 'LS1 4AP' },
  'pre-1919 solid-wall terrace': {
    propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'M1 1AA',
    fabric: { wallConstruction: 'solid', wallInsulated: false, loftInsulationMm: 25, glazing: 'single', floorType: 'suspended', boilerCondensing: true, heatingControls: 'basic' },
  },
  '1970s flat': { propertyType: 'Flat/Apartment', yearBuilt: '1965-1982', floorArea: 60, numBedrooms: 2, heatingSystem: 'Electric storage heaters', postcode: 'G1 1AA' },
  'oil-heated detached house': { propertyType: 'Detached', yearBuilt: '1965-1982', floorArea: 150, numBedrooms: 4, heatingSystem: 'Oil boiler', postcode: 'NR1 1AA' },
  '2015 semi': { propertyType: 'Semi-detached', yearBuilt: '2011-Present', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'CF10 1AA' },
};
