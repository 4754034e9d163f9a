import { OFFICIAL_CERTIFICATE_COLUMNS, type OfficialColumn } from '../../../src/epc/epc-columns.js';
import { csvLine } from '../../../src/epc/import/reject-file.js';

export type CertificateFields = Partial<Record<OfficialColumn, string>>;

let counter = 0;

/** A valid certificate as the register publishes it; override any column. */
export function certificate(overrides: CertificateFields = {}): CertificateFields {
  counter++;
  return {
    LMK_KEY: `TEST${String(counter).padStart(8, '0')}`,
    ADDRESS1: `${counter} Mill Road`,
    ADDRESS2: '',
    ADDRESS3: '',
    ADDRESS: `${counter} Mill Road`,
    POSTCODE: 'LS6 3HN',
    POSTTOWN: 'LEEDS',
    BUILDING_REFERENCE_NUMBER: String(5_000_000 + counter),
    UPRN: String(72_000_000_000 + counter),
    LODGEMENT_DATE: '2020-05-01',
    LODGEMENT_DATETIME: '2020-05-01 10:00:00',
    INSPECTION_DATE: '2020-04-28',
    CURRENT_ENERGY_RATING: 'D',
    POTENTIAL_ENERGY_RATING: 'B',
    CURRENT_ENERGY_EFFICIENCY: '61',
    POTENTIAL_ENERGY_EFFICIENCY: '84',
    PROPERTY_TYPE: 'House',
    BUILT_FORM: 'Mid-Terrace',
    CONSTRUCTION_AGE_BAND: 'England and Wales: 1900-1929',
    TOTAL_FLOOR_AREA: '84.5',
    NUMBER_HABITABLE_ROOMS: '4',
    NUMBER_HEATED_ROOMS: '4',
    LOW_ENERGY_LIGHTING: '75',
    MAIN_FUEL: 'mains gas (not community)',
    MAINHEAT_DESCRIPTION: 'Boiler and radiators, mains gas',
    MAINHEATCONT_DESCRIPTION: 'Programmer, room thermostat and TRVs',
    HOTWATER_DESCRIPTION: 'From main system',
    WALLS_DESCRIPTION: 'Solid brick, as built, no insulation (assumed)',
    ROOF_DESCRIPTION: 'Pitched, 270 mm loft insulation',
    FLOOR_DESCRIPTION: 'Suspended, no insulation (assumed)',
    WINDOWS_DESCRIPTION: 'Fully double glazed',
    GLAZED_TYPE: 'double glazing installed during or after 2002',
    MULTI_GLAZE_PROPORTION: '100',
    MAINS_GAS_FLAG: 'Y',
    SOLAR_WATER_HEATING_FLAG: 'N',
    PHOTO_SUPPLY: '0',
    TENURE: 'owner-occupied',
    LOCAL_AUTHORITY: 'E08000035',
    LOCAL_AUTHORITY_LABEL: 'Leeds',
    CONSTITUENCY_LABEL: 'Leeds Central and Headingley',
    CO2_EMISSIONS_CURRENT: '3.4',
    ENERGY_CONSUMPTION_CURRENT: '230',
    TRANSACTION_TYPE: 'marketed sale',
    ...overrides,
  };
}

/** One CSV line of a certificate in the official column order (with line break). */
export function certificateLine(fields: CertificateFields): string {
  return csvLine(OFFICIAL_CERTIFICATE_COLUMNS.map((column) => fields[column] ?? ''));
}

export const HEADER_LINE = csvLine(OFFICIAL_CERTIFICATE_COLUMNS);

/** A whole certificates CSV: header, then the rows. */
export function certificatesCsv(rows: CertificateFields[]): string {
  return HEADER_LINE + rows.map(certificateLine).join('');
}
