import type { CertificateCheck_CheckFragment, RentalStandard_StandardFragment } from '../../gql/graphql';

type Standard = RentalStandard_StandardFragment;
type Route = NonNullable<Standard['route']>;
type Check = CertificateCheck_CheckFragment;

const ENGLAND_RULE = {
  ruleStatus: 'confirmed',
  title: 'The 2030 standard for privately rented homes',
  fabricOnly: false,
  requiredBand: 'C',
  newTenanciesFrom: null,
  allTenanciesFrom: '2030-10-01',
  costCapGbp: 10_000,
  todayMinimum: "Today's minimum is band E (since April 2020), with a £3,500 cap.",
  exemptions: [
    'High cost: the cheapest improvements that would reach C cost more than the cap, so the landlord makes those within it and registers an exemption.',
    'Consent: the tenant, the freeholder, the planners or a listed-building officer refuse an improvement.',
  ],
  penalty: 'Letting below the standard without a registered exemption risks a fine from the local council (up to £30,000 a property is proposed).',
  source: 'DESNZ, Improving the energy performance of privately rented homes: government response (21 January 2026)',
  sourceUrl: 'https://www.gov.uk/government/consultations/improving-the-energy-performance-of-privately-rented-homes',
  sourceAsOf: '2026-01-21',
  sourceGrade: 'secondary',
} satisfies Partial<Standard>;

const NOTES = [
  "Measured by the EPC's energy efficiency rating: band C is a score of 69 or more.",
  'Costs are before any grant, as the cap counts spending.',
];

const measure = (title: string, costMin: number, costMax: number, sapPointsGain: number, annualSavingGbp: number): Route['measures'][number] => ({
  title,
  costMin,
  costMax,
  sapPointsGain,
  annualSavingGbp,
});

const WARM_HOMES: Standard['grants'][number] = {
  name: 'Warm Homes: Local Grant',
  amount: 'the full cost for owner-occupiers (100% funded); landlords contribute',
  verdict: 'likely',
  who: "Private lets qualify when the tenant's household income is under £36,000 or they get a means-tested benefit; the landlord pays a share of the cost.",
};

const BOILER_UPGRADE: Standard['grants'][number] = {
  name: 'Boiler Upgrade Scheme',
  amount: '£7,500 towards an air or ground source heat pump',
  verdict: 'check',
  who: "Landlords apply through an MCS installer, who takes it off the heat pump's price.",
};

/** A landlord's terraced D home in England whose cheapest way to C is four small jobs, well within the cap. */
export function landlordWithinCap(overrides: Partial<Standard> = {}): Standard {
  return {
    ...ENGLAND_RULE,
    headline: 'A privately let home must reach band C by 1 October 2030. This home rates D 64; the cheapest way to C costs you £1,750 - £2,500, within the £10,000 cap.',
    status: 'within_cap',
    currentScore: 64,
    certificateScore: 64,
    certificateBand: 'D',
    route: {
      measures: [
        measure('Suspended Floor Insulation', 1_200, 1_600, 2, 50),
        measure('Draught Proofing', 80, 130, 1, 26),
        measure('Heating Controls Upgrade', 450, 730, 1, 18),
        measure('LED Lighting', 20, 40, 1, 21),
      ],
      scoreAfter: 69,
    },
    withinCap: null,
    exemption: null,
    tenantSaving: "Done, these improvements would take about £115 a year off the tenant's energy bills.",
    grants: [WARM_HOMES, BOILER_UPGRADE],
    notes: NOTES,
    ...overrides,
  };
}

/** A tenant's solid-walled D home whose way to C costs more than the cap: the landlord's exemption route. */
export function tenantOverCap(overrides: Partial<Standard> = {}): Standard {
  return {
    ...ENGLAND_RULE,
    headline:
      'A privately let home must reach band C by 1 October 2030. This home rates D 56; reaching C costs more than the £10,000 cap, so your landlord does what the cap buys and registers an exemption.',
    status: 'over_cap',
    currentScore: 56,
    certificateScore: 52,
    certificateBand: 'E',
    route: { measures: [measure('External Solid Wall Insulation', 7_100, 9_600, 8, 113), measure('Solar PV Panels', 3_800, 5_100, 8, 255)], scoreAfter: 72 },
    withinCap: {
      measures: [measure('Suspended Floor Insulation', 1_200, 1_600, 1, 42), measure('Draught Proofing', 80, 130, 1, 20), measure('Solar PV Panels', 3_800, 5_100, 8, 255)],
      scoreAfter: 66,
    },
    exemption:
      'The high-cost exemption applies once the improvements the cap allows are made. The cap buys the improvements listed below (£5,080 - £6,830), taking the home to D 66. It is registered with the PRS Exemptions Register (gov.uk). It lasts 5 years, then the home is looked at again.',
    tenantSaving: 'Done, these improvements would take about £317 a year off your energy bills.',
    grants: [BOILER_UPGRADE],
    notes: NOTES,
    ...overrides,
  };
}

