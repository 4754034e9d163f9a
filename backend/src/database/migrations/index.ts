import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122160000CreateProperty } from './Migration20261122160000CreateProperty.js';
import { Migration20261122163000CreateEnergyPlan } from './Migration20261122163000CreateEnergyPlan.js';
import { Migration20261122170000CreateEpcCertificate } from './Migration20261122170000CreateEpcCertificate.js';
import { Migration20261122180000CreateQuoteRequest } from './Migration20261122180000CreateQuoteRequest.js';
import { Migration20261122190000CreateGrantsSubmission } from './Migration20261122190000CreateGrantsSubmission.js';
import { Migration20261122200000CreateInteractionEvent } from './Migration20261122200000CreateInteractionEvent.js';
import { Migration20261122210000CreateAccounts } from './Migration20261122210000CreateAccounts.js';
import { Migration20261122220000CreateContactMessage } from './Migration20261122220000CreateContactMessage.js';
import { Migration20261124165956_OnePlanPerPropertyVersion } from './Migration20261124165956_OnePlanPerPropertyVersion.js';
import { Migration20261124191842_HouseholdMeteredUse } from './Migration20261124191842_HouseholdMeteredUse.js';
import { Migration20261124192125_RecommendationRankReason } from './Migration20261124192125_RecommendationRankReason.js';
import { Migration20261124195734_RecommendationTypicalAndModelledSavings } from './Migration20261124195734_RecommendationTypicalAndModelledSavings.js';
import { Migration20261124210518_ShareLinks } from './Migration20261124210518_ShareLinks.js';
import { Migration20261124233716_PartnerKeys } from './Migration20261124233716_PartnerKeys.js';
import { Migration20261124234255_EpcLowEnergyLighting } from './Migration20261124234255_EpcLowEnergyLighting.js';
import { Migration20261127192347_PropertyNation } from './Migration20261127192347_PropertyNation.js';
import { Migration20261127192410_HomeStatedFacts } from './Migration20261127192410_HomeStatedFacts.js';
import { Migration20261127192416_PartnerStatisticsReleases } from './Migration20261127192416_PartnerStatisticsReleases.js';
import { Migration20261127192945_OneActiveShareLinkPerProperty } from './Migration20261127192945_OneActiveShareLinkPerProperty.js';
import { Migration20261128064547_ResumeLinks } from './Migration20261128064547_ResumeLinks.js';
import { Migration20261128095404_PropertyWithoutCertificate } from './Migration20261128095404_PropertyWithoutCertificate.js';
import { Migration20261128100636_EpcPostcodePatternIndex } from './Migration20261128100636_EpcPostcodePatternIndex.js';
import { Migration20261128132827_PlanStepsAndHeatPumpVerdict } from './Migration20261128132827_PlanStepsAndHeatPumpVerdict.js';
import { Migration20261203133620_PlanHeatingDecisionAndRatingNote } from './Migration20261203133620_PlanHeatingDecisionAndRatingNote.js';
import { Migration20261207140527_HeatingFuelUse } from './Migration20261207140527_HeatingFuelUse.js';
import { Migration20261207173358_ResetLinks } from './Migration20261207173358_ResetLinks.js';
import { Migration20261207203627_RentalStandard } from './Migration20261207203627_RentalStandard.js';

/**
 * Applied in this order at start-up. A new migration made with `npm run migration:create
 * --workspace backend` must be added here too: an explicit list runs the same from src and dist.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122160000CreateProperty', class: Migration20261122160000CreateProperty },
  { name: 'Migration20261122163000CreateEnergyPlan', class: Migration20261122163000CreateEnergyPlan },
  { name: 'Migration20261122170000CreateEpcCertificate', class: Migration20261122170000CreateEpcCertificate },
  { name: 'Migration20261122180000CreateQuoteRequest', class: Migration20261122180000CreateQuoteRequest },
  { name: 'Migration20261122190000CreateGrantsSubmission', class: Migration20261122190000CreateGrantsSubmission },
  { name: 'Migration20261122200000CreateInteractionEvent', class: Migration20261122200000CreateInteractionEvent },
  { name: 'Migration20261122210000CreateAccounts', class: Migration20261122210000CreateAccounts },
  { name: 'Migration20261122220000CreateContactMessage', class: Migration20261122220000CreateContactMessage },
  { name: 'Migration20261124165956_OnePlanPerPropertyVersion', class: Migration20261124165956_OnePlanPerPropertyVersion },
  { name: 'Migration20261124191842_HouseholdMeteredUse', class: Migration20261124191842_HouseholdMeteredUse },
  { name: 'Migration20261124192125_RecommendationRankReason', class: Migration20261124192125_RecommendationRankReason },
  { name: 'Migration20261124195734_RecommendationTypicalAndModelledSavings', class: Migration20261124195734_RecommendationTypicalAndModelledSavings },
  { name: 'Migration20261124210518_ShareLinks', class: Migration20261124210518_ShareLinks },
  { name: 'Migration20261124233716_PartnerKeys', class: Migration20261124233716_PartnerKeys },
  { name: 'Migration20261124234255_EpcLowEnergyLighting', class: Migration20261124234255_EpcLowEnergyLighting },
  { name: 'Migration20261127192347_PropertyNation', class: Migration20261127192347_PropertyNation },
  { name: 'Migration20261127192410_HomeStatedFacts', class: Migration20261127192410_HomeStatedFacts },
  { name: 'Migration20261127192416_PartnerStatisticsReleases', class: Migration20261127192416_PartnerStatisticsReleases },
  { name: 'Migration20261127192945_OneActiveShareLinkPerProperty', class: Migration20261127192945_OneActiveShareLinkPerProperty },
  { name: 'Migration20261128064547_ResumeLinks', class: Migration20261128064547_ResumeLinks },
  { name: 'Migration20261128095404_PropertyWithoutCertificate', class: Migration20261128095404_PropertyWithoutCertificate },
  { name: 'Migration20261128100636_EpcPostcodePatternIndex', class: Migration20261128100636_EpcPostcodePatternIndex },
  { name: 'Migration20261128132827_PlanStepsAndHeatPumpVerdict', class: Migration20261128132827_PlanStepsAndHeatPumpVerdict },
  { name: 'Migration20261203133620_PlanHeatingDecisionAndRatingNote', class: Migration20261203133620_PlanHeatingDecisionAndRatingNote },
  { name: 'Migration20261207140527_HeatingFuelUse', class: Migration20261207140527_HeatingFuelUse },
  { name: 'Migration20261207173358_ResetLinks', class: Migration20261207173358_ResetLinks },
  { name: 'Migration20261207203627_RentalStandard', class: Migration20261207203627_RentalStandard },
];
