/**
 * What the grants feature publishes to the others besides GrantsService: the GraphQL shapes of a
 * household and of a grant scheme, and the household's payload, so the partner API asks and answers
 * in the same terms as the questionnaire; and the engine's verdicts and dated schemes, so Thermy
 * states the same schemes, amounts and verdicts as the questionnaire.
 */
export { AssessedGrantView, GrantSchemeView, GrantsHouseholdInput, householdPayload } from './grants.type.js';
export { assessGrants, datedSchemes, heatPumpGrantForHome, landlordGrantsForHome, schemeCovers, type AssessedScheme, type DatedScheme } from './grants-engine.js';
export { grantsHomeOf } from './grants.service.js';
export { UNKNOWN_HOME, type GrantsHome } from './rules/circumstances.js';
