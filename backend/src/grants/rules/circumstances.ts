import type { EpcRating, GrantsHeatingSystem, HeatingSystem, HouseholdData, Nation, Tenure } from '@warmwise/common';

/** What the saved home tells the grants engine; each is null when the home does not know it. */
export interface GrantsHome {
  nation: Nation | null;
  tenure: Tenure | null;
  epcRating: EpcRating | null;
  heatingSystem: HeatingSystem | null;
}

export const UNKNOWN_HOME: GrantsHome = { nation: null, tenure: null, epcRating: null, heatingSystem: null };

/** Everything a scheme's rules may read: the questionnaire's answers, the home, and the day. */
export interface Circumstances {
  household: HouseholdData;
  home: GrantsHome;
  /** YYYY-MM-DD, for schemes that have ended. */
  today: string;
}

const HOME_HEATING: Record<HeatingSystem, GrantsHeatingSystem> = {
  'Gas boiler': 'gas_boiler',
  'Oil boiler': 'oil_boiler',
  'Electric storage heaters': 'storage_heaters',
  'Heat pump': 'heat_pump',
  'District heating': 'other',
  Other: 'other',
};

/** The heating the household just told us about, else the one saved with the home. */
export function heatingOf({ household, home }: Circumstances): GrantsHeatingSystem | null {
  if (household.heatingSystem && household.heatingSystem !== 'unsure') return household.heatingSystem;
  return home.heatingSystem ? HOME_HEATING[home.heatingSystem] : null;
}
