import { homeProfileOf } from '../../src/plans/home-profile.mapper.js';
import type { CertificateSummary } from '../../src/epc/newest-certificates.js';
import type { Property } from '../../src/properties/property.entity.js';

const property = { postcode: 'AB10 1XG', propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler', epcRating: null } as unknown as Property;

describe('homeProfileOf', () => {
  it('passes the postcode, for the SAP climate region', () => {
    expect(homeProfileOf(property, null).profile.postcode).toBe('AB10 1XG');
  });

  it("passes the certificate's lodged score, which anchors the current rating", () => {
    const certificate = { lodgementDate: '2021-05-01', currentEnergyEfficiency: 63 } as CertificateSummary;
    expect(homeProfileOf(property, certificate).profile.epcScore).toBe(63);
    expect(homeProfileOf(property, null).profile.epcScore).toBeNull();
  });

  it("starts the lighting from the certificate's low-energy share, when it has one", () => {
    const certificate = { lodgementDate: '2021-05-01', currentEnergyEfficiency: 63, lowEnergyLighting: 80 } as CertificateSummary;
    expect(homeProfileOf(property, certificate).profile.fabric?.lowEnergyLightingPct).toBe(80);
    const unknown = { ...certificate, lowEnergyLighting: null };
    expect(homeProfileOf(property, unknown).profile.fabric?.lowEnergyLightingPct).toBeUndefined();
  });
});
