/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where an address look-up was answered from */
export type AddressSource =
  | 'cache'
  | 'local'
  | 'register';

/** Whether the boiler is a condensing one */
export type BoilerType =
  | 'condensing'
  | 'non_condensing'
  | 'unknown';

/** The body of POST /api/contact: the /contact page form */
export type ContactMessageInput = {
  email?: string | null | undefined;
  message?: string | null | undefined;
  name?: string | null | undefined;
  subject?: string | null | undefined;
};

/** Which floor of its block a flat is on */
export type FlatPosition =
  | 'ground'
  | 'mid'
  | 'top'
  | 'unknown';

/** Most of the home's windows */
export type Glazing =
  | 'double'
  | 'single'
  | 'triple'
  | 'unknown';

/** How likely a scheme is for the household and home: likely, check (something we do not know decides it) or unlikely */
export type GrantVerdict =
  | 'check'
  | 'likely'
  | 'unlikely';

/** The grants questionnaire's answers; every answer is optional */
export type GrantsHouseholdInput = {
  /** One of: universal_credit, pension_credit, jobseekers_allowance, income_support, child_tax_credit, working_tax_credit, housing_benefit, disability_living_allowance, personal_independence_payment, attendance_allowance, carers_allowance, none */
  benefits?: Array<string> | null | undefined;
  /** One of: A, B, C, D, E, F, G, H, unknown */
  councilTaxBand?: string | null | undefined;
  /** One of: yes_first_time, yes_recent, no */
  firstTimeBuyer?: string | null | undefined;
  /** One of: yes, no, prefer_not_to_say */
  hasDisability?: string | null | undefined;
  /** One of: gas_boiler, oil_boiler, electric_heating, heat_pump, solid_fuel, storage_heaters, other, unsure */
  heatingSystem?: string | null | undefined;
  /** One of: under_20k, 20k_30k, 30k_40k, 40k_50k, over_50k, prefer_not_to_say */
  income?: string | null | undefined;
  /** One of: yes, no, unsure */
  isRuralArea?: string | null | undefined;
  localAuthority?: string | null | undefined;
  members?: GrantsHouseholdMembersInput | null | undefined;
};

export type GrantsHouseholdMembersInput = {
  /** 5_to_17_years */
  age5To17?: number | null | undefined;
  /** 18_to_60_years */
  age18To60?: number | null | undefined;
  /** 61_to_66_years */
  age61To66?: number | null | undefined;
  /** children_under_5 */
  childrenUnder5?: number | null | undefined;
  /** over_66_years */
  over66?: number | null | undefined;
};

/** The body of POST /api/grants-questionnaire */
export type GrantsQuestionnaireInput = {
  /** The scheme ids the browser found; the server decides and logs a difference */
  eligibleGrants?: Array<string | number> | null | undefined;
  householdData: GrantsHouseholdInput;
  propertyId: string | number;
};

/** The heating's controls */
export type HeatingControls =
  | 'full'
  | 'none'
  | 'programmer_only'
  | 'thermostat'
  | 'unknown';

/** What an 'Other' main heating burns */
export type HeatingFuel =
  | 'coal'
  | 'electric_room_heaters'
  | 'lpg'
  | 'unknown'
  | 'wood';

/** What kind of work a measure is */
export type InstallationType =
  | 'heating'
  | 'insulation'
  | 'other'
  | 'renewable';

/** The body of POST /api/login: `email` or `username` (an e-mail either way) */
export type LoginInput = {
  email?: string | null | undefined;
  password: string;
  username?: string | null | undefined;
};

/** What the householder wants most from their plan; it orders the measures */
export type PlanPriority =
  | 'comfort_improvement'
  | 'environmental_benefit'
  | 'property_value'
  | 'reduce_bills';

