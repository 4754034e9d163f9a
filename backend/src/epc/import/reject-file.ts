import { appendFileSync, existsSync, statSync } from 'node:fs';
import type { RejectRow } from './import-batch.js';

const HEADER = 'source,line,lmk_key,reason,record\n';

/**
 * The rows an import refused, as CSV: where each came from (file and line), its LMK_KEY, why,
 * and the record itself. Rows are appended once their batch has committed, so after an
 * interruption and resume each refused row is listed once. Created only when there is something
 * to write; a header is written when the file is new.
 */
export class RejectFile {
  private count = 0;

  constructor(readonly path: string) {}

  get written(): number {
    return this.count;
  }

  append(rows: RejectRow[]): void {
    if (rows.length === 0) return;
    const isNew = !existsSync(this.path) || statSync(this.path).size === 0;
    const text = rows.map((r) => csvLine([r.source, String(r.line), r.lmkKey, r.reason, r.record])).join('');
    appendFileSync(this.path, (isNew ? HEADER : '') + text);
    this.count += rows.length;
  }
}

/** Fields joined as one CSV line, quoted where they need it. */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + '\n';
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
