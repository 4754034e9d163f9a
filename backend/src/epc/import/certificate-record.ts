import { normalisePostcode } from '@warmwise/common';
import { KEPT_COLUMNS, type ValueKind } from '../epc-columns.js';
import { homeKeyOf } from '../home-key.js';
import { copyText, COPY_NULL } from './copy-text.js';
import { isCalendarDate, isDateTime } from './dates.js';

/** Where each column the importer needs sits in a file, found from its header row. */
export interface HeaderLayout {
  fieldCount: number;
  lmkKey: number;
  postcode: number;
  lodgementDate: number;
  address: number;
  addressLines: [number, number, number];
  uprn: number;
  buildingReference: number;
  kept: number[];
}

const REQUIRED = ['LMK_KEY', 'POSTCODE', 'LODGEMENT_DATE'] as const;

/**
 * Reads the header row. Names are matched case-insensitively with '-' taken as '_', so the
 * register API's CSV ('lmk-key', 'current-energy-rating') reads like the bulk files.
 */
export function readHeader(fields: string[]): { layout: HeaderLayout } | { missing: string[] } {
  const positions = new Map<string, number>();
  fields.forEach((name, i) => {
    const key = name.trim().toUpperCase().replace(/-/g, '_');
    if (!positions.has(key)) positions.set(key, i);
  });
  const at = (name: string) => positions.get(name) ?? -1;
  const missing: string[] = REQUIRED.filter((name) => !positions.has(name));
  if (!positions.has('ADDRESS') && !positions.has('ADDRESS1')) missing.push('ADDRESS or ADDRESS1');
  if (missing.length > 0) return { missing };
  return {
    layout: {
      fieldCount: fields.length,
      lmkKey: at('LMK_KEY'),
      postcode: at('POSTCODE'),
      lodgementDate: at('LODGEMENT_DATE'),
      address: at('ADDRESS'),
      addressLines: [at('ADDRESS1'), at('ADDRESS2'), at('ADDRESS3')],
      uprn: at('UPRN'),
      buildingReference: at('BUILDING_REFERENCE_NUMBER'),
      kept: KEPT_COLUMNS.map((c) => at(c.source)),
    },
  };
}

/** Which columns of the file the importer reads (the parser skips the text of the others). */
export function usedColumns(layout: HeaderLayout): boolean[] {
  const used = new Array<boolean>(layout.fieldCount).fill(false);
  for (const index of [layout.lmkKey, layout.postcode, layout.lodgementDate, layout.address, ...layout.addressLines, ...layout.kept]) {
    if (index !== -1) used[index] = true;
  }
  return used;
}

export interface RejectedRecord {
  lmkKey: string;
  reason: string;
}

/** A checked record as one line of PostgreSQL's COPY text format, in STAGED_COLUMNS order. */
export interface StagedRecord {
  lmkKey: string;
  copyLine: string;
}

/** The register's placeholders for "no value" in text columns. */
const PLACEHOLDERS = new Set(['', 'NO DATA!', 'NODATA!', 'INVALID!', 'N/A']);

/** PLACEHOLDERS.has(value), without hashing the long descriptive values (none is over 8 long). */
function isPlaceholder(value: string): boolean {
  return value.length <= 8 && PLACEHOLDERS.has(value);
}

/** value.trim(), skipping the call for the usual value with nothing to trim. */
function trimmed(value: string): string {
  const length = value.length;
  if (length === 0) return value;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(length - 1);
  // Whitespace is at most U+0020 in ASCII; beyond ASCII, let trim() decide.
  return first > 32 && first < 128 && last > 32 && last < 128 ? value : value.trim();
}

/**
 * Checks one record against the rules in epc-columns.ts and renders it for COPY. Everything
 * that could make PostgreSQL refuse the COPY (bad numbers, impossible dates, NUL characters) is
 * caught here, so a batch fails only for reasons this code cannot foresee. `plain` says that no
 * field holds a character COPY escapes (CsvRecordParser.recordIsPlain), which saves the checks.
 */
