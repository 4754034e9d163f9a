import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.js';
import { Address } from './address.entity.js';
import { sampleAddresses } from './sample-addresses.js';

/** Fills an empty address table with the sample homes; a table with any rows is left alone. */
export async function seedSampleAddressesIfEmpty(em: EntityManager, logger: Logger): Promise<number> {
  if ((await em.count(Address)) > 0) return 0;
  const rows = sampleAddresses();
  await em.transactional(async (tx) => {
    for (const row of rows) tx.persist(tx.create(Address, row));
  });
  logger.info({ addresses: rows.length }, 'sample addresses seeded');
  return rows.length;
}
