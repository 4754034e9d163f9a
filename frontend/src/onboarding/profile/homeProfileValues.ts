import {
  DEFAULT_PRIORITY,
  EPC_RATINGS,
  HEATING_SYSTEMS,
  MAX_BEDROOM_OPTION,
  PROPERTY_TYPES,
  TENURES,
  YEAR_BUILT_BANDS,
} from '@warmwise/common';
import type { HomeDetailsFragment, PropertyInput, SavedPropertyFragment } from '../../gql/graphql';
import { initialFactValues, toFactsInput, type HomeFactValues } from './homeFacts';
import { rentalRoleFor } from './rentalRole';
import { usageAsked } from './usageAsked';

/** The Home profile form as the inputs hold it: selects and number boxes as text. */
export interface HomeProfileValues extends HomeFactValues {
  propertyType: string;
  yearBuilt: string;
  floorArea: string;
  numBedrooms: string;
  heatingSystem: string;
  epcRating: string;
  epcValidUntil: string;
  tenure: string;
  /** Who is planning a let home, as the tenure's question answers it: tenant, landlord or unknown. */
  rentalRole: string;
  /** In the order the visitor ticked them: only the first is sent, as the home's one priority. */
  priorities: string[];
  solarPVPanels: boolean;
  solarWaterHeating: boolean;
  /** Yearly kWh from the household's bills, optional. */
  annualGasKwh: string;
  annualElectricityKwh: string;
  /** The year's use of the oil, LPG, coal or wood the heating burns, as typed, and the unit chosen for it. */
  annualFuelUse: string;
  annualFuelUnit: string;
}

/** The option the text names (any case), or '' so the select asks the visitor ('Unknown' included). */
function option(value: string | null | undefined, options: readonly string[]): string {
  const wanted = (value ?? '').trim().toLowerCase();
  return options.find((candidate) => candidate.toLowerCase() === wanted) ?? '';
}

const wholeText = (value: number | null | undefined, max = Infinity) =>
  value && value > 0 ? String(Math.min(max, Math.trunc(value))) : '';

/** Whole numbers; empty becomes 0, which the shared rules read as "not known". */
const toWholeNumber = (text: string): number => (text.trim() === '' ? 0 : Number.parseInt(text, 10));

/**
 * A yearly use as typed from a bill ('12,345.6'): empty is "not given" (null), a number is rounded to
 * whole kWh, anything else stays NaN so the shared rules name the field.
 */
function toAnnualUse(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? Math.round(value) : Number.NaN;
}

/**
 * The yearly uses as saving sends them: only those the energy-use box asks of this home's heating,
 * the fuel's in the unit shown for it.
 */
function toUsageInput(values: HomeProfileValues): Pick<PropertyInput, 'annualGasKwh' | 'annualElectricityKwh' | 'annualFuelUse' | 'annualFuelUnit'> {
  const asked = usageAsked(values);
  const fuelUse = asked.fuelUnit ? toAnnualUse(values.annualFuelUse) : null;
  return {
    annualGasKwh: asked.gas ? toAnnualUse(values.annualGasKwh) : null,
    annualElectricityKwh: toAnnualUse(values.annualElectricityKwh),
    annualFuelUse: fuelUse,
    annualFuelUnit: fuelUse === null ? null : (asked.fuelUnit?.value ?? null),
  };
}

const kwhText = (kwh: number | null | undefined) => (kwh ? String(kwh) : '');

export function detailsOfProperty(property: SavedPropertyFragment): HomeDetailsFragment {
  const { address, fullAddress, postcode, propertyType, yearBuilt, floorArea, numBedrooms, heatingSystem, epcValidUntil, tenure } = property;
  const { heatingFuel, wallInsulation, loftInsulationMm, glazing, boilerType, heatingControls, flatPosition } = property;
  const facts = { heatingFuel, wallInsulation, loftInsulationMm, glazing, boilerType, heatingControls, flatPosition };
  const epcRating = property.epcRating ?? 'Unknown';
  return { address, fullAddress, postcode, propertyType, yearBuilt, floorArea, numBedrooms, heatingSystem: heatingSystem ?? 'Unknown', epcRating, epcValidUntil, tenure, ...facts, typicalOf: null };
}

/** Pre-fills from the EPC details; a profile saved earlier for this home also gives its choices. */
export function initialProfileValues(details: HomeDetailsFragment, saved: SavedPropertyFragment | null): HomeProfileValues {
  return {
    propertyType: option(details.propertyType, PROPERTY_TYPES),
    yearBuilt: option(details.yearBuilt, YEAR_BUILT_BANDS),
    floorArea: wholeText(details.floorArea),
    // More than 6 bedrooms shows as 6+, the select's last option.
    numBedrooms: wholeText(details.numBedrooms, MAX_BEDROOM_OPTION),
    heatingSystem: option(details.heatingSystem, HEATING_SYSTEMS),
    epcRating: option(details.epcRating, EPC_RATINGS.map((rating) => rating.value)),
    epcValidUntil: details.epcValidUntil ?? '',
    // With no tenure known, the first option (Owner-occupied) is the default.
    tenure: option(details.tenure, TENURES) || TENURES[0],
    rentalRole: saved?.rentalRole ?? 'unknown',
    priorities: [saved?.priority ?? DEFAULT_PRIORITY],
    solarPVPanels: saved?.solarPVPanels ?? false,
    solarWaterHeating: saved?.solarWaterHeating ?? false,
    annualGasKwh: kwhText(saved?.annualGasKwh),
    annualElectricityKwh: kwhText(saved?.annualElectricityKwh),
    annualFuelUse: kwhText(saved?.annualFuelUse),
    annualFuelUnit: saved?.annualFuelUnit ?? '',
    ...initialFactValues(details),
  };
}

/**
 * What saving a home sends (POST/PUT /api/properties), from the form and the chosen home
 * (docs/product.md, "The home profile and its validation").
 */
export function toPropertyInput(values: HomeProfileValues, details: HomeDetailsFragment, email: string): PropertyInput {
  return {
    address: details.address,
    fullAddress: details.fullAddress ?? null,
    postcode: details.postcode,
    email: email || null,
    // The Contact step says the e-mail is used to send personalised tips, so giving one agrees to that.
    contactApproval: email !== '',
    priority: values.priorities[0] ?? DEFAULT_PRIORITY,
    propertyType: values.propertyType,
    yearBuilt: values.yearBuilt,
    floorArea: toWholeNumber(values.floorArea),
    numBedrooms: toWholeNumber(values.numBedrooms),
    heatingSystem: values.heatingSystem || null,
    epcRating: values.epcRating || null,
    epcValidUntil: values.epcValidUntil.trim() || null,
    tenure: values.tenure || null,
    rentalRole: rentalRoleFor(values.tenure, values.rentalRole),
    solarPVPanels: values.solarPVPanels,
    solarWaterHeating: values.solarWaterHeating,
    ...toUsageInput(values),
    ...toFactsInput(values),
  };
}
