import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The local authority (ONS code) the register gives for a postcode: that of its newest certificate
 * (a postcode lies within one authority). Null for postcodes the register does not hold (Scotland,
 * new builds).
 */
export async function localAuthorityAt(em: EntityManager, postcode: string): Promise<string | null> {
  const [row] = await em.getConnection().execute<Array<{ code: string | null }>>(
    `select local_authority as code from epc_certificate where postcode = ? order by lodgement_date desc limit 1`,
    [postcode],
  );
  return row?.code ?? null;
}
