import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { listZipEntries } from './zip-entries.js';

/** One CSV to import: a file on disk or an entry of a zip. */
export interface ImportSource {
  /** Shown in progress and rejects: the path below the input folder, or 'archive.zip!entry'. */
  name: string;
  /** Bytes of CSV text (uncompressed), for the progress bar. */
  size: number;
  /** Stable across runs for the same content, so a finished file is recognised. */
  fileKey: string;
  open(): Promise<Readable>;
}

export interface SourceList {
  sources: ImportSource[];
  /** Releases what listing opened (a zip's file handle). */
  close(): void;
}

/**
 * The CSVs an input holds: a .csv file itself; in a folder (searched recursively) or a .zip, the
 * bulk download's per-authority `certificates.csv` files (its `recommendations.csv` are another
 * table) — or, when none has that name, every .csv. Reject files written by earlier runs are
 * skipped. Sorted by path so every run goes through them in the same order.
 */
export async function listSources(input: string): Promise<SourceList> {
  const info = await stat(input);
  if (info.isDirectory()) return { sources: await folderSources(input), close: () => undefined };
  if (input.toLowerCase().endsWith('.zip')) return zipSources(input);
  return { sources: [await fileSource(input, path.basename(input))], close: () => undefined };
}

function pickCsvNames(names: string[]): string[] {
  const csv = names.filter((name) => /\.csv$/i.test(name) && !/\.rejects\.csv$/i.test(name));
  const certificates = csv.filter((name) => path.posix.basename(name.replace(/\\/g, '/')).toLowerCase() === 'certificates.csv');
  return (certificates.length > 0 ? certificates : csv).sort();
}

async function folderSources(folder: string): Promise<ImportSource[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  return Promise.all(pickCsvNames(names).map((name) => fileSource(path.join(folder, name), name.split(path.sep).join('/'))));
}

async function fileSource(file: string, name: string): Promise<ImportSource> {
  const info = await stat(file);
  return {
    name,
    size: info.size,
    fileKey: keyOf(['file', path.resolve(file), info.size, Math.trunc(info.mtimeMs)]),
    open: async () => createReadStream(file, { highWaterMark: 1 << 20 }),
  };
}

async function zipSources(zipPath: string): Promise<SourceList> {
  const zip = await listZipEntries(zipPath);
  const byName = new Map(zip.entries.map((entry) => [entry.name, entry]));
  const sources = pickCsvNames([...byName.keys()]).map((name): ImportSource => {
    const entry = byName.get(name)!;
    return {
      name: `${path.basename(zipPath)}!${name}`,
      size: entry.size,
      // The entry's CRC and size identify its content wherever the archive is kept.
      fileKey: keyOf(['zip', name, entry.crc32, entry.size]),
      open: () => zip.open(entry),
    };
  });
  return { sources, close: zip.close };
}

function keyOf(parts: Array<string | number>): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}
