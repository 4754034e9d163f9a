import { OFFICIAL_CERTIFICATE_COLUMNS } from '../../../../src/epc/epc-columns.js';
import { certificate, certificatesCsv, type CertificateFields } from '../../support/epc-csv.js';

export { certificate, certificatesCsv, type CertificateFields };

const hyphenated = (column: string) => column.toLowerCase().replace(/_/g, '-');

/** The Open Data Communities JSON answer for these certificates. */
export function odcJson(rows: CertificateFields[]): string {
  return JSON.stringify({
    'column-names': OFFICIAL_CERTIFICATE_COLUMNS.map(hyphenated),
    rows: rows.map((row) => Object.fromEntries(OFFICIAL_CERTIFICATE_COLUMNS.map((c) => [hyphenated(c), row[c] ?? '']))),
  });
}

/** The successor's JSON answer as assumed: `{data: [...]}` with camelCase field names. */
export function epbJson(rows: CertificateFields[]): string {
  const camel = (column: string) => column.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  return JSON.stringify({
    data: rows.map((row) => Object.fromEntries(Object.entries(row).map(([c, v]) => [camel(c), v]))),
  });
}
