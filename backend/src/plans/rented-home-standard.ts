import { nationOfPostcode, type PartnerRentedHome } from '@warmwise/common';
import { buildPlan, type CertificateCheck, type RentalStandard } from '../energy-model/index.js';
import { grantsHomeOf, heatPumpGrantForHome, landlordGrantsForHome } from '../grants/index.js';
import { Property } from '../properties/index.js';
import { homeProfileOf, lodgedCertificateOf } from './home-profile.mapper.js';

/** What a partner is told of one rented home: its rating today and the plan's standard and certificate check. */
export interface RentedHomeAnswer {
  reference: string | null;
  currentEnergyEfficiency: number;
  currentEpcRating: string;
  rentalStandard: RentalStandard | null;
  certificateCheck: CertificateCheck;
}

/**
 * The standard for rented homes for a home described by a partner, from the very model and grant
 * verdicts a landlord's own plan reads; the home is modelled in memory and nothing is stored.
 */
export function rentedHomeStandard({ reference, home, epcScore, certificateLodgedOn, viewpoint }: PartnerRentedHome): RentedHomeAnswer {
  const property = Object.assign(new Property(), { ...home, rentalRole: viewpoint, nation: nationOfPostcode(home.postcode), withoutCertificate: certificateLodgedOn === null });
  const { profile } = homeProfileOf(property, null);
  const certificate = certificateLodgedOn
    ? { lodgedOn: certificateLodgedOn, score: epcScore, band: home.epcRating, heating: null }
    : lodgedCertificateOf(property, null);
  const grantsHome = grantsHomeOf(property);
  const plan = buildPlan({ ...profile, epcScore }, property.priority, {
    letting: { tenure: 'Rented - Private', role: viewpoint },
    certificate,
    heatPumpGrantIn: (nation) => heatPumpGrantForHome({ ...grantsHome, nation }),
    landlordGrantsIn: (nation) => landlordGrantsForHome({ ...grantsHome, nation }),
  });
  return {
    reference,
    currentEnergyEfficiency: plan.currentEnergyEfficiency,
    currentEpcRating: plan.currentEpcRating,
    rentalStandard: plan.rentalStandard,
    certificateCheck: plan.certificateCheck,
  };
}
