import { fabricFromEpcDescriptions, type HomeProfile } from '../energy-model/index.js';
import type { CertificateSummary } from '../epc/index.js';
import type { Property } from '../properties/property.entity.js';

// Most British homes heat with a mains-gas boiler (English Housing Survey); used when not told.
const DEFAULT_HEATING = 'Gas boiler';

/**
 * The energy model's input from a saved home profile, with the fabric facts (walls, loft, glazing,
 * floor, hot water, controls) of the home's newest certificate when one is lodged, and what had
 * to be assumed to make it.
 */
export function homeProfileOf(
  property: Property,
  certificate: CertificateSummary | null,
): { profile: HomeProfile; assumptions: string[] } {
  const assumptions: string[] = [];
  if (certificate) {
    assumptions.push(`Walls, roof, windows, floor, heating controls and lighting as described by the EPC lodged on ${certificate.lodgementDate}.`);
  }
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
      // The postcode picks the SAP climate region; the lodged score anchors the current rating.
      postcode: property.postcode,
      epcScore: certificate?.currentEnergyEfficiency ?? null,
      solarPVPanels: property.solarPVPanels,
      solarWaterHeating: property.solarWaterHeating,
      meteredUse: { gasKwh: property.annualGasKwh, electricityKwh: property.annualElectricityKwh },
      fabric: certificate
        ? fabricFromEpcDescriptions({
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
          })
        : undefined,
    },
    assumptions,
  };
}
