import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { distinctKeys, lmkKeyOf, type ImportBatch, type RejectRow, type WriteCounts } from './import-batch.js';
import { ImportFileStore } from './import-file-store.js';
import { CLEAR_STAGING_SQL, COPY_SQL, CREATE_STAGING_SQL, mergeSql } from './staging-sql.js';

/** Lines per COPY write: large enough to keep the socket busy, small enough to stay off big strings. */
const LINES_PER_CHUNK = 2_000;

export interface CommitTarget {
  fileKey: string;
  source: string;
  /** The file is finished with this batch. */
  done: boolean;
}

/**
 * Writes batches through one dedicated connection: COPY into the staging table, merge, record
 * the file's progress, commit. If PostgreSQL refuses a batch for a reason the record checks did
 * not foresee, the batch is split in halves under savepoints until the refused rows are single
 * ones; those are rejected with PostgreSQL's message and the rest is kept.
 */
export class CertificateWriter {
  readonly files: ImportFileStore;

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
      const counts = await this.mergeRange(batch, 0, batch.size, target.source, rejects);
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

  private async mergeRange(
    batch: ImportBatch,
    from: number,
    to: number,
    source: string,
    rejects: RejectRow[],
  ): Promise<WriteCounts> {
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 };
    if (to <= from) return counts;
    const whole = from === 0 && to === batch.size;
    if (!whole) await this.client.query('savepoint range');
    try {
      const distinct = distinctKeys(batch, from, to);
      await this.copy(batch.copyLines, from, to);
      const merged = await this.client.query<{ inserted: number; updated: number }>(mergeSql(distinct < to - from));
      await this.client.query(CLEAR_STAGING_SQL);
      if (!whole) await this.client.query('release savepoint range');
      const { inserted, updated } = merged.rows[0];
      return { inserted, updated, unchanged: distinct - inserted - updated, duplicates: to - from - distinct, rejected: 0 };
    } catch (error) {
      if (whole) {
        // Start over inside the transaction, now range by range under savepoints.
        await this.client.query('rollback');
        await this.client.query('begin');
      } else {
        await this.client.query('rollback to savepoint range');
        await this.client.query('release savepoint range');
      }
      if (to - from === 1) {
        rejects.push({
          source,
          line: batch.lineNumbers[from],
          lmkKey: lmkKeyOf(batch.copyLines[from]),
          reason: `refused by PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
          record: batch.copyLines[from].replace(/\n$/, '').replace(/\t/g, ' | '),
        });
        return counts;
      }
      const middle = from + Math.ceil((to - from) / 2);
      const left = await this.mergeRange(batch, from, middle, source, rejects);
      const right = await this.mergeRange(batch, middle, to, source, rejects);
      for (const key of ['inserted', 'updated', 'unchanged', 'duplicates'] as const) counts[key] = left[key] + right[key];
      return counts;
    }
  }

  private async copy(lines: string[], from: number, to: number): Promise<void> {
    function* chunks() {
      for (let start = from; start < to; start += LINES_PER_CHUNK) {
        yield lines.slice(start, Math.min(start + LINES_PER_CHUNK, to)).join('');
      }
    }
    await pipeline(Readable.from(chunks()), this.client.query(copyFrom(COPY_SQL)));
  }
}
