import type { EpcRating, HeatingFuel, HeatingSystem, HouseholdData, Nation, Tenure } from '@warmwise/common';

/** What the saved home tells the grants engine; each is null when the home does not know it. */
export interface GrantsHome {
  nation: Nation | null;
  tenure: Tenure | null;
  epcRating: EpcRating | null;
  heatingSystem: HeatingSystem | null;
  /** What an 'Other' heating burns, when the home says. */
  heatingFuel?: HeatingFuel | null;
}

export const UNKNOWN_HOME: GrantsHome = { nation: null, tenure: null, epcRating: null, heatingSystem: null, heatingFuel: null };

/** Everything a scheme's rules may read: the questionnaire's answers, the home, and the day. */
export interface Circumstances {
  household: HouseholdData;
  home: GrantsHome;
  /** YYYY-MM-DD: the plan's or the check's date, for schemes that have ended or changed. */
  today: string;
}

/** The heating a scheme's rules tell apart: the questionnaire's kinds, and the fuels a saved home can name. */
export const HOME_HEATING_KINDS = ['gas_boiler', 'oil_boiler', 'lpg', 'solid_fuel', 'wood', 'electric_heating', 'storage_heaters', 'heat_pump', 'heat_network', 'other'] as const;
export type HomeHeating = (typeof HOME_HEATING_KINDS)[number];

const HOME_HEATING: Record<HeatingSystem, HomeHeating> = {
  'Gas boiler': 'gas_boiler',
  'Oil boiler': 'oil_boiler',
  'Electric storage heaters': 'storage_heaters',
  'Heat pump': 'heat_pump',
  'District heating': 'heat_network',
  Other: 'other',
};
const OTHER_FUEL: Record<HeatingFuel, HomeHeating> = { lpg: 'lpg', coal: 'solid_fuel', wood: 'wood', electric_room_heaters: 'electric_heating', unknown: 'other' };

/**
 * The home's heating: what the saved home says first; the questionnaire's answer only fills in a home
 * that does not say. The questionnaire adds facts, it never replaces the saved home's.
 */
export function heatingOf({ household, home }: Circumstances): HomeHeating | null {
  if (home.heatingSystem) {
    const saved = HOME_HEATING[home.heatingSystem];
    if (saved !== 'other') return saved;
    if (home.heatingFuel && home.heatingFuel !== 'unknown') return OTHER_FUEL[home.heatingFuel];
  }
  if (household.heatingSystem && household.heatingSystem !== 'unsure') return household.heatingSystem;
  return home.heatingSystem ? 'other' : null;
}