export type PropertyInput = {
  address: string;
  /** Yearly electricity use in kWh from bills (1-50,000); the plan is calibrated to it */
  annualElectricityKwh?: number | null | undefined;
  /** Yearly gas use in kWh from bills (1-100,000); the plan is calibrated to it */
  annualGasKwh?: number | null | undefined;
  /** condensing, non_condensing or unknown */
  boilerType?: string | null | undefined;
  contactApproval?: boolean | null | undefined;
  email?: string | null | undefined;
  epcRating?: string | null | undefined;
  epcValidUntil?: string | null | undefined;
  /** For a flat: ground, mid, top or unknown */
  flatPosition?: string | null | undefined;
  floorArea?: number | null | undefined;
  fullAddress?: string | null | undefined;
  /** single, double, triple or unknown */
  glazing?: string | null | undefined;
  /** none, programmer_only, thermostat, full or unknown */
  heatingControls?: string | null | undefined;
  /** With heatingSystem 'Other': lpg, coal, wood, electric_room_heaters or unknown */
  heatingFuel?: string | null | undefined;
  heatingSystem?: string | null | undefined;
  /** Loft insulation depth in mm (0-400); empty when not known */
  loftInsulationMm?: number | null | undefined;
  numBedrooms?: number | null | undefined;
  postcode: string;
  priority?: string | null | undefined;
  propertyType: string;
  solarPVPanels?: boolean | null | undefined;
  solarWaterHeating?: boolean | null | undefined;
  tenure?: string | null | undefined;
  /** cavity_filled, cavity_empty, solid_insulated, solid_uninsulated or unknown */
  wallInsulation?: string | null | undefined;
  yearBuilt: string;
};

export type QuoteProductDetailsInput = {
  cost?: string | null | undefined;
  description?: string | null | undefined;
  savings?: string | null | undefined;
};

/** The body of POST /api/request-quote */
export type QuoteRequestInput = {
  productDetails?: QuoteProductDetailsInput | null | undefined;
  productName: string;
  userEmail?: string | null | undefined;
};

/** How much a measure matters for the home */
export type RecommendationPriority =
  | 'high'
  | 'low'
  | 'medium';

/** The body of POST /api/reset-password */
export type ResetPasswordInput = {
  code: string;
  email: string;
  newPassword: string;
};

/** The body of POST /api/send-verification */
export type SendVerificationInput = {
  email: string;
  password: string;
  /** Sent by the web app; the e-mail is the account name */
  username?: string | null | undefined;
};

/** The body of POST /api/verify-email */
export type VerifyEmailInput = {
  code: string;
  email: string;
};

/** The walls as the householder or certificate describes them */
export type WallInsulation =
  | 'cavity_empty'
  | 'cavity_filled'
  | 'solid_insulated'
  | 'solid_uninsulated'
  | 'unknown';

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { success: boolean, user: { id: string, email: string } } };

export type ResendVerificationMutationVariables = Exact<{
  email: string;
}>;


export type ResendVerificationMutation = { resendVerification: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SendPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type SendPasswordResetMutation = { sendPasswordReset: { success: boolean, message: string } };

export type SendVerificationMutationVariables = Exact<{
  input: SendVerificationInput;
}>;


export type SendVerificationMutation = { sendVerification: { success: boolean, message: string, email: string, skipVerification: boolean } };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean, message: string } };

export type RecordConsentMutationVariables = Exact<{
  accepted: boolean;
  version?: string | null | undefined;
}>;


export type RecordConsentMutation = { recordConsent: { accepted: boolean, timestamp: string, version: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean, id: string, message: string } };

export type EligibleGrantsQueryVariables = Exact<{
  household: GrantsHouseholdInput;
}>;


export type EligibleGrantsQuery = { eligibleGrants: Array<{ id: string, name: string, description: string, amount: string, amountAsOf: string, source: string, sourceUrl: string, endedOn: string | null, provider: string, requirements: Array<string>, applicationProcess: string, website: string, asOf: string | null, verdict: GrantVerdict, reasons: Array<string> }> };

export type GrantResultFragment = { id: string, name: string, description: string, amount: string, amountAsOf: string, source: string, sourceUrl: string, endedOn: string | null, provider: string, requirements: Array<string>, applicationProcess: string, website: string, asOf: string | null, verdict: GrantVerdict, reasons: Array<string> };

