import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface ZipEntryInfo {
  name: string;
  size: number;
  crc32: number;
  entry: yauzl.Entry;
}

/**
 * Reads a zip's central directory (yauzl handles Zip64, which the national bulk file needs), so
 * the entries are known before any is read; each is then streamed and inflated on the fly.
 */
export async function listZipEntries(zipPath: string): Promise<{
  entries: ZipEntryInfo[];
  open(entry: ZipEntryInfo): Promise<Readable>;
  close(): void;
}> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = await new Promise<ZipEntryInfo[]>((resolve, reject) => {
    const found: ZipEntryInfo[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) {
        found.push({ name: entry.fileName, size: entry.uncompressedSize, crc32: entry.crc32, entry });
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve(found));
    zip.once('error', reject);
    zip.readEntry();
  });
  return {
    entries,
    open: (info) =>
      new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(info.entry, (error, stream) => (error ? reject(error) : resolve(stream))),
      ),
    close: () => zip.close(),
  };
}
