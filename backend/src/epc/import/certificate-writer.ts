import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ImportBatch, RejectRow, WriteCounts } from './import-batch.js';
import { ImportFileStore } from './import-file-store.js';
import { CLEAR_STAGING_SQL, COPY_SQL, CREATE_STAGING_SQL, DIRECT_COPY_SQL, mergeSql } from './staging-sql.js';

/** Bytes per COPY write: large enough to keep the socket busy, small enough to interleave. */
const BYTES_PER_CHUNK = 1 << 20;

export interface CommitTarget {
  fileKey: string;
  source: string;
  /** The file is finished with this batch. */
  done: boolean;
}

/**
 * Writes batches through one dedicated connection, one transaction per batch:
 * 1. rows alone in the batch with their LMK_KEY are COPYed straight into the table, which works
 *    when none is there yet (a first import, new certificates; see writeNewRows);
 * 2. the others are COPYed into the staging table and merged (see staging-sql.ts);
 * 3. the file's progress is recorded, and the transaction commits.
 * If PostgreSQL refuses the direct COPY (a key already there, or a value it cannot take), its
 * rows go through the merge instead. If it refuses rows in the merge for a reason the record
 * checks did not foresee, the rows are split in halves under savepoints until the refused rows
 * are single ones; those are rejected with PostgreSQL's message and the rest is kept.
 */
export class CertificateWriter {
  readonly files: ImportFileStore;
  /** Whether the next batch tries the direct COPY (see writeNewRows). */
  private tryDirect = true;

  private constructor(private readonly client: pg.Client) {
    this.files = new ImportFileStore(client);
  }

