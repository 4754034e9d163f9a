import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.js';
import { writeCertificates } from './generate/write-certificates.js';
import { importCertificates } from './import/epc-importer.js';

/**
 * The bundled sample: made-up certificates at about fifty real postcodes, generated with a fixed
 * seed (so every machine gets the same homes) and loaded by the same importer as the national
 * data. About 38 certificates per postcode, older certificates of a home included, like the register.
 */
const SAMPLE_DATASET = { rows: 2_000, seed: 'warmwise', postcodes: 'sample' } as const;

/** Loads the sample into an empty certificate table, so a fresh install works offline. */
export async function importSampleDatasetIfEmpty(em: EntityManager, databaseUrl: string, logger: Logger): Promise<number> {
  const [{ found }] = await em.getConnection().execute<Array<{ found: boolean }>>(
    'select exists (select 1 from epc_certificate) as found',
  );
  if (found) return 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'warmwise-sample-'));
  try {
    const file = path.join(dir, 'certificates.csv');
    await writeCertificates(file, SAMPLE_DATASET);
    const summary = await importCertificates({ input: file, databaseUrl, rejectsPath: path.join(dir, 'rejects.csv') });
    logger.info({ certificates: summary.inserted, elapsedMs: Math.round(summary.elapsedMs) }, 'sample EPC dataset imported');
    return summary.inserted;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
