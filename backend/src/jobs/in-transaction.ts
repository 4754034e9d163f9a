import type { EntityManager } from '@mikro-orm/postgresql';
import { type Db, fromKysely, type KyselyTransactionLike } from 'pg-boss';

/**
 * The open transaction of `em` as pg-boss's database (MikroORM runs on Kysely), so a job is
 * inserted on the same connection and in the same transaction as the row it is about: both
 * commit, or neither does.
 */
export function inTransactionOf(em: EntityManager): Db {
  const transaction = em.getTransactionContext<KyselyTransactionLike>();
  if (!transaction) throw new Error('A job sent with the rows it belongs to needs an open transaction (em.transactional)');
  return fromKysely(transaction);
}
