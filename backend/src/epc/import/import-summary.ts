import type { WriteCounts } from './import-batch.js';

export interface ImportSummary extends WriteCounts {
  /** CSV files found in the input. */
  files: number;
  /** Files read to their end in this run. */
  imported: number;
  /** Files already imported by an earlier run (same path, size and time; or same zip entry). */
  skipped: number;
  failed: Array<{ source: string; error: string }>;
  interrupted: boolean;
  /** Records read in this run, staged or rejected. */
  rowsRead: number;
  /** Records of part-done files committed by an earlier run, not read again. */
  resumedRows: number;
  elapsedMs: number;
  rowsPerSecond: number;
  /** Where refused rows were written, when there were any. */
  rejectsPath?: string;
}

export function formatSummary(summary: ImportSummary): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  const lines = [
    `EPC import ${summary.interrupted ? 'interrupted (run again to resume)' : summary.failed.length > 0 ? 'finished with errors' : 'finished'}`,
    `  files      ${n(summary.files)} (${n(summary.imported)} imported, ${n(summary.skipped)} already done, ${n(summary.failed.length)} failed)`,
    `  rows read  ${n(summary.rowsRead)}${summary.resumedRows > 0 ? ` (resumed after ${n(summary.resumedRows)} done earlier)` : ''}`,
    `  inserted   ${n(summary.inserted)}`,
    `  updated    ${n(summary.updated)}`,
    `  unchanged  ${n(summary.unchanged)}`,
    `  duplicates ${n(summary.duplicates)} (same LMK_KEY again in one batch; the newer one kept)`,
    `  rejected   ${n(summary.rejected)}${summary.rejectsPath ? ` -> ${summary.rejectsPath}` : ''}`,
    `  elapsed    ${(summary.elapsedMs / 1000).toFixed(1)} s, ${n(Math.round(summary.rowsPerSecond))} rows/s`,
  ];
  for (const failure of summary.failed) lines.push(`  failed: ${failure.source}: ${failure.error}`);
  return lines.join('\n');
}
