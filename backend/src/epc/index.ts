/**
 * What the EPC feature publishes to the others: the newest certificate of each home at a postcode,
 * the local authority the register places a postcode in, and the readings of a certificate's register text as the planner's answers, so an address look-up
 * and a plan's home profile read a certificate the same way; and the bounded memo those readings use,
 * for any other pure function of the register's words; and its CSV reader, for any other small
 * comma-separated file the app takes in.
 */
export { bedroomsOf, epcValidUntilOf, heatingFuelOf, heatingSystemOf, propertyTypeOf, tenureOf, yearBuiltOf } from './epc-mapping.js';
export { newestCertificatesAt, type CertificateSummary } from './newest-certificates.js';
export { localAuthorityAt } from './local-authority-at.js';
export { memoizeText } from './text-memo.js';
export { CsvRecordParser } from './import/csv-record-parser.js';
