import { LOFT_INSULATION_MM, type HeatingFuel, type HeatingSystem, type PropertyType } from '@warmwise/common';
import type { HomeDetailsFragment, PropertyInput } from '../../gql/graphql';

const NOT_SURE = 'unknown';
const BOILER_HEATING: readonly HeatingSystem[] = ['Gas boiler', 'Oil boiler'];
const BOILER_FUEL: HeatingFuel = 'lpg';
const OTHER_HEATING: HeatingSystem = 'Other';
const FLAT: PropertyType = 'Flat/Apartment';

/**
 * What burns in an 'Other' heating, and the facts a householder may know better than a
 * certificate, as the form holds them: each select's value, 'unknown' for "Not sure", and the loft
 * depth as typed.
 */
export interface HomeFactValues {
  heatingFuel: string;
  wallInsulation: string;
  loftInsulationMm: string;
  glazing: string;
  boilerType: string;
  heatingControls: string;
  flatPosition: string;
}

/** The answers the facts shown depend on. */
interface HomeShape {
  propertyType: string;
  heatingSystem: string;
  heatingFuel: string;
}

export const asksHeatingFuel = ({ heatingSystem }: Pick<HomeShape, 'heatingSystem'>) => heatingSystem === OTHER_HEATING;

/** Only a boiler can be condensing or not: a gas or oil boiler, or an 'Other' heating burning LPG. */
export const asksBoilerType = (home: Omit<HomeShape, 'propertyType'>) =>
  BOILER_HEATING.some((heating) => heating === home.heatingSystem) || (asksHeatingFuel(home) && home.heatingFuel === BOILER_FUEL);

export const asksFlatPosition = ({ propertyType }: Pick<HomeShape, 'propertyType'>) => propertyType === FLAT;

/** Pre-filled from the certificate where it says; "Not sure" (or an empty loft depth) where it does not. */
export function initialFactValues(details: HomeDetailsFragment): HomeFactValues {
  return {
    heatingFuel: details.heatingFuel ?? NOT_SURE,
    wallInsulation: details.wallInsulation,
    loftInsulationMm: details.loftInsulationMm === null ? '' : String(details.loftInsulationMm),
    glazing: details.glazing,
    boilerType: details.boilerType,
    heatingControls: details.heatingControls,
    flatPosition: details.flatPosition,
  };
}

const { min: LOFT_MIN, max: LOFT_MAX } = LOFT_INSULATION_MM;
/**
 * The shared rule's words. The form checks the typed depth itself: the shared rule passes a depth
 * given as a number (as the form sends it) as "not known" without checking it.
 */
export const LOFT_DEPTH_MESSAGE = `Loft insulation must be a depth in mm from ${LOFT_MIN} to ${LOFT_MAX}, or left empty if you are not sure`;

/** A loft depth as typed ('270', '270 mm'): empty is "not sure" (null), anything but whole mm NaN. */
function toLoftMm(text: string): number | null {
  const cleaned = text.trim().replace(/\s*mm$/i, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Empty, or whole mm within what a householder can state. */
export function isLoftDepth(text: string): boolean {
  const mm = toLoftMm(text);
  return mm === null || (mm >= LOFT_MIN && mm <= LOFT_MAX);
}

type FactsInput = Pick<PropertyInput, keyof HomeFactValues>;

/**
 * The facts as saving sends them. A question the form does not show is not answered: no fuel
 * unless the heating is 'Other', and "Not sure" for a boiler or a floor the home does not have.
 */
export function toFactsInput(values: HomeFactValues & HomeShape): FactsInput {
  return {
    heatingFuel: asksHeatingFuel(values) ? values.heatingFuel : null,
    wallInsulation: values.wallInsulation,
    loftInsulationMm: toLoftMm(values.loftInsulationMm),
    glazing: values.glazing,
    boilerType: asksBoilerType(values) ? values.boilerType : NOT_SURE,
    heatingControls: values.heatingControls,
    flatPosition: asksFlatPosition(values) ? values.flatPosition : NOT_SURE,
  };
}