export type SubmitGrantsQuestionnaireMutationVariables = Exact<{
  input: GrantsQuestionnaireInput;
}>;


export type SubmitGrantsQuestionnaireMutation = { submitGrantsQuestionnaire: { id: string, success: boolean, eligibleGrants: Array<{ id: string, name: string, description: string, amount: string, amountAsOf: string, source: string, sourceUrl: string, endedOn: string | null, provider: string, requirements: Array<string>, applicationProcess: string, website: string, asOf: string | null, verdict: GrantVerdict, reasons: Array<string> }> } };

export type AddressItem_AddressFragment = { id: string, address: string, postcode: string, epcRating: string | null, propertyType: string | null, yearBuilt: string | null, floorArea: number | null, numBedrooms: number | null, heatingSystem: string | null };

export type AddressLookupQueryVariables = Exact<{
  postcode: string;
}>;


export type AddressLookupQuery = { addressLookup: { reset: boolean, source: AddressSource, message: string | null, addresses: Array<{ id: string, address: string, postcode: string, epcRating: string | null, propertyType: string | null, yearBuilt: string | null, floorArea: number | null, numBedrooms: number | null, heatingSystem: string | null }> } };

export type SendWelcomeEmailMutationVariables = Exact<{
  email: string;
}>;


export type SendWelcomeEmailMutation = { sendWelcomeEmail: boolean };

export type HomeDetailsFragment = { address: string, fullAddress: string | null, postcode: string, propertyType: string, yearBuilt: string, floorArea: number | null, numBedrooms: number | null, heatingSystem: string, epcRating: string, epcValidUntil: string | null, tenure: string | null, heatingFuel: HeatingFuel | null, wallInsulation: WallInsulation, loftInsulationMm: number | null, glazing: Glazing, boilerType: BoilerType, heatingControls: HeatingControls, flatPosition: FlatPosition };

export type EpcDetailsQueryVariables = Exact<{
  address: string;
  postcode: string;
}>;


export type EpcDetailsQuery = { epcDetails: { success: boolean, message: string | null, data: { address: string, fullAddress: string | null, postcode: string, propertyType: string, yearBuilt: string, floorArea: number | null, numBedrooms: number | null, heatingSystem: string, epcRating: string, epcValidUntil: string | null, tenure: string | null, heatingFuel: HeatingFuel | null, wallInsulation: WallInsulation, loftInsulationMm: number | null, glazing: Glazing, boilerType: BoilerType, heatingControls: HeatingControls, flatPosition: FlatPosition } } };

export type OnboardingEnergyPlanQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type OnboardingEnergyPlanQuery = { energyPlan: { id: string, propertyId: string, priority: PlanPriority, potentialSavings: number, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string, currentEnergyEfficiency: number, potentialEnergyEfficiency: number, createdAt: string, updatedAt: string, recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, installationType: InstallationType, icon: string, image: string, priority: RecommendationPriority, learnMore: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, installationType: InstallationType, icon: string, image: string, priority: RecommendationPriority, learnMore: string, rankReason: string, informational: boolean }> } } };

export type OnboardingPlanRecommendationFragment = { id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, installationType: InstallationType, icon: string, image: string, priority: RecommendationPriority, learnMore: string, rankReason: string, informational: boolean };

export type SavedPropertyFragment = { id: string, address: string, fullAddress: string | null, postcode: string, email: string | null, contactApproval: boolean, priority: PlanPriority, propertyType: string, yearBuilt: string, floorArea: number, numBedrooms: number, heatingSystem: string | null, epcRating: string | null, epcValidUntil: string | null, tenure: string | null, solarPVPanels: boolean, solarWaterHeating: boolean, annualGasKwh: number | null, annualElectricityKwh: number | null, heatingFuel: HeatingFuel | null, wallInsulation: WallInsulation, loftInsulationMm: number | null, glazing: Glazing, boilerType: BoilerType, heatingControls: HeatingControls, flatPosition: FlatPosition, updatedAt: string };

export type CreatePropertyMutationVariables = Exact<{
  input: PropertyInput;
}>;


