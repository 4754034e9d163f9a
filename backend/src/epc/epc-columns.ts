/**
 * The domestic EPC open-data certificates CSV as published in the bulk download (one
 * `certificates.csv` per local authority), in the published column order. The generator writes
 * exactly these columns; the importer reads them by name, so their order in a file may differ.
 */
export const OFFICIAL_CERTIFICATE_COLUMNS = [
  'LMK_KEY', 'ADDRESS1', 'ADDRESS2', 'ADDRESS3', 'POSTCODE', 'BUILDING_REFERENCE_NUMBER',
  'CURRENT_ENERGY_RATING', 'POTENTIAL_ENERGY_RATING', 'CURRENT_ENERGY_EFFICIENCY',
  'POTENTIAL_ENERGY_EFFICIENCY', 'PROPERTY_TYPE', 'BUILT_FORM', 'INSPECTION_DATE', 'LOCAL_AUTHORITY',
  'CONSTITUENCY', 'COUNTY', 'LODGEMENT_DATE', 'TRANSACTION_TYPE', 'ENVIRONMENT_IMPACT_CURRENT',
  'ENVIRONMENT_IMPACT_POTENTIAL', 'ENERGY_CONSUMPTION_CURRENT', 'ENERGY_CONSUMPTION_POTENTIAL',
  'CO2_EMISSIONS_CURRENT', 'CO2_EMISS_CURR_PER_FLOOR_AREA', 'CO2_EMISSIONS_POTENTIAL',
  'LIGHTING_COST_CURRENT', 'LIGHTING_COST_POTENTIAL', 'HEATING_COST_CURRENT', 'HEATING_COST_POTENTIAL',
  'HOT_WATER_COST_CURRENT', 'HOT_WATER_COST_POTENTIAL', 'TOTAL_FLOOR_AREA', 'ENERGY_TARIFF',
  'MAINS_GAS_FLAG', 'FLOOR_LEVEL', 'FLAT_TOP_STOREY', 'FLAT_STOREY_COUNT', 'MAIN_HEATING_CONTROLS',
  'MULTI_GLAZE_PROPORTION', 'GLAZED_TYPE', 'GLAZED_AREA', 'EXTENSION_COUNT', 'NUMBER_HABITABLE_ROOMS',
  'NUMBER_HEATED_ROOMS', 'LOW_ENERGY_LIGHTING', 'NUMBER_OPEN_FIREPLACES', 'HOTWATER_DESCRIPTION',
  'HOT_WATER_ENERGY_EFF', 'HOT_WATER_ENV_EFF', 'FLOOR_DESCRIPTION', 'FLOOR_ENERGY_EFF', 'FLOOR_ENV_EFF',
  'WINDOWS_DESCRIPTION', 'WINDOWS_ENERGY_EFF', 'WINDOWS_ENV_EFF', 'WALLS_DESCRIPTION', 'WALLS_ENERGY_EFF',
  'WALLS_ENV_EFF', 'SECONDHEAT_DESCRIPTION', 'SHEATING_ENERGY_EFF', 'SHEATING_ENV_EFF', 'ROOF_DESCRIPTION',
  'ROOF_ENERGY_EFF', 'ROOF_ENV_EFF', 'MAINHEAT_DESCRIPTION', 'MAINHEAT_ENERGY_EFF', 'MAINHEAT_ENV_EFF',
  'MAINHEATCONT_DESCRIPTION', 'MAINHEATC_ENERGY_EFF', 'MAINHEATC_ENV_EFF', 'LIGHTING_DESCRIPTION',
  'LIGHTING_ENERGY_EFF', 'LIGHTING_ENV_EFF', 'MAIN_FUEL', 'WIND_TURBINE_COUNT', 'HEAT_LOSS_CORRIDOR',
  'UNHEATED_CORRIDOR_LENGTH', 'FLOOR_HEIGHT', 'PHOTO_SUPPLY', 'SOLAR_WATER_HEATING_FLAG',
  'MECHANICAL_VENTILATION', 'ADDRESS', 'LOCAL_AUTHORITY_LABEL', 'CONSTITUENCY_LABEL', 'POSTTOWN',
  'CONSTRUCTION_AGE_BAND', 'LODGEMENT_DATETIME', 'TENURE', 'FIXED_LIGHTING_OUTLETS_COUNT',
  'LOW_ENERGY_FIXED_LIGHT_COUNT', 'UPRN', 'UPRN_SOURCE',
] as const;

export type OfficialColumn = (typeof OFFICIAL_CERTIFICATE_COLUMNS)[number];

/**
 * How a kept value is checked and converted on import:
 * - text: trimmed; the register's placeholders ('NO DATA!', 'INVALID!') and '' become null;
 * - rating: one letter A-G, else null; flag: Y/N to a boolean, else null;
 * - int / number / bigint: a well-formed number in range, else null (never a reason to reject);
 * - date / datetime: must be a real calendar date when present: a bad one rejects the row,
 *   because the lodgement date decides which certificate is the newest.
 * Rejecting rows is kept for what breaks identity or ordering (LMK_KEY, postcode, dates);
 * a malformed descriptive value only loses that value.
 */
