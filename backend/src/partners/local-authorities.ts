import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../errors/domain-error.js';
import type { KeyValueStore } from '../store/key-value-store.js';

type Nation = 'England' | 'Wales';

export interface LocalAuthority {
  /** The ONS code, such as E08000035. */
  code: string;
  name: string;
  nation: Nation;
}

const NATIONS: Record<string, Nation> = { E: 'England', W: 'Wales' };
const CACHE_KEY = 'partner:local-authorities';
/** The register changes with a monthly import at most; an hour keeps the scan below to one an hour. */
const CACHE_SECONDS = 3_600;

/**
 * The local authorities of England and Wales, as the EPC register in our database names them.
 * Reading them takes a pass over the register (it has no index on the authority, which would slow
 * every bulk import), so the list is kept in the store for an hour and shared by every server.
 */
async function allLocalAuthorities(em: EntityManager, store: KeyValueStore): Promise<LocalAuthority[]> {
  const cached = await store.get(CACHE_KEY).catch(() => null);
  if (cached) return JSON.parse(cached) as LocalAuthority[];
  const rows = await em.getConnection().execute<Array<{ code: string; name: string }>>(
    `select local_authority as code, min(local_authority_label) as name from epc_certificate
      where local_authority is not null and local_authority_label is not null group by local_authority order by 2`,
  );
  const list = rows.filter((row) => NATIONS[row.code[0]]).map((row) => ({ code: row.code, name: row.name, nation: NATIONS[row.code[0]] }));
  await store.set(CACHE_KEY, JSON.stringify(list), CACHE_SECONDS).catch(() => undefined);
  return list;
}

/** The local authority named by its ONS code or its name (any case, `query` trimmed by its schema); a clear 400 otherwise. */
export async function findLocalAuthority(em: EntityManager, store: KeyValueStore, query: string): Promise<LocalAuthority> {
  const wanted = query.toLowerCase();
  const found = (await allLocalAuthorities(em, store)).find((authority) => authority.code.toLowerCase() === wanted || authority.name.toLowerCase() === wanted);
  if (!found) {
    throw badInput(`No local authority in England or Wales is called "${query}": give its ONS code (such as E08000035) or its name (such as Leeds).`, {
      field: 'localAuthority',
    });
  }
  return found;
}
