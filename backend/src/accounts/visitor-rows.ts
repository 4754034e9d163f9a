import type { EntityManager } from '@mikro-orm/postgresql';
import { ownedEntity, VISITOR_OWNED } from '../privacy/index.js';

/**
 * Hands everything one visitor saved to another; run inside the caller's transaction. Rows owned
 * through another (a plan's recommendations, a home's share links) follow their owner's row.
 */
export async function moveVisitorRows(em: EntityManager, from: string, to: string): Promise<void> {
  for (const kind of VISITOR_OWNED) {
    await em.nativeUpdate(ownedEntity(kind), { ownerVisitorId: from }, { ownerVisitorId: to });
  }
}
