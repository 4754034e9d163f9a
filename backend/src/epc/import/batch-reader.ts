import { readHeader, stageRecord, usedColumns, type HeaderLayout } from './certificate-record.js';
import { CsvRecordParser, MAX_RECORD_CHARS } from './csv-record-parser.js';
import { ImportBatch } from './import-batch.js';

/** A file that cannot be read or imported at all (unreadable, no header, required columns missing). */
export class SourceError extends Error {}

/** What a reader needs to know of the file it reads. */
export interface ReadPlan {
  /** Shown in rejects. */
  source: string;
  /** Records already committed by an earlier run: read past, not staged. */
  skip: number;
  /** Records (staged or rejected) per batch. */
  batchSize: number;
}

/** The end of a file: its last batches (the final one last, perhaps empty) and its record count. */
export interface ReadEnd {
  batches: ImportBatch[];
  /** Data records of the whole file, including those skipped on resume. */
  records: number;
}

/**
 * Bytes decoded and parsed at a time. The parser passes over its text several times (line ends,
 * commas, quotes, characters COPY escapes): text of this size stays in the core's cache between
 * passes, while a whole 1 MiB chunk at once parsed measurably slower.
 */
const PARSE_BYTES = 64 * 1024;

/**
 * Turns one CSV file's bytes into batches, synchronously: decode, parse, check and stage each
 * record. The same code runs in the importer's thread or in a parse worker (see parse-worker.ts),
 * so both ways stage the same lines and reject the same records for the same reasons.
 */
export class BatchReader {
  private layout: HeaderLayout | undefined;
  private records = 0;
  private batch = new ImportBatch();
  private full: ImportBatch[] = [];
  private readonly parser = new CsvRecordParser((line, start) => this.refuse(line, start));
  // TextDecoder (simdutf in Node 24) decodes several times faster than StringDecoder.
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private first = true;
  private readonly onRecord = (fields: string[], line: number) => this.stage(fields, line);

  constructor(private readonly plan: ReadPlan) {}

  /** Reads `bytes` (any cut of the file); returns the batches that filled up. */
  push(bytes: Uint8Array): ImportBatch[] {
    for (let at = 0; at < bytes.length; at += PARSE_BYTES) this.pushText(this.decoder.decode(bytes.subarray(at, at + PARSE_BYTES), { stream: true }));
    return this.full.splice(0);
  }

  private pushText(decoded: string): void {
    let text = decoded;
    if (this.first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      this.first = false;
    }
    this.parser.push(text, this.onRecord);
  }

  /** A record too long to be a certificate, refused at its first line break (csv-record-parser.ts). */
  private refuse(line: number, start: string): void {
    if (this.layout === undefined) throw new SourceError(`${this.plan.source}: header row longer than ${MAX_RECORD_CHARS.toLocaleString('en-GB')} characters`);
    if (++this.records <= this.plan.skip) return;
    const reason = `record longer than ${MAX_RECORD_CHARS.toLocaleString('en-GB')} characters (read on from its next line)`;
    this.batch.reject({ source: this.plan.source, line, lmkKey: '', reason, record: start });
  }

  /** Reads what is left once the file has ended. */
  end(): ReadEnd {
    this.parser.push(this.decoder.decode(), this.onRecord);
    const tail = this.parser.end(this.onRecord);
    if (this.layout === undefined) throw new SourceError(`${this.plan.source}: empty file (no header row)`);
    if (tail && ++this.records > this.plan.skip) {
      const reason = 'unclosed quote at end of file (truncated?)';
      this.batch.reject({ source: this.plan.source, line: tail.line, lmkKey: '', reason, record: tail.text });
    }
    this.batch.recordsThrough = this.records;
    return { batches: [...this.full.splice(0), this.batch], records: this.records };
  }

  private stage(fields: string[], line: number): void {
    if (this.layout === undefined) {
      const header = readHeader(fields);
      if ('missing' in header) throw new SourceError(`${this.plan.source}: header lacks ${header.missing.join(', ')}`);
      this.layout = header.layout;
      this.parser.keepOnly(usedColumns(header.layout));
      return;
    }
    if (++this.records <= this.plan.skip) return;
    const staged = stageRecord(fields, this.layout, this.parser.recordIsPlain());
    if ('copyLine' in staged) {
      this.batch.stage(staged.lmkKey, staged.copyLine, line);
    } else {
      const record = this.parser.rawRecord();
      this.batch.reject({ source: this.plan.source, line, lmkKey: staged.lmkKey, reason: staged.reason, record });
    }
    if (this.batch.size + this.batch.rejects.length >= this.plan.batchSize) {
      this.batch.recordsThrough = this.records;
      this.full.push(this.batch);
      this.batch = new ImportBatch();
    }
  }
}
