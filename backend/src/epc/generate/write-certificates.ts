import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { OFFICIAL_CERTIFICATE_COLUMNS } from '../epc-columns.js';
import { csvLine } from '../import/reject-file.js';
import { generateCertificates, type GeneratorOptions } from './certificate-generator.js';

const FLUSH_AT = 1 << 20;

interface Output {
  stream: WriteStream;
  pending: string;
  rows: number;
}

export interface WrittenFiles {
  files: Array<{ path: string; rows: number }>;
  rows: number;
}

/**
 * Writes generated certificates as the bulk download lays them out: to `out` itself when it
 * ends in .csv, else into one `domestic-<code>-<authority>/certificates.csv` per local
 * authority below the folder `out`. Streamed with back-pressure, so a million rows need little
 * memory.
 */
export async function writeCertificates(out: string, options: GeneratorOptions): Promise<WrittenFiles> {
  const single = out.toLowerCase().endsWith('.csv');
  const outputs = new Map<string, Output>();
  const header = csvLine(OFFICIAL_CERTIFICATE_COLUMNS);

  const outputFor = async (code: string, label: string): Promise<Output> => {
    const key = single ? '' : code;
    let output = outputs.get(key);
    if (!output) {
      const file = single ? out : path.join(out, `domestic-${code}-${label.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '')}`, 'certificates.csv');
      await mkdir(path.dirname(file), { recursive: true });
      output = { stream: createWriteStream(file), pending: header, rows: 0 };
      outputs.set(key, output);
    }
    return output;
  };

  let rows = 0;
  for (const certificate of generateCertificates(options)) {
    const output = await outputFor(certificate.localAuthority, certificate.localAuthorityLabel);
    output.pending += csvLine(certificate.fields);
    output.rows++;
    rows++;
    if (output.pending.length >= FLUSH_AT) await flush(output);
  }
  const files: WrittenFiles['files'] = [];
  for (const output of outputs.values()) {
    await flush(output);
    output.stream.end();
    await once(output.stream, 'finish');
    files.push({ path: String(output.stream.path), rows: output.rows });
  }
  if (outputs.size === 0 && single) {
    // No rows: still a valid file, with its header.
    const output = await outputFor('', '');
    output.stream.end(output.pending);
    await once(output.stream, 'finish');
    files.push({ path: out, rows: 0 });
  }
  return { files: files.sort((a, b) => a.path.localeCompare(b.path)), rows };
}

async function flush(output: Output): Promise<void> {
  if (output.pending.length === 0) return;
  const ok = output.stream.write(output.pending);
  output.pending = '';
  if (!ok) await once(output.stream, 'drain');
}