export type CreatePropertyMutation = { createProperty: { id: string, address: string, fullAddress: string | null, postcode: string, email: string | null, contactApproval: boolean, priority: PlanPriority, propertyType: string, yearBuilt: string, floorArea: number, numBedrooms: number, heatingSystem: string | null, epcRating: string | null, epcValidUntil: string | null, tenure: string | null, solarPVPanels: boolean, solarWaterHeating: boolean, annualGasKwh: number | null, annualElectricityKwh: number | null, heatingFuel: HeatingFuel | null, wallInsulation: WallInsulation, loftInsulationMm: number | null, glazing: Glazing, boilerType: BoilerType, heatingControls: HeatingControls, flatPosition: FlatPosition, updatedAt: string } };

export type UpdatePropertyMutationVariables = Exact<{
  id: string | number;
  input: PropertyInput;
}>;


export type UpdatePropertyMutation = { updateProperty: { id: string, address: string, fullAddress: string | null, postcode: string, email: string | null, contactApproval: boolean, priority: PlanPriority, propertyType: string, yearBuilt: string, floorArea: number, numBedrooms: number, heatingSystem: string | null, epcRating: string | null, epcValidUntil: string | null, tenure: string | null, solarPVPanels: boolean, solarWaterHeating: boolean, annualGasKwh: number | null, annualElectricityKwh: number | null, heatingFuel: HeatingFuel | null, wallInsulation: WallInsulation, loftInsulationMm: number | null, glazing: Glazing, boilerType: BoilerType, heatingControls: HeatingControls, flatPosition: FlatPosition, updatedAt: string } };

export type AboutModelAssumptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutModelAssumptionsQuery = { modelAssumptions: { modelVersion: string, priceTableId: string, pricesValidFrom: string, assumptions: Array<string>, priceSources: Array<string>, priceEstimates: Array<string>, prices: { electricityPencePerKwh: number, gasPencePerKwh: number, electricityStandingPencePerDay: number, gasStandingPencePerDay: number }, emissionFactors: { electricityKgPerKwh: number, gasKgPerKwh: number } } };

export type PlanHeader_PropertyFragment = { id: string, address: string, fullAddress: string | null };

type SourcesFootnote_Plan_EnergyPlan_Fragment = { assumptions: Array<string>, modelVersion: string, priceTableId: string, prices: string, pricesMayBeOutOfDate: boolean };

type SourcesFootnote_Plan_SharedEnergyPlan_Fragment = { assumptions: Array<string>, modelVersion: string, priceTableId: string, prices: string, pricesMayBeOutOfDate: boolean };

export type SourcesFootnote_PlanFragment =
  | SourcesFootnote_Plan_EnergyPlan_Fragment
  | SourcesFootnote_Plan_SharedEnergyPlan_Fragment
;

export type MyPropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPropertiesQuery = { myProperties: Array<{ id: string }> };

type HomeToday_Plan_EnergyPlan_Fragment = { assumptions: Array<string>, baseline: { annualBill: number, annualKwh: { gas: number, electricity: number, oil: number, lpg: number, solid: number, heatNetwork: number } } };

type HomeToday_Plan_SharedEnergyPlan_Fragment = { assumptions: Array<string>, baseline: { annualBill: number, annualKwh: { gas: number, electricity: number, oil: number, lpg: number, solid: number, heatNetwork: number } } };

export type HomeToday_PlanFragment =
  | HomeToday_Plan_EnergyPlan_Fragment
  | HomeToday_Plan_SharedEnergyPlan_Fragment
;

type ImprovementPotential_Plan_EnergyPlan_Fragment = { potentialSavings: number, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string };

type ImprovementPotential_Plan_SharedEnergyPlan_Fragment = { potentialSavings: number, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string };

export type ImprovementPotential_PlanFragment =
  | ImprovementPotential_Plan_EnergyPlan_Fragment
  | ImprovementPotential_Plan_SharedEnergyPlan_Fragment
;

type PropertyOverview_Property_Property_Fragment = { propertyType: string, yearBuilt: string, floorArea: number, heatingSystem: string | null, heatingFuel: HeatingFuel | null, epcRating: string | null, epcValidUntil: string | null };