/** Scotland's draft rule for a landlord's D flat: new tenancies from 2028, every let from 2033, fabric only. */
export function scottishDraft(overrides: Partial<Standard> = {}): Standard {
  return {
    ruleStatus: 'draft',
    title: "Scotland's proposed standard for privately rented homes",
    fabricOnly: true,
    headline:
      'Under draft rules, a new tenancy needs band C from 1 April 2028, and every private let needs it from 1 April 2033. This home rates D 63; the cheapest way to C costs you £5,100 - £6,900, within the £10,000 cap.',
    status: 'within_cap',
    requiredBand: 'C',
    newTenanciesFrom: '2028-04-01',
    allTenanciesFrom: '2033-04-01',
    currentScore: 63,
    certificateScore: 63,
    certificateBand: 'D',
    costCapGbp: 10_000,
    route: { measures: [measure('Internal Solid Wall Insulation', 5_100, 6_900, 6, 116)], scoreAfter: 69 },
    withinCap: null,
    exemption: null,
    tenantSaving: "Done, these improvements would take about £116 a year off the tenant's energy bills.",
    grants: [
      {
        name: 'Warmer Homes Scotland',
        amount: 'free improvements (no fixed amount)',
        verdict: 'check',
        who: "Private tenants on a qualifying benefit apply themselves, with the landlord's consent.",
      },
    ],
    notes: ['Only insulation, glazing and draught-proofing count towards this rating, so the route leaves out heating and solar panels.'],
    todayMinimum: 'Scotland has no minimum for private lets today; the draft regulations were consulted on from 6 June to 29 August 2025.',
    exemptions: ['All relevant improvements made: every fabric improvement that suits the home is done and it is still below HRR C.'],
    penalty: 'Councils would enforce it with compliance notices and penalties.',
    source: 'Scottish Government, Draft Energy Efficiency (Domestic Private Rented Property) (Scotland) Regulations: consultation (June 2025)',
    sourceUrl: 'https://www.gov.scot/publications/consultation-draft-energy-efficiency-domestic-private-rented-property-scotland-regulations/',
    sourceAsOf: '2025-06-06',
    sourceGrade: 'secondary',
    ...overrides,
  };
}

/** Northern Ireland sets no minimum: the card says so and where that comes from. */
export function noStandard(): Standard {
  return {
    ruleStatus: 'none',
    title: 'No minimum standard for private lets in Northern Ireland',
    fabricOnly: false,
    headline: 'Northern Ireland sets no minimum energy rating for private lets.',
    status: 'no_standard',
    requiredBand: null,
    newTenanciesFrom: null,
    allTenanciesFrom: null,
    currentScore: 58,
    certificateScore: 58,
    certificateBand: 'D',
    costCapGbp: null,
    route: null,
    withinCap: null,
    exemption: null,
    tenantSaving: null,
    grants: [],
    notes: [],
    todayMinimum: 'Northern Ireland sets no minimum energy rating for private lets.',
    exemptions: [],
    penalty: null,
    source: 'NI Direct, Energy Performance Certificates for rented homes (no minimum standard found in force)',
    sourceUrl: 'https://www.nidirect.gov.uk/articles/energy-performance-certificates',
    sourceAsOf: '2026-01-01',
    sourceGrade: 'secondary',
  };
}

/** A landlord's certificate from 2019 that says D 67, where the walls have since been filled and the loft topped up. */
export function checkWithDifferences(overrides: Partial<Check> = {}): Check {
  return {
    status: 'current',
    lodgedOn: '2019-09-11',
    validUntil: '2029-09-11',
    ageYears: 7,
    lodgedScore: 67,
    lodgedBand: 'D',
    likelyScore: 73,
    likelyLow: 66,
    likelyHigh: 80,
    differences: [
      { fact: 'Walls', certificate: 'Cavity walls, empty', household: 'Cavity walls, filled', pointsEffect: 5 },
      { fact: 'Loft insulation', certificate: '200 mm', household: '300 mm', pointsEffect: 1 },
    ],
    methodNote:
      "Lodged before RdSAP 10 (June 2025): a new assessment uses SAP 10.2's fuel prices and RdSAP 10's conventions, which move many scores by a few points.",
    summary:
      'The certificate says D 67. A new assessment of the home, with the walls and loft insulation as you describe them, would likely give C 73 (somewhere from D 66 to C 80): a better band.',
    advice: 'yes',
    reasons: ['To let: a new certificate would likely show C, which meets the standard for lets without more work.'],
    newCertificateCost: '£60 - £120',
    ...overrides,
  };
}

/** Real servers send __typename (Apollo needs it to normalise), so the mocks add it. */
const typedRoute = (route: Route | null) =>
  route && { __typename: 'RouteToBand', ...route, measures: route.measures.map((step) => ({ __typename: 'RouteMeasure', ...step })) };

export const typedRentalStandard = (standard: Standard | null | undefined) =>
  standard && {
    __typename: 'RentalStandard',
    ...standard,
    route: typedRoute(standard.route),
    withinCap: typedRoute(standard.withinCap),
    grants: standard.grants.map((grant) => ({ __typename: 'LandlordGrant', ...grant })),
  };

export const typedCertificateCheck = (check: Check | null | undefined) =>
  check && { __typename: 'CertificateCheck', ...check, differences: check.differences.map((difference) => ({ __typename: 'CertificateDifference', ...difference })) };