export function stageRecord(fields: string[], layout: HeaderLayout, plain = false): StagedRecord | RejectedRecord {
  const lmkKey = layout.lmkKey < fields.length ? trimmed(fields[layout.lmkKey]) : '';
  if (fields.length !== layout.fieldCount) {
    return { lmkKey, reason: `expected ${layout.fieldCount} fields, found ${fields.length}` };
  }
  if (lmkKey === '') return { lmkKey, reason: 'missing LMK_KEY' };
  const rawPostcode = fields[layout.postcode];
  const postcode = normalisePostcode(rawPostcode);
  if (postcode === null) {
    return { lmkKey, reason: rawPostcode.trim() === '' ? 'missing POSTCODE' : `bad POSTCODE '${rawPostcode}'` };
  }
  const lodgementDate = trimmed(fields[layout.lodgementDate]);
  if (lodgementDate === '') return { lmkKey, reason: 'missing LODGEMENT_DATE' };
  if (!isCalendarDate(lodgementDate)) return { lmkKey, reason: `bad LODGEMENT_DATE '${lodgementDate}'` };
  const address = addressOf(fields, layout);
  if (address === null) return { lmkKey, reason: 'missing ADDRESS' };

  const uprn = layout.uprn === -1 ? '' : trimmed(fields[layout.uprn]);
  const reference = layout.buildingReference === -1 ? '' : trimmed(fields[layout.buildingReference]);
  const homeKey = homeKeyOf(BIGINT.test(uprn) ? wholePart(uprn) : null, isPlaceholder(reference) ? null : reference, address);
  // Collected in an array and joined once: a flat string, where `+=` would leave a rope of
  // ~50 pieces per row for the garbage collector to trace.
  const escape = plain ? same : copyText;
  const parts: string[] = [escape(lmkKey), postcode, escape(address), lodgementDate, escape(homeKey)];
  for (let i = 0; i < KEPT_COLUMNS.length; i++) {
    const index = layout.kept[i];
    const raw = index === -1 ? '' : fields[index];
    const value = convert(raw, KEPT_COLUMNS[i].kind, escape);
    if (value === undefined) return { lmkKey, reason: `bad ${KEPT_COLUMNS[i].source} '${raw}'` };
    parts.push(value);
  }
  parts[parts.length - 1] += '\n';
  return { lmkKey, copyLine: parts.join('\t') };
}

function addressOf(fields: string[], layout: HeaderLayout): string | null {
  const full = layout.address === -1 ? '' : trimmed(fields[layout.address]);
  if (full !== '' && !isPlaceholder(full)) return full;
  const parts: string[] = [];
  for (const index of layout.addressLines) {
    const part = index === -1 ? '' : trimmed(fields[index]);
    if (!isPlaceholder(part)) parts.push(part);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

const INTEGER = /^-?\d{1,9}(\.0*)?$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/;
const BIGINT = /^\d{1,18}(\.0*)?$/;

/** The COPY text of a value, COPY_NULL for "no value", or undefined when the row must be rejected. */
function convert(raw: string, kind: ValueKind, escape: (text: string) => string): string | undefined {
  const value = trimmed(raw);
  if (value.length === 0) return COPY_NULL;
  switch (kind) {
    case 'text':
      return isPlaceholder(value) ? COPY_NULL : escape(value);
    case 'rating': {
      if (value.length !== 1) return COPY_NULL;
      const letter = value.toUpperCase();
      return letter >= 'A' && letter <= 'G' ? letter : COPY_NULL;
    }
    case 'flag':
      return flag(value);
    case 'int':
      return INTEGER.test(value) ? wholePart(value) : COPY_NULL;
    case 'bigint':
      return BIGINT.test(value) ? wholePart(value) : COPY_NULL;
    case 'number':
      return NUMBER.test(value) ? value : COPY_NULL;
    case 'date':
      if (isPlaceholder(value)) return COPY_NULL;
      return isCalendarDate(value) ? value : undefined;
    case 'datetime':
      if (isPlaceholder(value)) return COPY_NULL;
      return isDateTime(value) ? value : undefined;
  }
}

const same = (text: string) => text;

function wholePart(value: string): string {
  const dot = value.indexOf('.');
  return dot === -1 ? value : value.slice(0, dot);
}

function flag(value: string): string {
  switch (value.toUpperCase()) {
    case 'Y':
    case 'YES':
    case 'TRUE':
      return 't';
    case 'N':
    case 'NO':
    case 'FALSE':
      return 'f';
    default:
      return COPY_NULL;
  }
}