  static async connect(databaseUrl: string): Promise<CertificateWriter> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'warmwise-epc-import' });
    await client.connect();
    try {
      // Each batch records its own progress in the same transaction, so a commit lost to a crash
      // loses its progress row too and the next run redoes exactly that batch: no need to wait
      // for the WAL flush. work_mem and temp_buffers keep the batch's sort and staging in memory.
      await client.query(`set synchronous_commit = off; set work_mem = '256MB'; set temp_buffers = '512MB'`);
      await client.query(CREATE_STAGING_SQL);
    } catch (error) {
      await client.end();
      throw error;
    }
    return new CertificateWriter(client);
  }

  async write(batch: ImportBatch, target: CommitTarget): Promise<{ counts: WriteCounts; rejects: RejectRow[] }> {
    const rejects: RejectRow[] = [];
    await this.client.query('begin');
    try {
      const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 };
      const direct = await this.writeNewRows(batch);
      let merged = Array.from({ length: batch.size }, (_, i) => i);
      if (direct.length === batch.size) merged = [];
      else if (direct.length > 0) {
        const isDirect = new Uint8Array(batch.size);
        for (const i of direct) isDirect[i] = 1;
        merged = merged.filter((i) => isDirect[i] === 0);
      }
      counts.inserted += direct.length;
      const fromMerge = await this.mergeRows(batch, merged, target.source, rejects);
      if (merged.length > 0 && fromMerge.updated + fromMerge.unchanged === 0 && rejects.length === 0) this.tryDirect = true;
      for (const key of ['inserted', 'updated', 'unchanged', 'duplicates'] as const) counts[key] += fromMerge[key];
      counts.rejected = batch.rejects.length + rejects.length;
      await this.files.recordBatch(target.fileKey, batch.recordsThrough, counts, target.done);
      await this.client.query('commit');
      return { counts, rejects };
    } catch (error) {
      await this.client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  /**
   * COPYs straight into the table the rows that can go there, and returns them (indexes into
   * the batch): rows whose key is not in the table yet and comes once in the batch. Keys with
   * control characters or backslashes (never seen in the register) are left to the merge.
   *
   * The COPY is simply tried: while rows keep being new (a first import, new certificates only)
   * that is all it takes. When it meets a key the table holds (a re-import), it stops there and
   * the batch goes through the merge; so do the following batches, until one turns out to have
   * been all new, when the COPY is tried again.
   */
  private async writeNewRows(batch: ImportBatch): Promise<number[]> {
    if (batch.size === 0 || !this.tryDirect) return [];
    const keys = batch.keys;
    let once: (key: string) => boolean = () => true;
    if (batch.duplicates > 0) {
      const seen = new Map<string, number>();
      for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
      once = (key) => seen.get(key) === 1;
    }
    const candidates: number[] = [];
    for (let i = 0; i < keys.length; i++) if (!isOddKey(keys[i]) && once(keys[i])) candidates.push(i);
    if (candidates.length === 0) return [];
    if (await this.copyDirect(batch, candidates)) return candidates;
    this.tryDirect = false;
    return [];
  }

  /** COPYs the rows straight into the table under a savepoint; false (and nothing written) if refused. */
  private async copyDirect(batch: ImportBatch, rows: number[]): Promise<boolean> {
    await this.client.query('savepoint direct');
    try {
      await this.copy(batch, rows, DIRECT_COPY_SQL);
      await this.client.query('release savepoint direct');
      return true;
    } catch {
      await this.client.query('rollback to savepoint direct');
      await this.client.query('release savepoint direct');
      return false;
    }
  }

  /** Stages and merges the rows (indexes into the batch, in file order), splitting on refusal. */
  private async mergeRows(batch: ImportBatch, rows: number[], source: string, rejects: RejectRow[]): Promise<WriteCounts> {
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 };
    if (rows.length === 0) return counts;
    await this.client.query('savepoint range');
    try {
      const distinct = new Set(rows.map((i) => batch.keys[i])).size;
      await this.copy(batch, rows, COPY_SQL);
      const merged = await this.client.query<{ inserted: number; updated: number }>(mergeSql(distinct < rows.length));
      await this.client.query(CLEAR_STAGING_SQL);
      await this.client.query('release savepoint range');
      const { inserted, updated } = merged.rows[0];
      return { inserted, updated, unchanged: distinct - inserted - updated, duplicates: rows.length - distinct, rejected: 0 };
    } catch (error) {
      await this.client.query('rollback to savepoint range');
      await this.client.query('release savepoint range');
      if (rows.length === 1) {
        const line = batch.copyLine(rows[0]);
        rejects.push({
          source,
          line: batch.lineNumbers[rows[0]],
          lmkKey: batch.keys[rows[0]],
          reason: `refused by PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
          record: line.replace(/\n$/, '').replace(/\t/g, ' | '),
        });
        return counts;
      }
      const middle = Math.ceil(rows.length / 2);
      const left = await this.mergeRows(batch, rows.slice(0, middle), source, rejects);
      const right = await this.mergeRows(batch, rows.slice(middle), source, rejects);
      for (const key of ['inserted', 'updated', 'unchanged', 'duplicates'] as const) counts[key] = left[key] + right[key];
      return counts;
    }
  }

  /** COPYs the batch's lines `rows` (ascending indexes), sending runs of adjacent lines as they lie. */
  private async copy(batch: ImportBatch, rows: number[], sql: string): Promise<void> {
    function* chunks() {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for (let at = 0; at < rows.length; ) {
        let end = at + 1;
        while (end < rows.length && rows[end] === rows[end - 1] + 1) end++;
        const run = batch.bytes(rows[at], rows[end - 1] + 1);
        at = end;
        for (let offset = 0; offset < run.length; offset += BYTES_PER_CHUNK) {
          const piece = run.subarray(offset, offset + BYTES_PER_CHUNK);
          pending.push(piece);
          pendingBytes += piece.length;
          if (pendingBytes >= BYTES_PER_CHUNK) {
            yield pending.length === 1 ? pending[0] : Buffer.concat(pending);
            pending = [];
            pendingBytes = 0;
          }
        }
      }
      if (pending.length > 0) yield pending.length === 1 ? pending[0] : Buffer.concat(pending);
    }
    await pipeline(Readable.from(chunks(), { objectMode: false }), this.client.query(copyFrom(sql)));
  }
}

/** Keys the direct path leaves alone, to the merge: with control characters or a backslash (never seen). */
function isOddKey(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 32 || c === 92) return true;
  }
  return false;
}
