import type pg from 'pg';
import type { WriteCounts } from './import-batch.js';

/** What epc_import_file remembers of one input file between runs. */
export interface FileProgress {
  status: 'in_progress' | 'done';
  rowsDone: number;
}

/**
 * Per-file progress in epc_import_file, written in the same transaction as each batch, so after
 * a crash or Ctrl-C the recorded row count is exactly what the table holds.
 */
export class ImportFileStore {
  constructor(private readonly client: pg.Client) {}

  async find(fileKey: string): Promise<FileProgress | undefined> {
    const result = await this.client.query<{ status: FileProgress['status']; rows_done: string }>(
      'select "status", "rows_done" from "epc_import_file" where "file_key" = $1',
      [fileKey],
    );
    const row = result.rows[0];
    return row ? { status: row.status, rowsDone: Number(row.rows_done) } : undefined;
  }

  /** Starts (or, with restart, starts over) the record of a file. */
  async start(fileKey: string, source: string, sizeBytes: number, restart: boolean): Promise<void> {
    await this.client.query(
      `insert into "epc_import_file" ("file_key", "source", "size_bytes", "status")
       values ($1, $2, $3, 'in_progress')
       on conflict ("file_key") do ${
         restart
           ? `update set "status" = 'in_progress', "rows_done" = 0, "inserted" = 0, "updated" = 0,
                "unchanged" = 0, "duplicates" = 0, "rejected" = 0, "started_at" = now(),
                "updated_at" = now(), "finished_at" = null, "source" = excluded."source"`
           : 'nothing'
       }`,
      [fileKey, source, sizeBytes],
    );
  }

  /** Adds a committed batch; call inside the batch's transaction. */
  async recordBatch(fileKey: string, rowsDone: number, counts: WriteCounts, done: boolean): Promise<void> {
    await this.client.query(
      `update "epc_import_file" set
         "rows_done" = $2, "inserted" = "inserted" + $3, "updated" = "updated" + $4,
         "unchanged" = "unchanged" + $5, "duplicates" = "duplicates" + $6, "rejected" = "rejected" + $7,
         "updated_at" = now(),
         "status" = case when $8::boolean then 'done' else 'in_progress' end,
         "finished_at" = case when $8::boolean then now() else null end
       where "file_key" = $1`,
      [fileKey, rowsDone, counts.inserted, counts.updated, counts.unchanged, counts.duplicates, counts.rejected, done],
    );
  }
}
