import { EPC_RATINGS, epcValidUntilDay, fuelUseKwh, type EpcRating } from '@warmwise/common';
import { fabricFromCertificate, type HomeProfile, type LodgedCertificate } from '../energy-model/index.js';
import { heatingFuelOf, heatingSystemOf, type CertificateSummary } from '../epc/index.js';
import type { Property } from '../properties/property.entity.js';

// Most British homes heat with a mains-gas boiler (English Housing Survey); used when not told.
const DEFAULT_HEATING = 'Gas boiler';

const BANDS: ReadonlySet<string> = new Set(EPC_RATINGS.map((rating) => rating.value));
const bandOf = (text: string | null | undefined) => (text && BANDS.has(text.trim().toUpperCase()) ? (text.trim().toUpperCase() as EpcRating) : null);
const CERTIFICATE_YEARS = 10;

/**
 * The home's certificate for the certificate check: the register's newest, or else the one the
 * household typed (its band and 'valid until', lodged ten years before); null when neither says.
 */
export function lodgedCertificateOf(property: Property, certificate: CertificateSummary | null): LodgedCertificate | null {
  if (certificate) {
    return {
      lodgedOn: certificate.lodgementDate,
      score: certificate.currentEnergyEfficiency,
      band: bandOf(certificate.currentEnergyRating),
      heating: heatingSystemOf(certificate.mainheatDescription, certificate.mainFuel),
    };
  }
  const validUntil = epcValidUntilDay(property.epcValidUntil);
  if (!validUntil || !property.epcRating) return null;
  return { lodgedOn: `${Number(validUntil.slice(0, 4)) - CERTIFICATE_YEARS}${validUntil.slice(4)}`, score: null, band: property.epcRating, heating: null };
}

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
  // A householder who chose 'Other' without naming the fuel is answered in the certificate's fuel.
  const lodgedFuel = certificate ? heatingFuelOf(certificate.mainheatDescription, certificate.mainFuel) : null;
  const heatingFuel = property.heatingFuel === 'unknown' && lodgedFuel ? lodgedFuel : property.heatingFuel;
  return {
    profile: {
      propertyType: property.propertyType,
      yearBuilt: property.yearBuilt,
      floorArea: property.floorArea || null,
      numBedrooms: property.numBedrooms || null,
      heatingSystem: property.heatingSystem ?? DEFAULT_HEATING,
      heatingFuel,
      epcRating: property.epcRating,
      // The postcode picks the SAP climate region; the lodged score anchors the current rating.
      postcode: property.postcode,
      epcScore: certificate?.currentEnergyEfficiency ?? null,
      solarPVPanels: property.solarPVPanels,
      solarWaterHeating: property.solarWaterHeating,
      meteredUse: {
        gasKwh: property.annualGasKwh,
        electricityKwh: property.annualElectricityKwh,
        heatingFuelKwh: fuelUseKwh(property.annualFuelUse, property.annualFuelUnit),
        heatingFuelAsGiven: property.annualFuelUse && property.annualFuelUnit ? { amount: property.annualFuelUse, unit: property.annualFuelUnit } : null,
      },
      fabric: certificate ? fabricFromCertificate(certificate) : undefined,
      stated: {
        wallInsulation: property.wallInsulation,
        loftInsulationMm: property.loftInsulationMm,
        glazing: property.glazing,
        boilerType: property.boilerType,
        heatingControls: property.heatingControls,
        flatPosition: property.flatPosition,
      },
    },
    assumptions,
  };
}