type PropertyOverview_Property_SharedHome_Fragment = { propertyType: string, yearBuilt: string, floorArea: number, heatingSystem: string | null, heatingFuel: HeatingFuel | null, epcRating: string | null, epcValidUntil: string | null };

export type PropertyOverview_PropertyFragment =
  | PropertyOverview_Property_Property_Fragment
  | PropertyOverview_Property_SharedHome_Fragment
;

export type PlanScreenQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type PlanScreenQuery = { energyPlan: { id: string, propertyId: string, assumptions: Array<string>, potentialSavings: number, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string, modelVersion: string, priceTableId: string, prices: string, pricesMayBeOutOfDate: boolean, baseline: { annualBill: number, annualKwh: { gas: number, electricity: number, oil: number, lpg: number, solid: number, heatNetwork: number } }, recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }> } }, property: { id: string, address: string, fullAddress: string | null, propertyType: string, yearBuilt: string, floorArea: number, heatingSystem: string | null, heatingFuel: HeatingFuel | null, epcRating: string | null, epcValidUntil: string | null } };

export type RequestQuoteMutationVariables = Exact<{
  input: QuoteRequestInput;
}>;


export type RequestQuoteMutation = { requestQuote: { success: boolean, id: string, message: string } };

export type RecommendationCard_RecommendationFragment = { id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean };

type RecommendationsCard_Plan_EnergyPlan_Fragment = { recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }> } };

type RecommendationsCard_Plan_SharedEnergyPlan_Fragment = { recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }> } };

export type RecommendationsCard_PlanFragment =
  | RecommendationsCard_Plan_EnergyPlan_Fragment
  | RecommendationsCard_Plan_SharedEnergyPlan_Fragment
;

export type PlanRecommendationDetailsQueryVariables = Exact<{
  title: string;
  energyPlanId?: string | number | null | undefined;
}>;


export type PlanRecommendationDetailsQuery = { recommendationDetails: { title: string, learnMore: string } };

export type PlanRemoveRecommendationMutationVariables = Exact<{
  id: string | number;
  energyPlanId: string | number;
}>;


export type PlanRemoveRecommendationMutation = { removeRecommendation: { id: string, propertyId: string, potentialSavings: number, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string, assumptions: Array<string>, modelVersion: string, priceTableId: string, prices: string, pricesMayBeOutOfDate: boolean, recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }> } } };

export type PlanRestoreRecommendationMutationVariables = Exact<{
  title: string;
  energyPlanId: string | number;
}>;


export type PlanRestoreRecommendationMutation = { restoreRecommendation: { id: string, propertyId: string, potentialSavings: number, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string, assumptions: Array<string>, modelVersion: string, priceTableId: string, prices: string, pricesMayBeOutOfDate: boolean, recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }> } } };

export type CreateShareLinkMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type CreateShareLinkMutation = { createShareLink: { token: string, url: string, createdAt: string } };

export type RevokeShareLinkMutationVariables = Exact<{
  token: string;
}>;


export type RevokeShareLinkMutation = { revokeShareLink: boolean };

export type SharedPlanQueryVariables = Exact<{
  token: string;
}>;


export type SharedPlanQuery = { sharedPlan: { sharedAt: string, property: { address: string, fullAddress: string | null, propertyType: string, yearBuilt: string, floorArea: number, heatingSystem: string | null, heatingFuel: HeatingFuel | null, epcRating: string | null, epcValidUntil: string | null }, energyPlan: { potentialSavings: number, updatedAt: string, assumptions: Array<string>, co2Reduction: number, propertyValueIncrease: string, epcImprovement: string, currentEpcRating: string, potentialEpcRating: string, modelVersion: string, priceTableId: string, prices: string, pricesMayBeOutOfDate: boolean, baseline: { annualBill: number, annualKwh: { gas: number, electricity: number, oil: number, lpg: number, solid: number, heatNetwork: number } }, recommendations: { top3: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }>, all: Array<{ id: string, title: string, description: string, cost: string, savings: number, annualSavingGbp: number, modelledSavings: number, carbonSaving: number, priority: RecommendationPriority, image: string, rankReason: string, informational: boolean }> } } } };

