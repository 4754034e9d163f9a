import {
  BOILER_TYPES,
  CERTIFICATE_STATUSES,
  NEW_CERTIFICATE_ADVICE,
  RENTAL_STANDARD_STATUSES,
  RULE_STATUSES,
  FLAT_POSITIONS,
  GRANT_VERDICTS,
  HEAT_PUMP_READINESS,
  PLAN_STEP_KINDS,
  GLAZING_OPTIONS,
  HEATING_CONTROL_OPTIONS,
  HEATING_FUELS,
  INSTALLATION_TYPES,
  PRIORITIES,
  RECOMMENDATION_PRIORITIES,
  RENTAL_ROLES,
  WALL_INSULATION_OPTIONS,
} from '@warmwise/common';
import { registerEnumType } from 'type-graphql';

/**
 * A closed set of strings from @warmwise/common as a GraphQL enum named by its own values, so the
 * schema lists what a field can hold while answers keep the very strings they always had. Only for
 * sets whose values are GraphQL names: the home's type and age bands ('Flat/Apartment',
 * '2011-Present') are not, and stay strings checked by the shared rules.
 */
function closedSet<T extends string>(name: string, values: readonly T[], description: string): { [K in T]: K } {
  const members = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(members, { name, description });
  return members;
}

export const InstallationTypeEnum = closedSet('InstallationType', INSTALLATION_TYPES, 'What kind of work a measure is');

export const RecommendationPriorityEnum = closedSet('RecommendationPriority', RECOMMENDATION_PRIORITIES, 'How much a measure matters for the home');

export const GrantVerdictEnum = closedSet('GrantVerdict', GRANT_VERDICTS, 'How likely a scheme is for the household and home: likely, check (something we do not know decides it) or unlikely');

export const PlanPriorityEnum = closedSet(
  'PlanPriority',
  PRIORITIES.map((priority) => priority.value),
  'What the householder wants most from their plan; it orders the measures',
);

export const PlanStepKindEnum = closedSet('PlanStepKind', PLAN_STEP_KINDS, 'What a step of the plan is made of: insulation, heating, generation or habits');

export const HeatPumpReadinessEnum = closedSet(
  'HeatPumpReadiness',
  HEAT_PUMP_READINESS,
  'Whether a heat pump suits the home: ready now, ready after the insulation step, needs larger radiators (or radiators fitted), or not advised',
);

export const RuleStatusEnum = closedSet('RuleStatus', RULE_STATUSES, 'A standard confirmed by government, a draft under consultation, or none in force');

export const RentalStandardStatusEnum = closedSet(
  'RentalStandardStatus',
  RENTAL_STANDARD_STATUSES,
  "Where a let home stands against its nation's standard: meets it, meets it as described but not yet on its certificate, within reach under the cost cap, maybe past the cap, past the cap, out of reach of every suitable improvement, or no standard",
);

export const CertificateStatusEnum = closedSet('CertificateStatus', CERTIFICATE_STATUSES, 'current (lodged, in date), expired (over ten years old) or missing (none held for the home)');

export const NewCertificateAdviceEnum = closedSet('NewCertificateAdvice', NEW_CERTIFICATE_ADVICE, 'Whether a new certificate is worth paying for: yes, maybe or no');

const valuesOf = <T extends string>(options: ReadonlyArray<{ value: T }>): T[] => options.map((option) => option.value);

export const HeatingFuelEnum = closedSet('HeatingFuel', valuesOf(HEATING_FUELS), "What an 'Other' main heating burns");

export const WallInsulationEnum = closedSet('WallInsulation', valuesOf(WALL_INSULATION_OPTIONS), 'The walls as the householder or certificate describes them');

export const GlazingEnum = closedSet('Glazing', valuesOf(GLAZING_OPTIONS), "Most of the home's windows");

export const BoilerTypeEnum = closedSet('BoilerType', valuesOf(BOILER_TYPES), 'Whether the boiler is a condensing one');

export const HeatingControlsEnum = closedSet('HeatingControls', valuesOf(HEATING_CONTROL_OPTIONS), "The heating's controls");

export const RentalRoleEnum = closedSet('RentalRole', valuesOf(RENTAL_ROLES), 'Tenant or landlord of a let home');

export const FlatPositionEnum = closedSet('FlatPosition', valuesOf(FLAT_POSITIONS), 'Which floor of its block a flat is on');
