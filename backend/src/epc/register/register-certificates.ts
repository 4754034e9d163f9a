import type { Logger } from '../../logging/logger.js';
import { readHeader, stageRecord } from '../import/certificate-record.js';
import { CertificateWriter } from '../import/certificate-writer.js';
import { ImportBatch } from '../import/import-batch.js';
import { RegisterFormatError, type RegisterTable } from './register-table.js';

/** Where register rows go: epc_certificate, merged exactly as the bulk importer merges them. */
export interface CertificateSink {
  /** Stores a postcode's rows; returns how many certificates the table now holds from them. */
  store(postcode: string, table: RegisterTable): Promise<{ stored: number; rejected: number }>;
  close(): Promise<void>;
}

/**
 * Stores register rows through the importer's own path (stageRecord checks and renders each row,
 * CertificateWriter COPYs and merges), so a row from the register lands in epc_certificate
 * exactly as the same row from a bulk file would, and an older certificate never replaces a
 * newer one. Rows the checks refuse are logged and skipped.
 *
 * One connection, opened on first use and reopened after a failure; writes take turns on it.
 */
export class RegisterCertificates implements CertificateSink {
  private writer: Promise<CertificateWriter> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  store(postcode: string, table: RegisterTable): Promise<{ stored: number; rejected: number }> {
    const batch = this.stage(postcode, table);
    if (batch.size === 0) return Promise.resolve({ stored: 0, rejected: batch.rejects.length });
    const turn = this.queue.then(() => this.write(postcode, batch));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  async close(): Promise<void> {
    await this.queue;
    const writer = this.writer;
    this.writer = undefined;
    await writer?.then((w) => w.close()).catch(() => undefined);
  }

  private stage(postcode: string, table: RegisterTable): ImportBatch {
    const batch = new ImportBatch();
    if (table.unreadable > 0) this.logger.warn({ postcode, rows: table.unreadable }, 'register rows unreadable, skipped');
    if (table.rows.length === 0) return batch;
    const header = readHeader(table.header);
    if ('missing' in header) throw new RegisterFormatError(`rows lack ${header.missing.join(', ')}`);
    table.rows.forEach((fields, i) => {
      const staged = stageRecord(fields, header.layout);
      if ('copyLine' in staged) batch.stage(staged.lmkKey, staged.copyLine, i + 1);
      else batch.reject({ source: `register ${postcode}`, line: i + 1, lmkKey: staged.lmkKey, reason: staged.reason, record: '' });
    });
    batch.recordsThrough = table.rows.length;
    for (const reject of batch.rejects) {
      this.logger.warn({ postcode, row: reject.line, lmkKey: reject.lmkKey, reason: reject.reason }, 'register row skipped');
    }
    return batch;
  }

  private async write(postcode: string, batch: ImportBatch): Promise<{ stored: number; rejected: number }> {
    this.writer ??= CertificateWriter.connect(this.databaseUrl);
    try {
      const writer = await this.writer;
      // The file key is never started in epc_import_file, so the writer's progress update
      // touches no row: register answers are not import files.
      const { counts, rejects } = await writer.write(batch, { fileKey: `register:${postcode}`, source: `register ${postcode}`, done: true });
      for (const reject of rejects) {
        this.logger.warn({ postcode, lmkKey: reject.lmkKey, reason: reject.reason }, 'register row refused by the database');
      }
      return { stored: counts.inserted + counts.updated + counts.unchanged, rejected: counts.rejected };
    } catch (error) {
      // The connection may be broken: start a fresh one next time.
      const broken = this.writer;
      this.writer = undefined;
      await broken?.then((w) => w.close()).catch(() => undefined);
      throw error;
    }
  }
}
