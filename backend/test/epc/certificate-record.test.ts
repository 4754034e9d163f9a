import { OFFICIAL_CERTIFICATE_COLUMNS } from '../../src/epc/epc-columns.js';
import { readHeader, stageRecord, type HeaderLayout } from '../../src/epc/import/certificate-record.js';
import { isCalendarDate, isDateTime } from '../../src/epc/import/dates.js';
import { certificate, type CertificateFields } from './support/epc-csv.js';

const layout = (readHeader([...OFFICIAL_CERTIFICATE_COLUMNS]) as { layout: HeaderLayout }).layout;
const fieldsOf = (row: CertificateFields) => OFFICIAL_CERTIFICATE_COLUMNS.map((column) => row[column] ?? '');
const stage = (overrides: CertificateFields) => stageRecord(fieldsOf(certificate(overrides)), layout);
const copyValues = (overrides: CertificateFields) => {
  const staged = stage(overrides);
  if (!('copyLine' in staged)) throw new Error(`rejected: ${staged.reason}`);
  return staged.copyLine.replace(/\n$/, '').split('\t');
};

describe('stageRecord', () => {
  it.each([
    ['ls6 3hn', 'LS6 3HN'],
    ['LS63HN', 'LS6 3HN'],
    [' sw1a  1aa ', 'SW1A 1AA'],
  ])('normalises the postcode %p', (raw, normalised) => {
    expect(copyValues({ POSTCODE: raw })[1]).toBe(normalised);
  });

  it.each<[string, CertificateFields, string]>([
    ['no LMK_KEY', { LMK_KEY: ' ' }, 'missing LMK_KEY'],
    ['a bad postcode', { POSTCODE: 'NOT A CODE' }, "bad POSTCODE 'NOT A CODE'"],
    ['no postcode', { POSTCODE: '' }, 'missing POSTCODE'],
    ['an impossible lodgement date', { LODGEMENT_DATE: '2021-02-30' }, "bad LODGEMENT_DATE '2021-02-30'"],
    ['a lodgement date in another format', { LODGEMENT_DATE: '01/05/2020' }, "bad LODGEMENT_DATE '01/05/2020'"],
    ['no lodgement date', { LODGEMENT_DATE: '' }, 'missing LODGEMENT_DATE'],
    ['a bad inspection date', { INSPECTION_DATE: '2020-13-01' }, "bad INSPECTION_DATE '2020-13-01'"],
    ['a bad lodgement time', { LODGEMENT_DATETIME: '2020-05-01 25:00:00' }, "bad LODGEMENT_DATETIME '2020-05-01 25:00:00'"],
    ['no address at all', { ADDRESS: '', ADDRESS1: '', ADDRESS2: '', ADDRESS3: '' }, 'missing ADDRESS'],
  ])('rejects a record with %s', (_, overrides, reason) => {
    expect(stage(overrides)).toEqual({ lmkKey: expect.any(String), reason });
  });

  it('rejects a record with the wrong number of fields', () => {
    const fields = fieldsOf(certificate()).slice(0, 10);
    expect(stageRecord(fields, layout)).toEqual({ lmkKey: expect.any(String), reason: `expected ${OFFICIAL_CERTIFICATE_COLUMNS.length} fields, found 10` });
  });

  it('turns placeholders and malformed descriptive values into nulls instead of rejecting', () => {
    const values = copyValues({
      TENURE: 'NO DATA!',
      CONSTRUCTION_AGE_BAND: 'INVALID!',
      TOTAL_FLOOR_AREA: 'about 80',
      NUMBER_HABITABLE_ROOMS: '3.0',
      CURRENT_ENERGY_RATING: 'x',
      MAINS_GAS_FLAG: '',
      UPRN: '',
    });
    expect(values).toContain('\\N');
    const nulls = values.filter((v) => v === '\\N').length;
    expect(nulls).toBeGreaterThanOrEqual(6);
    expect(values).toContain('3');
  });

  it('builds the address from its lines when ADDRESS is empty, and escapes tabs and backslashes', () => {
    const values = copyValues({ ADDRESS: '', ADDRESS1: 'Flat 2', ADDRESS2: '5\tHigh St\\North', ADDRESS3: '' });
    expect(values[2]).toBe('Flat 2, 5\\tHigh St\\\\North');
  });

  it('derives the home key from UPRN, else building reference, else address', () => {
    expect(copyValues({ UPRN: '100023336956' })[4]).toBe('U100023336956');
    expect(copyValues({ UPRN: '', BUILDING_REFERENCE_NUMBER: '123' })[4]).toBe('B123');
    expect(copyValues({ UPRN: '', BUILDING_REFERENCE_NUMBER: '', ADDRESS: 'Flat 1, 2 Mill Rd' })[4]).toBe('AFLAT12MILLRD');
  });

  it('reads headers in lower case with hyphens, as the register API writes them', () => {
    const header = readHeader(OFFICIAL_CERTIFICATE_COLUMNS.map((c) => c.toLowerCase().replace(/_/g, '-')));
    expect('layout' in header && header.layout.lmkKey).toBe(0);
  });

  it('names the required columns a header lacks', () => {
    expect(readHeader(['ADDRESS1', 'POSTCODE'])).toEqual({ missing: ['LMK_KEY', 'LODGEMENT_DATE'] });
  });
});

describe('dates', () => {
  it('accepts real days only', () => {
    expect(['2020-02-29', '2008-10-01'].every(isCalendarDate)).toBe(true);
    expect(['2021-02-29', '2020-04-31', '0000-01-01', '2020-1-1', ''].some(isCalendarDate)).toBe(false);
    expect(['2020-05-01 10:00:00', '2020-05-01T10:00', '2020-05-01', '2020-05-01 10:00:00.123'].every(isDateTime)).toBe(true);
    expect(['2020-05-01 24:00:00', '2020-05-01 10:60'].some(isDateTime)).toBe(false);
  });
});