export const GrantResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrantResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessedGrant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"applicationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<GrantResultFragment, unknown>;
export const AddressItem_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressItem_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}}]}}]} as unknown as DocumentNode<AddressItem_AddressFragment, unknown>;
export const HomeDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpcDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tenure"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"wallInsulation"}},{"kind":"Field","name":{"kind":"Name","value":"loftInsulationMm"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"boilerType"}},{"kind":"Field","name":{"kind":"Name","value":"heatingControls"}},{"kind":"Field","name":{"kind":"Name","value":"flatPosition"}}]}}]} as unknown as DocumentNode<HomeDetailsFragment, unknown>;
export const OnboardingPlanRecommendationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingPlanRecommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"installationType"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"learnMore"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}}]} as unknown as DocumentNode<OnboardingPlanRecommendationFragment, unknown>;
export const SavedPropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProperty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactApproval"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tenure"}},{"kind":"Field","name":{"kind":"Name","value":"solarPVPanels"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeating"}},{"kind":"Field","name":{"kind":"Name","value":"annualGasKwh"}},{"kind":"Field","name":{"kind":"Name","value":"annualElectricityKwh"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"wallInsulation"}},{"kind":"Field","name":{"kind":"Name","value":"loftInsulationMm"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"boilerType"}},{"kind":"Field","name":{"kind":"Name","value":"heatingControls"}},{"kind":"Field","name":{"kind":"Name","value":"flatPosition"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SavedPropertyFragment, unknown>;
export const PlanHeader_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanHeader_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}}]}}]} as unknown as DocumentNode<PlanHeader_PropertyFragment, unknown>;
export const SourcesFootnote_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourcesFootnote_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceTableId"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"pricesMayBeOutOfDate"}}]}}]} as unknown as DocumentNode<SourcesFootnote_PlanFragment, unknown>;
export const HomeToday_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeToday_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualKwh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"oil"}},{"kind":"Field","name":{"kind":"Name","value":"lpg"}},{"kind":"Field","name":{"kind":"Name","value":"solid"}},{"kind":"Field","name":{"kind":"Name","value":"heatNetwork"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annualBill"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}}]}}]} as unknown as DocumentNode<HomeToday_PlanFragment, unknown>;
export const ImprovementPotential_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementPotential_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"co2Reduction"}},{"kind":"Field","name":{"kind":"Name","value":"propertyValueIncrease"}},{"kind":"Field","name":{"kind":"Name","value":"epcImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"currentEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEpcRating"}}]}}]} as unknown as DocumentNode<ImprovementPotential_PlanFragment, unknown>;
export const PropertyOverview_PropertyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyOverview_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HomeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}}]}}]} as unknown as DocumentNode<PropertyOverview_PropertyFragment, unknown>;
export const RecommendationCard_RecommendationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationCard_recommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}}]} as unknown as DocumentNode<RecommendationCard_RecommendationFragment, unknown>;
export const RecommendationsCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationCard_recommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}}]} as unknown as DocumentNode<RecommendationsCard_PlanFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetMutation, SendPasswordResetMutationVariables>;
export const SendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"skipVerification"}}]}}]}}]} as unknown as DocumentNode<SendVerificationMutation, SendVerificationMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const RecordConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accepted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accepted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accepted"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RecordConsentMutation, RecordConsentMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const EligibleGrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EligibleGrants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"household"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantsHouseholdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligibleGrants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"household"},"value":{"kind":"Variable","name":{"kind":"Name","value":"household"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrantResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrantResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessedGrant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"applicationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<EligibleGrantsQuery, EligibleGrantsQueryVariables>;
export const SubmitGrantsQuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGrantsQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantsQuestionnaireInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGrantsQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleGrants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrantResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrantResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessedGrant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"applicationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]} as unknown as DocumentNode<SubmitGrantsQuestionnaireMutation, SubmitGrantsQuestionnaireMutationVariables>;
export const AddressLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reset"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressItem_address"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressItem_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}}]}}]} as unknown as DocumentNode<AddressLookupQuery, AddressLookupQueryVariables>;
export const SendWelcomeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendWelcomeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWelcomeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<SendWelcomeEmailMutation, SendWelcomeEmailMutationVariables>;
export const EpcDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EpcDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epcDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"postcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeDetails"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpcDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tenure"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"wallInsulation"}},{"kind":"Field","name":{"kind":"Name","value":"loftInsulationMm"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"boilerType"}},{"kind":"Field","name":{"kind":"Name","value":"heatingControls"}},{"kind":"Field","name":{"kind":"Name","value":"flatPosition"}}]}}]} as unknown as DocumentNode<EpcDetailsQuery, EpcDetailsQueryVariables>;
export const OnboardingEnergyPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingEnergyPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"co2Reduction"}},{"kind":"Field","name":{"kind":"Name","value":"propertyValueIncrease"}},{"kind":"Field","name":{"kind":"Name","value":"epcImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"currentEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"currentEnergyEfficiency"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEnergyEfficiency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingPlanRecommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingPlanRecommendation"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingPlanRecommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"installationType"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"learnMore"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}}]} as unknown as DocumentNode<OnboardingEnergyPlanQuery, OnboardingEnergyPlanQueryVariables>;
export const CreatePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedProperty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProperty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactApproval"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tenure"}},{"kind":"Field","name":{"kind":"Name","value":"solarPVPanels"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeating"}},{"kind":"Field","name":{"kind":"Name","value":"annualGasKwh"}},{"kind":"Field","name":{"kind":"Name","value":"annualElectricityKwh"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"wallInsulation"}},{"kind":"Field","name":{"kind":"Name","value":"loftInsulationMm"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"boilerType"}},{"kind":"Field","name":{"kind":"Name","value":"heatingControls"}},{"kind":"Field","name":{"kind":"Name","value":"flatPosition"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreatePropertyMutation, CreatePropertyMutationVariables>;
export const UpdatePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedProperty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedProperty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactApproval"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"numBedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"tenure"}},{"kind":"Field","name":{"kind":"Name","value":"solarPVPanels"}},{"kind":"Field","name":{"kind":"Name","value":"solarWaterHeating"}},{"kind":"Field","name":{"kind":"Name","value":"annualGasKwh"}},{"kind":"Field","name":{"kind":"Name","value":"annualElectricityKwh"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"wallInsulation"}},{"kind":"Field","name":{"kind":"Name","value":"loftInsulationMm"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"boilerType"}},{"kind":"Field","name":{"kind":"Name","value":"heatingControls"}},{"kind":"Field","name":{"kind":"Name","value":"flatPosition"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePropertyMutation, UpdatePropertyMutationVariables>;
export const AboutModelAssumptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutModelAssumptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelAssumptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceTableId"}},{"kind":"Field","name":{"kind":"Name","value":"pricesValidFrom"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricityPencePerKwh"}},{"kind":"Field","name":{"kind":"Name","value":"gasPencePerKwh"}},{"kind":"Field","name":{"kind":"Name","value":"electricityStandingPencePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"gasStandingPencePerDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emissionFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricityKgPerKwh"}},{"kind":"Field","name":{"kind":"Name","value":"gasKgPerKwh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"priceSources"}},{"kind":"Field","name":{"kind":"Name","value":"priceEstimates"}}]}}]}}]} as unknown as DocumentNode<AboutModelAssumptionsQuery, AboutModelAssumptionsQueryVariables>;
export const MyPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MyPropertiesQuery, MyPropertiesQueryVariables>;
export const PlanScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeToday_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementPotential_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationsCard_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourcesFootnote_plan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanHeader_property"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyOverview_property"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationCard_recommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeToday_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualKwh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"oil"}},{"kind":"Field","name":{"kind":"Name","value":"lpg"}},{"kind":"Field","name":{"kind":"Name","value":"solid"}},{"kind":"Field","name":{"kind":"Name","value":"heatNetwork"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annualBill"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementPotential_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"co2Reduction"}},{"kind":"Field","name":{"kind":"Name","value":"propertyValueIncrease"}},{"kind":"Field","name":{"kind":"Name","value":"epcImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"currentEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEpcRating"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourcesFootnote_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceTableId"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"pricesMayBeOutOfDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanHeader_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyOverview_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HomeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}}]}}]} as unknown as DocumentNode<PlanScreenQuery, PlanScreenQueryVariables>;
export const RequestQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestQuoteMutation, RequestQuoteMutationVariables>;
export const PlanRecommendationDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanRecommendationDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"energyPlanId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"energyPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"energyPlanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"learnMore"}}]}}]}}]} as unknown as DocumentNode<PlanRecommendationDetailsQuery, PlanRecommendationDetailsQueryVariables>;
export const PlanRemoveRecommendationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlanRemoveRecommendation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"energyPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"energyPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"energyPlanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementPotential_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationsCard_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourcesFootnote_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationCard_recommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementPotential_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"co2Reduction"}},{"kind":"Field","name":{"kind":"Name","value":"propertyValueIncrease"}},{"kind":"Field","name":{"kind":"Name","value":"epcImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"currentEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEpcRating"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourcesFootnote_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceTableId"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"pricesMayBeOutOfDate"}}]}}]} as unknown as DocumentNode<PlanRemoveRecommendationMutation, PlanRemoveRecommendationMutationVariables>;
export const PlanRestoreRecommendationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlanRestoreRecommendation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"energyPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"energyPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"energyPlanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementPotential_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationsCard_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourcesFootnote_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationCard_recommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementPotential_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"co2Reduction"}},{"kind":"Field","name":{"kind":"Name","value":"propertyValueIncrease"}},{"kind":"Field","name":{"kind":"Name","value":"epcImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"currentEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEpcRating"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourcesFootnote_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceTableId"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"pricesMayBeOutOfDate"}}]}}]} as unknown as DocumentNode<PlanRestoreRecommendationMutation, PlanRestoreRecommendationMutationVariables>;
export const CreateShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const RevokeShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const SharedPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyOverview_property"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeToday_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementPotential_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationsCard_plan"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourcesFootnote_plan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationCard_recommendation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"savings"}},{"kind":"Field","name":{"kind":"Name","value":"annualSavingGbp"}},{"kind":"Field","name":{"kind":"Name","value":"modelledSavings"}},{"kind":"Field","name":{"kind":"Name","value":"carbonSaving"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"rankReason"}},{"kind":"Field","name":{"kind":"Name","value":"informational"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyOverview_property"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HomeDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"yearBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"floorArea"}},{"kind":"Field","name":{"kind":"Name","value":"heatingSystem"}},{"kind":"Field","name":{"kind":"Name","value":"heatingFuel"}},{"kind":"Field","name":{"kind":"Name","value":"epcRating"}},{"kind":"Field","name":{"kind":"Name","value":"epcValidUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeToday_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annualKwh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gas"}},{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"oil"}},{"kind":"Field","name":{"kind":"Name","value":"lpg"}},{"kind":"Field","name":{"kind":"Name","value":"solid"}},{"kind":"Field","name":{"kind":"Name","value":"heatNetwork"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annualBill"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementPotential_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"potentialSavings"}},{"kind":"Field","name":{"kind":"Name","value":"co2Reduction"}},{"kind":"Field","name":{"kind":"Name","value":"propertyValueIncrease"}},{"kind":"Field","name":{"kind":"Name","value":"epcImprovement"}},{"kind":"Field","name":{"kind":"Name","value":"currentEpcRating"}},{"kind":"Field","name":{"kind":"Name","value":"potentialEpcRating"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecommendationsCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"top3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"all"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecommendationCard_recommendation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourcesFootnote_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceTableId"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"pricesMayBeOutOfDate"}}]}}]} as unknown as DocumentNode<SharedPlanQuery, SharedPlanQueryVariables>;