import type { HomeProfile } from '../energy-model/index.js';
import type { Property } from '../properties/property.entity.js';

// Most British homes heat with a mains-gas boiler (English Housing Survey); used when not told.
const DEFAULT_HEATING = 'Gas boiler';

/** The energy model's input from a saved home profile, and what had to be assumed to make it. */
export function homeProfileOf(property: Property): { profile: HomeProfile; assumptions: string[] } {
  const assumptions: string[] = [];
  if (!property.heatingSystem) {
    assumptions.push(`Main heating not given: assumed ${DEFAULT_HEATING.toLowerCase()}, the most common in UK homes.`);
  }
  return {
    profile: {
      propertyType: property.propertyType,
      yearBuilt: property.yearBuilt,
      floorArea: property.floorArea || null,
      numBedrooms: property.numBedrooms || null,
      heatingSystem: property.heatingSystem ?? DEFAULT_HEATING,
      epcRating: property.epcRating,
      solarPVPanels: property.solarPVPanels,
      solarWaterHeating: property.solarWaterHeating,
    },
    assumptions,
  };
}
