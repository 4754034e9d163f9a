/**
 * How an address a person typed finds its home among a postcode's certificates. People write
 * "12 acacia ave" where the register has "12 Acacia Avenue, Headingley": case, punctuation and the
 * usual street abbreviations must not matter, and a certificate may go on with a locality after the
 * number and street the person typed.
 */

/** Abbreviations found on letters and in the register, each read as the word it stands for. */
const STREET_WORDS: Readonly<Record<string, string>> = {
  ST: 'STREET',
  RD: 'ROAD',
  AV: 'AVENUE',
  AVE: 'AVENUE',
  LN: 'LANE',
  CL: 'CLOSE',
  DR: 'DRIVE',
  CRES: 'CRESCENT',
  GDN: 'GARDENS',
  GDNS: 'GARDENS',
  PL: 'PLACE',
  SQ: 'SQUARE',
  TER: 'TERRACE',
  TERR: 'TERRACE',
  TCE: 'TERRACE',
  CT: 'COURT',
  GR: 'GROVE',
  GRO: 'GROVE',
  PK: 'PARK',
  PDE: 'PARADE',
  WK: 'WALK',
  HTS: 'HEIGHTS',
  MT: 'MOUNT',
  HSE: 'HOUSE',
  COTTS: 'COTTAGES',
  BLDGS: 'BUILDINGS',
};

/**
 * The words of an address, upper case, abbreviations written out. Apostrophes are dropped rather
 * than split on, so "St John's Road" and "St Johns Road" read alike. "St" as in "Saint" becomes
 * STREET too, on both sides, so the comparison still holds.
 */
function wordsOf(address: string): string[] {
  return address
    .toUpperCase()
    .replace(/['’]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word);
}

/** True when `words` begin with every word of `start`, whole words only ("1" is not the start of "12"). */
const beginsWith = (words: string[], start: string[]) => start.length <= words.length && start.every((word, index) => words[index] === word);

/**
 * The certificate of the home at a typed address, among one postcode's newest certificates. An
 * address that reads the same wins (the newest lodged, should a home appear twice under keys of
 * its own); else the one certificate whose address starts with what was typed. When the typed words
 * start several addresses ("12 Mill Lane" against "12 Mill Lane, Upper Town" and "12 Mill Lane,
 * Lower Town") none is chosen: a wrong home's figures are worse than none.
 */
export function matchingCertificate<T extends { address: string; lodgementDate: string }>(typed: string, certificates: readonly T[]): T | null {
  const wanted = wordsOf(typed);
  if (wanted.length === 0) return null;
  const read = certificates.map((certificate) => ({ certificate, words: wordsOf(certificate.address) }));
  const exact = read.filter(({ words }) => words.length === wanted.length && beginsWith(words, wanted)).map(({ certificate }) => certificate);
  if (exact.length > 0) return exact.reduce((newest, next) => (next.lodgementDate > newest.lodgementDate ? next : newest));
  const started = read.filter(({ words }) => beginsWith(words, wanted));
  return started.length === 1 ? started[0].certificate : null;
}
