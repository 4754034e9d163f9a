/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      user {\n        id\n        email\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResetPasswordWithLink($input: ResetPasswordLinkInput!) {\n    resetPasswordWithLink(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordWithLinkDocument,
    "\n  mutation SendPasswordReset($email: String!) {\n    sendPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.SendPasswordResetDocument,
    "\n  mutation SendVerification($input: SendVerificationInput!) {\n    sendVerification(input: $input) {\n      success\n      message\n      email\n      skipVerification\n    }\n  }\n": typeof types.SendVerificationDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation RecordConsent($accepted: Boolean!, $version: String) {\n    recordConsent(accepted: $accepted, version: $version) {\n      accepted\n      timestamp\n      version\n    }\n  }\n": typeof types.RecordConsentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      id\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query EligibleGrants($household: GrantsHouseholdInput!) {\n    eligibleGrants(household: $household) {\n      ...GrantResult\n    }\n  }\n": typeof types.EligibleGrantsDocument,
    "\n  fragment GrantResult on AssessedGrant {\n    id\n    name\n    description\n    amount\n    amountAsOf\n    source\n    sourceUrl\n    endedOn\n    provider\n    requirements\n    applicationProcess\n    website\n    asOf\n    verdict\n    reasons\n  }\n": typeof types.GrantResultFragmentDoc,
    "\n  mutation SubmitGrantsQuestionnaire($input: GrantsQuestionnaireInput!) {\n    submitGrantsQuestionnaire(input: $input) {\n      id\n      success\n      eligibleGrants {\n        ...GrantResult\n      }\n    }\n  }\n": typeof types.SubmitGrantsQuestionnaireDocument,
    "\n  fragment AddressItem_address on AddressOption {\n    id\n    address\n    postcode\n    epcRating\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n  }\n": typeof types.AddressItem_AddressFragmentDoc,
    "\n  query AddressLookup($postcode: String!) {\n    addressLookup(postcode: $postcode) {\n      reset\n      source\n      message\n      addresses {\n        ...AddressItem_address\n      }\n    }\n  }\n": typeof types.AddressLookupDocument,
    "\n  mutation SendWelcomeEmail($email: String!) {\n    sendWelcomeEmail(email: $email)\n  }\n": typeof types.SendWelcomeEmailDocument,
    "\n  fragment HomeDetails on EpcDetails {\n    address\n    fullAddress\n    postcode\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    typicalOf\n  }\n": typeof types.HomeDetailsFragmentDoc,
    "\n  query EpcDetails($address: String!, $postcode: String!) {\n    epcDetails(address: $address, postcode: $postcode) {\n      success\n      message\n      data {\n        ...HomeDetails\n      }\n    }\n  }\n": typeof types.EpcDetailsDocument,
    "\n  fragment SavedProperty on Property {\n    id\n    address\n    fullAddress\n    postcode\n    email\n    priority\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    rentalRole\n    solarPVPanels\n    solarWaterHeating\n    annualGasKwh\n    annualElectricityKwh\n    annualFuelUse\n    annualFuelUnit\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    withoutCertificate\n  }\n": typeof types.SavedPropertyFragmentDoc,
    "\n  mutation SaveHomeProfile($propertyId: ID, $input: PropertyInput!) {\n    saveHomeProfile(propertyId: $propertyId, input: $input) {\n      ...SavedProperty\n      plan {\n        id\n        propertyId\n        ...FullPlan_plan\n      }\n    }\n  }\n": typeof types.SaveHomeProfileDocument,
    "\n  query AboutModelAssumptions {\n    modelAssumptions {\n      modelVersion\n      priceTableId\n      pricesValidFrom\n      pricesValidTo\n      pricesLabel\n      prices {\n        electricityPencePerKwh\n        gasPencePerKwh\n        electricityStandingPencePerDay\n        gasStandingPencePerDay\n      }\n      emissionFactors {\n        electricityKgPerKwh\n        gasKgPerKwh\n      }\n      assumptions\n      priceSources\n      priceEstimates\n    }\n  }\n": typeof types.AboutModelAssumptionsDocument,
    "\n  fragment PlanHeader_property on Property {\n    id\n    address\n    fullAddress\n  }\n": typeof types.PlanHeader_PropertyFragmentDoc,
    "\n  fragment SourcesFootnote_plan on PlanFigures {\n    assumptions\n    modelVersion\n    priceTableId\n    prices\n    pricesMayBeOutOfDate\n  }\n": typeof types.SourcesFootnote_PlanFragmentDoc,
    "\n  fragment CertificateCheck_check on CertificateCheck {\n    status\n    lodgedOn\n    validUntil\n    ageYears\n    lodgedScore\n    lodgedBand\n    likelyScore\n    likelyLow\n    likelyHigh\n    differences {\n      fact\n      certificate\n      household\n      pointsEffect\n    }\n    methodNote\n    summary\n    advice\n    reasons\n    newCertificateCost\n  }\n": typeof types.CertificateCheck_CheckFragmentDoc,
    "\n  mutation EmailPlan($propertyId: ID!, $email: String!) {\n    emailPlan(propertyId: $propertyId, email: $email)\n  }\n": typeof types.EmailPlanDocument,
    "\n  mutation EmailSharedPlan($token: String!, $email: String!) {\n    emailSharedPlan(token: $token, email: $email)\n  }\n": typeof types.EmailSharedPlanDocument,
    "\n  fragment HeatPumpVerdict_verdict on HeatPumpVerdict {\n    verdict\n    headline\n    explanation\n    readyAfterStep\n    designTemperatureC\n    designStation\n    heatLossKw\n    heatLossKwAfterInsulation\n    heatPumpSizeKw\n    radiators\n    runningCost {\n      todayGbp\n      heatPumpStandardGbp\n      heatPumpTariffGbp\n      tariff\n    }\n    grant {\n      name\n      amountGbp\n      source\n      verdict\n    }\n    estimated\n    surveyConfirms\n  }\n": typeof types.HeatPumpVerdict_VerdictFragmentDoc,
    "\n  fragment HeatingDecision_decision on HeatingDecision {\n    why\n    chosen {\n      ...HeatingDecision_option\n    }\n    alternative {\n      ...HeatingDecision_option\n    }\n  }\n  fragment HeatingDecision_option on HeatingOption {\n    measureId\n    title\n    cost\n    annualBillGbp\n    annualSavingGbp\n    grant {\n      name\n      amountGbp\n      verdict\n    }\n  }\n": typeof types.HeatingDecision_DecisionFragmentDoc,
    "\n  mutation EmailResumeLink($email: String!) {\n    emailResumeLink(email: $email)\n  }\n": typeof types.EmailResumeLinkDocument,
    "\n  mutation RevokeResumeLinks {\n    revokeResumeLinks\n  }\n": typeof types.RevokeResumeLinksDocument,
    "\n  query MyProperties {\n    myProperties {\n      id\n    }\n  }\n": typeof types.MyPropertiesDocument,
    "\n  fragment HomeToday_baseline on PlanBaseline {\n    annualKwh {\n      gas\n      electricity\n      oil\n      lpg\n      solid\n      heatNetwork\n    }\n    annualBill\n  }\n": typeof types.HomeToday_BaselineFragmentDoc,
    "\n  fragment ImprovementPotential_plan on PlanFigures {\n    potentialSavings\n    co2Reduction\n    propertyValueIncrease\n    epcImprovement\n    currentEpcRating\n    potentialEpcRating\n    currentEnergyEfficiency\n    potentialEnergyEfficiency\n  }\n": typeof types.ImprovementPotential_PlanFragmentDoc,
    "\n  fragment PropertyOverview_property on HomeDetails {\n    propertyType\n    yearBuilt\n    floorArea\n    heatingSystem\n    heatingFuel\n    epcRating\n    epcValidUntil\n    withoutCertificate\n  }\n": typeof types.PropertyOverview_PropertyFragmentDoc,
    "\n  fragment FullPlan_plan on PlanFigures {\n    baseline {\n      ...HomeToday_baseline\n    }\n    ...ImprovementPotential_plan\n    ...RecommendationsCard_plan\n    steps {\n      ...PlanSteps_step\n    }\n    heatPumpVerdict {\n      ...HeatPumpVerdict_verdict\n    }\n    heatingDecision {\n      ...HeatingDecision_decision\n    }\n    rentalStandard {\n      ...RentalStandard_standard\n    }\n    certificateCheck {\n      ...CertificateCheck_check\n    }\n    ...SourcesFootnote_plan\n  }\n": typeof types.FullPlan_PlanFragmentDoc,
    "\n  fragment PlanScreen_property on Property {\n    id\n    ...PlanHeader_property\n    ...PropertyOverview_property\n    plan {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": typeof types.PlanScreen_PropertyFragmentDoc,
    "\n  query PlanScreen($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...PlanScreen_property\n    }\n  }\n": typeof types.PlanScreenDocument,
    "\n  mutation BuildPlan($propertyId: ID!) {\n    createEnergyPlan(propertyId: $propertyId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": typeof types.BuildPlanDocument,
    "\n  mutation RequestQuote($input: QuoteRequestInput!) {\n    requestQuote(input: $input) {\n      success\n      id\n      message\n    }\n  }\n": typeof types.RequestQuoteDocument,
    "\n  fragment RecommendationCard_recommendation on Recommendation {\n    id\n    title\n    description\n    cost\n    savings\n    annualSavingGbp\n    modelledSavings\n    carbonSaving\n    priority\n    image\n    rankReason\n    informational\n    installationType\n  }\n": typeof types.RecommendationCard_RecommendationFragmentDoc,
    "\n  fragment RecommendationsCard_plan on PlanFigures {\n    recommendations {\n      top3 {\n        ...RecommendationCard_recommendation\n      }\n      all {\n        ...RecommendationCard_recommendation\n      }\n    }\n  }\n": typeof types.RecommendationsCard_PlanFragmentDoc,
    "\n  query PlanRecommendationDetails($title: String!, $energyPlanId: ID) {\n    recommendationDetails(title: $title, energyPlanId: $energyPlanId) {\n      title\n      learnMore\n    }\n  }\n": typeof types.PlanRecommendationDetailsDocument,
    "\n  mutation PlanRemoveRecommendation($id: ID!, $energyPlanId: ID!) {\n    removeRecommendation(id: $id, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": typeof types.PlanRemoveRecommendationDocument,
    "\n  mutation PlanRestoreRecommendation($title: String!, $energyPlanId: ID!) {\n    restoreRecommendation(title: $title, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": typeof types.PlanRestoreRecommendationDocument,
    "\n  fragment RentalStandard_standard on RentalStandard {\n    ruleStatus\n    title\n    fabricOnly\n    headline\n    status\n    requiredBand\n    newTenanciesFrom\n    allTenanciesFrom\n    currentScore\n    certificateScore\n    certificateBand\n    costCapGbp\n    route {\n      ...RouteToBand_route\n    }\n    withinCap {\n      ...RouteToBand_route\n    }\n    exemption\n    tenantSaving\n    grants {\n      name\n      amount\n      verdict\n      who\n    }\n    notes\n    todayMinimum\n    exemptions\n    penalty\n    source\n    sourceUrl\n    sourceAsOf\n    sourceGrade\n  }\n": typeof types.RentalStandard_StandardFragmentDoc,
    "\n  fragment RouteToBand_route on RouteToBand {\n    measures {\n      title\n      costMin\n      costMax\n      sapPointsGain\n      annualSavingGbp\n    }\n    scoreAfter\n  }\n": typeof types.RouteToBand_RouteFragmentDoc,
    "\n  fragment PlanSteps_step on PlanStep {\n    number\n    kind\n    title\n    why\n    cost\n    savings\n    annualBillAfter\n    co2ReductionAfterKg\n    energyEfficiencyAfter\n    epcRatingAfter\n    measures {\n      id\n      title\n      cost\n      annualSavingGbp\n    }\n  }\n": typeof types.PlanSteps_StepFragmentDoc,
    "\n  mutation OpenResumeLink($token: String!) {\n    openResumeLink(token: $token) {\n      propertyId\n    }\n  }\n": typeof types.OpenResumeLinkDocument,
    "\n  query ResumedProperty($id: ID!) {\n    property(id: $id) {\n      ...SavedProperty\n    }\n  }\n": typeof types.ResumedPropertyDocument,
    "\n  mutation CreateShareLink($propertyId: ID!) {\n    createShareLink(propertyId: $propertyId) {\n      token\n      url\n      createdAt\n    }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation RevokeShareLink($token: String!) {\n    revokeShareLink(token: $token)\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  query SharedPlan($token: String!) {\n    sharedPlan(token: $token) {\n      sharedAt\n      property {\n        address\n        fullAddress\n        ...PropertyOverview_property\n      }\n      energyPlan {\n        potentialSavings\n        updatedAt\n        ...FullPlan_plan\n      }\n    }\n  }\n": typeof types.SharedPlanDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      user {\n        id\n        email\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      success\n      message\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResetPasswordWithLink($input: ResetPasswordLinkInput!) {\n    resetPasswordWithLink(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordWithLinkDocument,
    "\n  mutation SendPasswordReset($email: String!) {\n    sendPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n": types.SendPasswordResetDocument,
    "\n  mutation SendVerification($input: SendVerificationInput!) {\n    sendVerification(input: $input) {\n      success\n      message\n      email\n      skipVerification\n    }\n  }\n": types.SendVerificationDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation RecordConsent($accepted: Boolean!, $version: String) {\n    recordConsent(accepted: $accepted, version: $version) {\n      accepted\n      timestamp\n      version\n    }\n  }\n": types.RecordConsentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      id\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query EligibleGrants($household: GrantsHouseholdInput!) {\n    eligibleGrants(household: $household) {\n      ...GrantResult\n    }\n  }\n": types.EligibleGrantsDocument,
    "\n  fragment GrantResult on AssessedGrant {\n    id\n    name\n    description\n    amount\n    amountAsOf\n    source\n    sourceUrl\n    endedOn\n    provider\n    requirements\n    applicationProcess\n    website\n    asOf\n    verdict\n    reasons\n  }\n": types.GrantResultFragmentDoc,
    "\n  mutation SubmitGrantsQuestionnaire($input: GrantsQuestionnaireInput!) {\n    submitGrantsQuestionnaire(input: $input) {\n      id\n      success\n      eligibleGrants {\n        ...GrantResult\n      }\n    }\n  }\n": types.SubmitGrantsQuestionnaireDocument,
    "\n  fragment AddressItem_address on AddressOption {\n    id\n    address\n    postcode\n    epcRating\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n  }\n": types.AddressItem_AddressFragmentDoc,
    "\n  query AddressLookup($postcode: String!) {\n    addressLookup(postcode: $postcode) {\n      reset\n      source\n      message\n      addresses {\n        ...AddressItem_address\n      }\n    }\n  }\n": types.AddressLookupDocument,
    "\n  mutation SendWelcomeEmail($email: String!) {\n    sendWelcomeEmail(email: $email)\n  }\n": types.SendWelcomeEmailDocument,
    "\n  fragment HomeDetails on EpcDetails {\n    address\n    fullAddress\n    postcode\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    typicalOf\n  }\n": types.HomeDetailsFragmentDoc,
    "\n  query EpcDetails($address: String!, $postcode: String!) {\n    epcDetails(address: $address, postcode: $postcode) {\n      success\n      message\n      data {\n        ...HomeDetails\n      }\n    }\n  }\n": types.EpcDetailsDocument,
    "\n  fragment SavedProperty on Property {\n    id\n    address\n    fullAddress\n    postcode\n    email\n    priority\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    rentalRole\n    solarPVPanels\n    solarWaterHeating\n    annualGasKwh\n    annualElectricityKwh\n    annualFuelUse\n    annualFuelUnit\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    withoutCertificate\n  }\n": types.SavedPropertyFragmentDoc,
    "\n  mutation SaveHomeProfile($propertyId: ID, $input: PropertyInput!) {\n    saveHomeProfile(propertyId: $propertyId, input: $input) {\n      ...SavedProperty\n      plan {\n        id\n        propertyId\n        ...FullPlan_plan\n      }\n    }\n  }\n": types.SaveHomeProfileDocument,
    "\n  query AboutModelAssumptions {\n    modelAssumptions {\n      modelVersion\n      priceTableId\n      pricesValidFrom\n      pricesValidTo\n      pricesLabel\n      prices {\n        electricityPencePerKwh\n        gasPencePerKwh\n        electricityStandingPencePerDay\n        gasStandingPencePerDay\n      }\n      emissionFactors {\n        electricityKgPerKwh\n        gasKgPerKwh\n      }\n      assumptions\n      priceSources\n      priceEstimates\n    }\n  }\n": types.AboutModelAssumptionsDocument,
    "\n  fragment PlanHeader_property on Property {\n    id\n    address\n    fullAddress\n  }\n": types.PlanHeader_PropertyFragmentDoc,
    "\n  fragment SourcesFootnote_plan on PlanFigures {\n    assumptions\n    modelVersion\n    priceTableId\n    prices\n    pricesMayBeOutOfDate\n  }\n": types.SourcesFootnote_PlanFragmentDoc,
    "\n  fragment CertificateCheck_check on CertificateCheck {\n    status\n    lodgedOn\n    validUntil\n    ageYears\n    lodgedScore\n    lodgedBand\n    likelyScore\n    likelyLow\n    likelyHigh\n    differences {\n      fact\n      certificate\n      household\n      pointsEffect\n    }\n    methodNote\n    summary\n    advice\n    reasons\n    newCertificateCost\n  }\n": types.CertificateCheck_CheckFragmentDoc,
    "\n  mutation EmailPlan($propertyId: ID!, $email: String!) {\n    emailPlan(propertyId: $propertyId, email: $email)\n  }\n": types.EmailPlanDocument,
    "\n  mutation EmailSharedPlan($token: String!, $email: String!) {\n    emailSharedPlan(token: $token, email: $email)\n  }\n": types.EmailSharedPlanDocument,
    "\n  fragment HeatPumpVerdict_verdict on HeatPumpVerdict {\n    verdict\n    headline\n    explanation\n    readyAfterStep\n    designTemperatureC\n    designStation\n    heatLossKw\n    heatLossKwAfterInsulation\n    heatPumpSizeKw\n    radiators\n    runningCost {\n      todayGbp\n      heatPumpStandardGbp\n      heatPumpTariffGbp\n      tariff\n    }\n    grant {\n      name\n      amountGbp\n      source\n      verdict\n    }\n    estimated\n    surveyConfirms\n  }\n": types.HeatPumpVerdict_VerdictFragmentDoc,
    "\n  fragment HeatingDecision_decision on HeatingDecision {\n    why\n    chosen {\n      ...HeatingDecision_option\n    }\n    alternative {\n      ...HeatingDecision_option\n    }\n  }\n  fragment HeatingDecision_option on HeatingOption {\n    measureId\n    title\n    cost\n    annualBillGbp\n    annualSavingGbp\n    grant {\n      name\n      amountGbp\n      verdict\n    }\n  }\n": types.HeatingDecision_DecisionFragmentDoc,
    "\n  mutation EmailResumeLink($email: String!) {\n    emailResumeLink(email: $email)\n  }\n": types.EmailResumeLinkDocument,
    "\n  mutation RevokeResumeLinks {\n    revokeResumeLinks\n  }\n": types.RevokeResumeLinksDocument,
    "\n  query MyProperties {\n    myProperties {\n      id\n    }\n  }\n": types.MyPropertiesDocument,
    "\n  fragment HomeToday_baseline on PlanBaseline {\n    annualKwh {\n      gas\n      electricity\n      oil\n      lpg\n      solid\n      heatNetwork\n    }\n    annualBill\n  }\n": types.HomeToday_BaselineFragmentDoc,
    "\n  fragment ImprovementPotential_plan on PlanFigures {\n    potentialSavings\n    co2Reduction\n    propertyValueIncrease\n    epcImprovement\n    currentEpcRating\n    potentialEpcRating\n    currentEnergyEfficiency\n    potentialEnergyEfficiency\n  }\n": types.ImprovementPotential_PlanFragmentDoc,
    "\n  fragment PropertyOverview_property on HomeDetails {\n    propertyType\n    yearBuilt\n    floorArea\n    heatingSystem\n    heatingFuel\n    epcRating\n    epcValidUntil\n    withoutCertificate\n  }\n": types.PropertyOverview_PropertyFragmentDoc,
    "\n  fragment FullPlan_plan on PlanFigures {\n    baseline {\n      ...HomeToday_baseline\n    }\n    ...ImprovementPotential_plan\n    ...RecommendationsCard_plan\n    steps {\n      ...PlanSteps_step\n    }\n    heatPumpVerdict {\n      ...HeatPumpVerdict_verdict\n    }\n    heatingDecision {\n      ...HeatingDecision_decision\n    }\n    rentalStandard {\n      ...RentalStandard_standard\n    }\n    certificateCheck {\n      ...CertificateCheck_check\n    }\n    ...SourcesFootnote_plan\n  }\n": types.FullPlan_PlanFragmentDoc,
    "\n  fragment PlanScreen_property on Property {\n    id\n    ...PlanHeader_property\n    ...PropertyOverview_property\n    plan {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": types.PlanScreen_PropertyFragmentDoc,
    "\n  query PlanScreen($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...PlanScreen_property\n    }\n  }\n": types.PlanScreenDocument,
    "\n  mutation BuildPlan($propertyId: ID!) {\n    createEnergyPlan(propertyId: $propertyId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": types.BuildPlanDocument,
    "\n  mutation RequestQuote($input: QuoteRequestInput!) {\n    requestQuote(input: $input) {\n      success\n      id\n      message\n    }\n  }\n": types.RequestQuoteDocument,
    "\n  fragment RecommendationCard_recommendation on Recommendation {\n    id\n    title\n    description\n    cost\n    savings\n    annualSavingGbp\n    modelledSavings\n    carbonSaving\n    priority\n    image\n    rankReason\n    informational\n    installationType\n  }\n": types.RecommendationCard_RecommendationFragmentDoc,
    "\n  fragment RecommendationsCard_plan on PlanFigures {\n    recommendations {\n      top3 {\n        ...RecommendationCard_recommendation\n      }\n      all {\n        ...RecommendationCard_recommendation\n      }\n    }\n  }\n": types.RecommendationsCard_PlanFragmentDoc,
    "\n  query PlanRecommendationDetails($title: String!, $energyPlanId: ID) {\n    recommendationDetails(title: $title, energyPlanId: $energyPlanId) {\n      title\n      learnMore\n    }\n  }\n": types.PlanRecommendationDetailsDocument,
    "\n  mutation PlanRemoveRecommendation($id: ID!, $energyPlanId: ID!) {\n    removeRecommendation(id: $id, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": types.PlanRemoveRecommendationDocument,
    "\n  mutation PlanRestoreRecommendation($title: String!, $energyPlanId: ID!) {\n    restoreRecommendation(title: $title, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n": types.PlanRestoreRecommendationDocument,
    "\n  fragment RentalStandard_standard on RentalStandard {\n    ruleStatus\n    title\n    fabricOnly\n    headline\n    status\n    requiredBand\n    newTenanciesFrom\n    allTenanciesFrom\n    currentScore\n    certificateScore\n    certificateBand\n    costCapGbp\n    route {\n      ...RouteToBand_route\n    }\n    withinCap {\n      ...RouteToBand_route\n    }\n    exemption\n    tenantSaving\n    grants {\n      name\n      amount\n      verdict\n      who\n    }\n    notes\n    todayMinimum\n    exemptions\n    penalty\n    source\n    sourceUrl\n    sourceAsOf\n    sourceGrade\n  }\n": types.RentalStandard_StandardFragmentDoc,
    "\n  fragment RouteToBand_route on RouteToBand {\n    measures {\n      title\n      costMin\n      costMax\n      sapPointsGain\n      annualSavingGbp\n    }\n    scoreAfter\n  }\n": types.RouteToBand_RouteFragmentDoc,
    "\n  fragment PlanSteps_step on PlanStep {\n    number\n    kind\n    title\n    why\n    cost\n    savings\n    annualBillAfter\n    co2ReductionAfterKg\n    energyEfficiencyAfter\n    epcRatingAfter\n    measures {\n      id\n      title\n      cost\n      annualSavingGbp\n    }\n  }\n": types.PlanSteps_StepFragmentDoc,
    "\n  mutation OpenResumeLink($token: String!) {\n    openResumeLink(token: $token) {\n      propertyId\n    }\n  }\n": types.OpenResumeLinkDocument,
    "\n  query ResumedProperty($id: ID!) {\n    property(id: $id) {\n      ...SavedProperty\n    }\n  }\n": types.ResumedPropertyDocument,
    "\n  mutation CreateShareLink($propertyId: ID!) {\n    createShareLink(propertyId: $propertyId) {\n      token\n      url\n      createdAt\n    }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation RevokeShareLink($token: String!) {\n    revokeShareLink(token: $token)\n  }\n": types.RevokeShareLinkDocument,
    "\n  query SharedPlan($token: String!) {\n    sharedPlan(token: $token) {\n      sharedAt\n      property {\n        address\n        fullAddress\n        ...PropertyOverview_property\n      }\n      energyPlan {\n        potentialSavings\n        updatedAt\n        ...FullPlan_plan\n      }\n    }\n  }\n": types.SharedPlanDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      user {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      user {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordWithLink($input: ResetPasswordLinkInput!) {\n    resetPasswordWithLink(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordWithLink($input: ResetPasswordLinkInput!) {\n    resetPasswordWithLink(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordReset($email: String!) {\n    sendPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordReset($email: String!) {\n    sendPasswordReset(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerification($input: SendVerificationInput!) {\n    sendVerification(input: $input) {\n      success\n      message\n      email\n      skipVerification\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerification($input: SendVerificationInput!) {\n    sendVerification(input: $input) {\n      success\n      message\n      email\n      skipVerification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordConsent($accepted: Boolean!, $version: String) {\n    recordConsent(accepted: $accepted, version: $version) {\n      accepted\n      timestamp\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation RecordConsent($accepted: Boolean!, $version: String) {\n    recordConsent(accepted: $accepted, version: $version) {\n      accepted\n      timestamp\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EligibleGrants($household: GrantsHouseholdInput!) {\n    eligibleGrants(household: $household) {\n      ...GrantResult\n    }\n  }\n"): (typeof documents)["\n  query EligibleGrants($household: GrantsHouseholdInput!) {\n    eligibleGrants(household: $household) {\n      ...GrantResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrantResult on AssessedGrant {\n    id\n    name\n    description\n    amount\n    amountAsOf\n    source\n    sourceUrl\n    endedOn\n    provider\n    requirements\n    applicationProcess\n    website\n    asOf\n    verdict\n    reasons\n  }\n"): (typeof documents)["\n  fragment GrantResult on AssessedGrant {\n    id\n    name\n    description\n    amount\n    amountAsOf\n    source\n    sourceUrl\n    endedOn\n    provider\n    requirements\n    applicationProcess\n    website\n    asOf\n    verdict\n    reasons\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGrantsQuestionnaire($input: GrantsQuestionnaireInput!) {\n    submitGrantsQuestionnaire(input: $input) {\n      id\n      success\n      eligibleGrants {\n        ...GrantResult\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitGrantsQuestionnaire($input: GrantsQuestionnaireInput!) {\n    submitGrantsQuestionnaire(input: $input) {\n      id\n      success\n      eligibleGrants {\n        ...GrantResult\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressItem_address on AddressOption {\n    id\n    address\n    postcode\n    epcRating\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n  }\n"): (typeof documents)["\n  fragment AddressItem_address on AddressOption {\n    id\n    address\n    postcode\n    epcRating\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressLookup($postcode: String!) {\n    addressLookup(postcode: $postcode) {\n      reset\n      source\n      message\n      addresses {\n        ...AddressItem_address\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressLookup($postcode: String!) {\n    addressLookup(postcode: $postcode) {\n      reset\n      source\n      message\n      addresses {\n        ...AddressItem_address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWelcomeEmail($email: String!) {\n    sendWelcomeEmail(email: $email)\n  }\n"): (typeof documents)["\n  mutation SendWelcomeEmail($email: String!) {\n    sendWelcomeEmail(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeDetails on EpcDetails {\n    address\n    fullAddress\n    postcode\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    typicalOf\n  }\n"): (typeof documents)["\n  fragment HomeDetails on EpcDetails {\n    address\n    fullAddress\n    postcode\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    typicalOf\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpcDetails($address: String!, $postcode: String!) {\n    epcDetails(address: $address, postcode: $postcode) {\n      success\n      message\n      data {\n        ...HomeDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  query EpcDetails($address: String!, $postcode: String!) {\n    epcDetails(address: $address, postcode: $postcode) {\n      success\n      message\n      data {\n        ...HomeDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedProperty on Property {\n    id\n    address\n    fullAddress\n    postcode\n    email\n    priority\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    rentalRole\n    solarPVPanels\n    solarWaterHeating\n    annualGasKwh\n    annualElectricityKwh\n    annualFuelUse\n    annualFuelUnit\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    withoutCertificate\n  }\n"): (typeof documents)["\n  fragment SavedProperty on Property {\n    id\n    address\n    fullAddress\n    postcode\n    email\n    priority\n    propertyType\n    yearBuilt\n    floorArea\n    numBedrooms\n    heatingSystem\n    epcRating\n    epcValidUntil\n    tenure\n    rentalRole\n    solarPVPanels\n    solarWaterHeating\n    annualGasKwh\n    annualElectricityKwh\n    annualFuelUse\n    annualFuelUnit\n    heatingFuel\n    wallInsulation\n    loftInsulationMm\n    glazing\n    boilerType\n    heatingControls\n    flatPosition\n    withoutCertificate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHomeProfile($propertyId: ID, $input: PropertyInput!) {\n    saveHomeProfile(propertyId: $propertyId, input: $input) {\n      ...SavedProperty\n      plan {\n        id\n        propertyId\n        ...FullPlan_plan\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveHomeProfile($propertyId: ID, $input: PropertyInput!) {\n    saveHomeProfile(propertyId: $propertyId, input: $input) {\n      ...SavedProperty\n      plan {\n        id\n        propertyId\n        ...FullPlan_plan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutModelAssumptions {\n    modelAssumptions {\n      modelVersion\n      priceTableId\n      pricesValidFrom\n      pricesValidTo\n      pricesLabel\n      prices {\n        electricityPencePerKwh\n        gasPencePerKwh\n        electricityStandingPencePerDay\n        gasStandingPencePerDay\n      }\n      emissionFactors {\n        electricityKgPerKwh\n        gasKgPerKwh\n      }\n      assumptions\n      priceSources\n      priceEstimates\n    }\n  }\n"): (typeof documents)["\n  query AboutModelAssumptions {\n    modelAssumptions {\n      modelVersion\n      priceTableId\n      pricesValidFrom\n      pricesValidTo\n      pricesLabel\n      prices {\n        electricityPencePerKwh\n        gasPencePerKwh\n        electricityStandingPencePerDay\n        gasStandingPencePerDay\n      }\n      emissionFactors {\n        electricityKgPerKwh\n        gasKgPerKwh\n      }\n      assumptions\n      priceSources\n      priceEstimates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanHeader_property on Property {\n    id\n    address\n    fullAddress\n  }\n"): (typeof documents)["\n  fragment PlanHeader_property on Property {\n    id\n    address\n    fullAddress\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SourcesFootnote_plan on PlanFigures {\n    assumptions\n    modelVersion\n    priceTableId\n    prices\n    pricesMayBeOutOfDate\n  }\n"): (typeof documents)["\n  fragment SourcesFootnote_plan on PlanFigures {\n    assumptions\n    modelVersion\n    priceTableId\n    prices\n    pricesMayBeOutOfDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CertificateCheck_check on CertificateCheck {\n    status\n    lodgedOn\n    validUntil\n    ageYears\n    lodgedScore\n    lodgedBand\n    likelyScore\n    likelyLow\n    likelyHigh\n    differences {\n      fact\n      certificate\n      household\n      pointsEffect\n    }\n    methodNote\n    summary\n    advice\n    reasons\n    newCertificateCost\n  }\n"): (typeof documents)["\n  fragment CertificateCheck_check on CertificateCheck {\n    status\n    lodgedOn\n    validUntil\n    ageYears\n    lodgedScore\n    lodgedBand\n    likelyScore\n    likelyLow\n    likelyHigh\n    differences {\n      fact\n      certificate\n      household\n      pointsEffect\n    }\n    methodNote\n    summary\n    advice\n    reasons\n    newCertificateCost\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailPlan($propertyId: ID!, $email: String!) {\n    emailPlan(propertyId: $propertyId, email: $email)\n  }\n"): (typeof documents)["\n  mutation EmailPlan($propertyId: ID!, $email: String!) {\n    emailPlan(propertyId: $propertyId, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailSharedPlan($token: String!, $email: String!) {\n    emailSharedPlan(token: $token, email: $email)\n  }\n"): (typeof documents)["\n  mutation EmailSharedPlan($token: String!, $email: String!) {\n    emailSharedPlan(token: $token, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeatPumpVerdict_verdict on HeatPumpVerdict {\n    verdict\n    headline\n    explanation\n    readyAfterStep\n    designTemperatureC\n    designStation\n    heatLossKw\n    heatLossKwAfterInsulation\n    heatPumpSizeKw\n    radiators\n    runningCost {\n      todayGbp\n      heatPumpStandardGbp\n      heatPumpTariffGbp\n      tariff\n    }\n    grant {\n      name\n      amountGbp\n      source\n      verdict\n    }\n    estimated\n    surveyConfirms\n  }\n"): (typeof documents)["\n  fragment HeatPumpVerdict_verdict on HeatPumpVerdict {\n    verdict\n    headline\n    explanation\n    readyAfterStep\n    designTemperatureC\n    designStation\n    heatLossKw\n    heatLossKwAfterInsulation\n    heatPumpSizeKw\n    radiators\n    runningCost {\n      todayGbp\n      heatPumpStandardGbp\n      heatPumpTariffGbp\n      tariff\n    }\n    grant {\n      name\n      amountGbp\n      source\n      verdict\n    }\n    estimated\n    surveyConfirms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeatingDecision_decision on HeatingDecision {\n    why\n    chosen {\n      ...HeatingDecision_option\n    }\n    alternative {\n      ...HeatingDecision_option\n    }\n  }\n  fragment HeatingDecision_option on HeatingOption {\n    measureId\n    title\n    cost\n    annualBillGbp\n    annualSavingGbp\n    grant {\n      name\n      amountGbp\n      verdict\n    }\n  }\n"): (typeof documents)["\n  fragment HeatingDecision_decision on HeatingDecision {\n    why\n    chosen {\n      ...HeatingDecision_option\n    }\n    alternative {\n      ...HeatingDecision_option\n    }\n  }\n  fragment HeatingDecision_option on HeatingOption {\n    measureId\n    title\n    cost\n    annualBillGbp\n    annualSavingGbp\n    grant {\n      name\n      amountGbp\n      verdict\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailResumeLink($email: String!) {\n    emailResumeLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation EmailResumeLink($email: String!) {\n    emailResumeLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeResumeLinks {\n    revokeResumeLinks\n  }\n"): (typeof documents)["\n  mutation RevokeResumeLinks {\n    revokeResumeLinks\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProperties {\n    myProperties {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MyProperties {\n    myProperties {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeToday_baseline on PlanBaseline {\n    annualKwh {\n      gas\n      electricity\n      oil\n      lpg\n      solid\n      heatNetwork\n    }\n    annualBill\n  }\n"): (typeof documents)["\n  fragment HomeToday_baseline on PlanBaseline {\n    annualKwh {\n      gas\n      electricity\n      oil\n      lpg\n      solid\n      heatNetwork\n    }\n    annualBill\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImprovementPotential_plan on PlanFigures {\n    potentialSavings\n    co2Reduction\n    propertyValueIncrease\n    epcImprovement\n    currentEpcRating\n    potentialEpcRating\n    currentEnergyEfficiency\n    potentialEnergyEfficiency\n  }\n"): (typeof documents)["\n  fragment ImprovementPotential_plan on PlanFigures {\n    potentialSavings\n    co2Reduction\n    propertyValueIncrease\n    epcImprovement\n    currentEpcRating\n    potentialEpcRating\n    currentEnergyEfficiency\n    potentialEnergyEfficiency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyOverview_property on HomeDetails {\n    propertyType\n    yearBuilt\n    floorArea\n    heatingSystem\n    heatingFuel\n    epcRating\n    epcValidUntil\n    withoutCertificate\n  }\n"): (typeof documents)["\n  fragment PropertyOverview_property on HomeDetails {\n    propertyType\n    yearBuilt\n    floorArea\n    heatingSystem\n    heatingFuel\n    epcRating\n    epcValidUntil\n    withoutCertificate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FullPlan_plan on PlanFigures {\n    baseline {\n      ...HomeToday_baseline\n    }\n    ...ImprovementPotential_plan\n    ...RecommendationsCard_plan\n    steps {\n      ...PlanSteps_step\n    }\n    heatPumpVerdict {\n      ...HeatPumpVerdict_verdict\n    }\n    heatingDecision {\n      ...HeatingDecision_decision\n    }\n    rentalStandard {\n      ...RentalStandard_standard\n    }\n    certificateCheck {\n      ...CertificateCheck_check\n    }\n    ...SourcesFootnote_plan\n  }\n"): (typeof documents)["\n  fragment FullPlan_plan on PlanFigures {\n    baseline {\n      ...HomeToday_baseline\n    }\n    ...ImprovementPotential_plan\n    ...RecommendationsCard_plan\n    steps {\n      ...PlanSteps_step\n    }\n    heatPumpVerdict {\n      ...HeatPumpVerdict_verdict\n    }\n    heatingDecision {\n      ...HeatingDecision_decision\n    }\n    rentalStandard {\n      ...RentalStandard_standard\n    }\n    certificateCheck {\n      ...CertificateCheck_check\n    }\n    ...SourcesFootnote_plan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanScreen_property on Property {\n    id\n    ...PlanHeader_property\n    ...PropertyOverview_property\n    plan {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"): (typeof documents)["\n  fragment PlanScreen_property on Property {\n    id\n    ...PlanHeader_property\n    ...PropertyOverview_property\n    plan {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanScreen($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...PlanScreen_property\n    }\n  }\n"): (typeof documents)["\n  query PlanScreen($propertyId: ID!) {\n    property(id: $propertyId) {\n      ...PlanScreen_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuildPlan($propertyId: ID!) {\n    createEnergyPlan(propertyId: $propertyId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"): (typeof documents)["\n  mutation BuildPlan($propertyId: ID!) {\n    createEnergyPlan(propertyId: $propertyId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($input: QuoteRequestInput!) {\n    requestQuote(input: $input) {\n      success\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuote($input: QuoteRequestInput!) {\n    requestQuote(input: $input) {\n      success\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecommendationCard_recommendation on Recommendation {\n    id\n    title\n    description\n    cost\n    savings\n    annualSavingGbp\n    modelledSavings\n    carbonSaving\n    priority\n    image\n    rankReason\n    informational\n    installationType\n  }\n"): (typeof documents)["\n  fragment RecommendationCard_recommendation on Recommendation {\n    id\n    title\n    description\n    cost\n    savings\n    annualSavingGbp\n    modelledSavings\n    carbonSaving\n    priority\n    image\n    rankReason\n    informational\n    installationType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecommendationsCard_plan on PlanFigures {\n    recommendations {\n      top3 {\n        ...RecommendationCard_recommendation\n      }\n      all {\n        ...RecommendationCard_recommendation\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RecommendationsCard_plan on PlanFigures {\n    recommendations {\n      top3 {\n        ...RecommendationCard_recommendation\n      }\n      all {\n        ...RecommendationCard_recommendation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanRecommendationDetails($title: String!, $energyPlanId: ID) {\n    recommendationDetails(title: $title, energyPlanId: $energyPlanId) {\n      title\n      learnMore\n    }\n  }\n"): (typeof documents)["\n  query PlanRecommendationDetails($title: String!, $energyPlanId: ID) {\n    recommendationDetails(title: $title, energyPlanId: $energyPlanId) {\n      title\n      learnMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanRemoveRecommendation($id: ID!, $energyPlanId: ID!) {\n    removeRecommendation(id: $id, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"): (typeof documents)["\n  mutation PlanRemoveRecommendation($id: ID!, $energyPlanId: ID!) {\n    removeRecommendation(id: $id, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanRestoreRecommendation($title: String!, $energyPlanId: ID!) {\n    restoreRecommendation(title: $title, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"): (typeof documents)["\n  mutation PlanRestoreRecommendation($title: String!, $energyPlanId: ID!) {\n    restoreRecommendation(title: $title, energyPlanId: $energyPlanId) {\n      id\n      propertyId\n      ...FullPlan_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RentalStandard_standard on RentalStandard {\n    ruleStatus\n    title\n    fabricOnly\n    headline\n    status\n    requiredBand\n    newTenanciesFrom\n    allTenanciesFrom\n    currentScore\n    certificateScore\n    certificateBand\n    costCapGbp\n    route {\n      ...RouteToBand_route\n    }\n    withinCap {\n      ...RouteToBand_route\n    }\n    exemption\n    tenantSaving\n    grants {\n      name\n      amount\n      verdict\n      who\n    }\n    notes\n    todayMinimum\n    exemptions\n    penalty\n    source\n    sourceUrl\n    sourceAsOf\n    sourceGrade\n  }\n"): (typeof documents)["\n  fragment RentalStandard_standard on RentalStandard {\n    ruleStatus\n    title\n    fabricOnly\n    headline\n    status\n    requiredBand\n    newTenanciesFrom\n    allTenanciesFrom\n    currentScore\n    certificateScore\n    certificateBand\n    costCapGbp\n    route {\n      ...RouteToBand_route\n    }\n    withinCap {\n      ...RouteToBand_route\n    }\n    exemption\n    tenantSaving\n    grants {\n      name\n      amount\n      verdict\n      who\n    }\n    notes\n    todayMinimum\n    exemptions\n    penalty\n    source\n    sourceUrl\n    sourceAsOf\n    sourceGrade\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RouteToBand_route on RouteToBand {\n    measures {\n      title\n      costMin\n      costMax\n      sapPointsGain\n      annualSavingGbp\n    }\n    scoreAfter\n  }\n"): (typeof documents)["\n  fragment RouteToBand_route on RouteToBand {\n    measures {\n      title\n      costMin\n      costMax\n      sapPointsGain\n      annualSavingGbp\n    }\n    scoreAfter\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanSteps_step on PlanStep {\n    number\n    kind\n    title\n    why\n    cost\n    savings\n    annualBillAfter\n    co2ReductionAfterKg\n    energyEfficiencyAfter\n    epcRatingAfter\n    measures {\n      id\n      title\n      cost\n      annualSavingGbp\n    }\n  }\n"): (typeof documents)["\n  fragment PlanSteps_step on PlanStep {\n    number\n    kind\n    title\n    why\n    cost\n    savings\n    annualBillAfter\n    co2ReductionAfterKg\n    energyEfficiencyAfter\n    epcRatingAfter\n    measures {\n      id\n      title\n      cost\n      annualSavingGbp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenResumeLink($token: String!) {\n    openResumeLink(token: $token) {\n      propertyId\n    }\n  }\n"): (typeof documents)["\n  mutation OpenResumeLink($token: String!) {\n    openResumeLink(token: $token) {\n      propertyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumedProperty($id: ID!) {\n    property(id: $id) {\n      ...SavedProperty\n    }\n  }\n"): (typeof documents)["\n  query ResumedProperty($id: ID!) {\n    property(id: $id) {\n      ...SavedProperty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareLink($propertyId: ID!) {\n    createShareLink(propertyId: $propertyId) {\n      token\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShareLink($propertyId: ID!) {\n    createShareLink(propertyId: $propertyId) {\n      token\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($token: String!) {\n    revokeShareLink(token: $token)\n  }\n"): (typeof documents)["\n  mutation RevokeShareLink($token: String!) {\n    revokeShareLink(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedPlan($token: String!) {\n    sharedPlan(token: $token) {\n      sharedAt\n      property {\n        address\n        fullAddress\n        ...PropertyOverview_property\n      }\n      energyPlan {\n        potentialSavings\n        updatedAt\n        ...FullPlan_plan\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedPlan($token: String!) {\n    sharedPlan(token: $token) {\n      sharedAt\n      property {\n        address\n        fullAddress\n        ...PropertyOverview_property\n      }\n      energyPlan {\n        potentialSavings\n        updatedAt\n        ...FullPlan_plan\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;