export type ValueKind = 'text' | 'rating' | 'flag' | 'int' | 'number' | 'bigint' | 'date' | 'datetime';

export interface KeptColumn {
  /** Column of the epc_certificate table. */
  column: string;
  /** Column of the official CSV. */
  source: OfficialColumn;
  kind: ValueKind;
}

/**
 * The certificate fields the product and the energy model use, in the order of the staging
 * table. lmk_key, postcode, address and lodgement_date are handled apart (they are required), and
 * home_key is derived.
 */
export const KEPT_COLUMNS: readonly KeptColumn[] = [
  { column: 'address1', source: 'ADDRESS1', kind: 'text' },
  { column: 'address2', source: 'ADDRESS2', kind: 'text' },
  { column: 'address3', source: 'ADDRESS3', kind: 'text' },
  { column: 'posttown', source: 'POSTTOWN', kind: 'text' },
  { column: 'uprn', source: 'UPRN', kind: 'bigint' },
  { column: 'building_reference_number', source: 'BUILDING_REFERENCE_NUMBER', kind: 'text' },
  { column: 'lodgement_datetime', source: 'LODGEMENT_DATETIME', kind: 'datetime' },
  { column: 'inspection_date', source: 'INSPECTION_DATE', kind: 'date' },
  { column: 'current_energy_rating', source: 'CURRENT_ENERGY_RATING', kind: 'rating' },
  { column: 'potential_energy_rating', source: 'POTENTIAL_ENERGY_RATING', kind: 'rating' },
  { column: 'current_energy_efficiency', source: 'CURRENT_ENERGY_EFFICIENCY', kind: 'int' },
  { column: 'potential_energy_efficiency', source: 'POTENTIAL_ENERGY_EFFICIENCY', kind: 'int' },
  { column: 'property_type', source: 'PROPERTY_TYPE', kind: 'text' },
  { column: 'built_form', source: 'BUILT_FORM', kind: 'text' },
  { column: 'construction_age_band', source: 'CONSTRUCTION_AGE_BAND', kind: 'text' },
  { column: 'total_floor_area', source: 'TOTAL_FLOOR_AREA', kind: 'number' },
  { column: 'number_habitable_rooms', source: 'NUMBER_HABITABLE_ROOMS', kind: 'int' },
  { column: 'number_heated_rooms', source: 'NUMBER_HEATED_ROOMS', kind: 'int' },
  { column: 'low_energy_lighting', source: 'LOW_ENERGY_LIGHTING', kind: 'int' },
  { column: 'main_fuel', source: 'MAIN_FUEL', kind: 'text' },
  { column: 'mainheat_description', source: 'MAINHEAT_DESCRIPTION', kind: 'text' },
  { column: 'mainheatcont_description', source: 'MAINHEATCONT_DESCRIPTION', kind: 'text' },
  { column: 'hotwater_description', source: 'HOTWATER_DESCRIPTION', kind: 'text' },
  { column: 'walls_description', source: 'WALLS_DESCRIPTION', kind: 'text' },
  { column: 'roof_description', source: 'ROOF_DESCRIPTION', kind: 'text' },
  { column: 'floor_description', source: 'FLOOR_DESCRIPTION', kind: 'text' },
  { column: 'windows_description', source: 'WINDOWS_DESCRIPTION', kind: 'text' },
  { column: 'glazed_type', source: 'GLAZED_TYPE', kind: 'text' },
  { column: 'multi_glaze_proportion', source: 'MULTI_GLAZE_PROPORTION', kind: 'number' },
  { column: 'floor_level', source: 'FLOOR_LEVEL', kind: 'text' },
  { column: 'flat_top_storey', source: 'FLAT_TOP_STOREY', kind: 'flag' },
  { column: 'mains_gas_flag', source: 'MAINS_GAS_FLAG', kind: 'flag' },
  { column: 'solar_water_heating_flag', source: 'SOLAR_WATER_HEATING_FLAG', kind: 'flag' },
  { column: 'photo_supply', source: 'PHOTO_SUPPLY', kind: 'number' },
  { column: 'tenure', source: 'TENURE', kind: 'text' },
  { column: 'local_authority', source: 'LOCAL_AUTHORITY', kind: 'text' },
  { column: 'local_authority_label', source: 'LOCAL_AUTHORITY_LABEL', kind: 'text' },
  { column: 'constituency_label', source: 'CONSTITUENCY_LABEL', kind: 'text' },
  { column: 'co2_emissions_current', source: 'CO2_EMISSIONS_CURRENT', kind: 'number' },
  { column: 'energy_consumption_current', source: 'ENERGY_CONSUMPTION_CURRENT', kind: 'number' },
  { column: 'transaction_type', source: 'TRANSACTION_TYPE', kind: 'text' },
];

/** Columns of the staging table and of the upsert, in COPY order. */
export const STAGED_COLUMNS: readonly string[] = [
  'lmk_key',
  'postcode',
  'address',
  'lodgement_date',
  'home_key',
  ...KEPT_COLUMNS.map((c) => c.column),
];
