import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../errors/domain-error.js';
import type { Session } from '../session/session.js';
import { User } from './user.entity.js';

/**
 * The user a session acts for, or null when it is anonymous or its sign-in has ended: the account
 * is gone, or its sessions were ended (password reset, deletion) after this session signed in.
 */
export async function findSignedInUser(em: EntityManager, session: Session): Promise<User | null> {
  const { userId, signedInAt } = session.data;
  if (!userId || !signedInAt) return null;
  const user = await em.findOne(User, { id: userId });
  if (!user || new Date(signedInAt) < user.sessionsValidFrom) return null;
  return user;
}

/** The signed-in user; UNAUTHENTICATED (401) for an anonymous or ended session. */
export async function requireSignedInUser(em: EntityManager, session: Session): Promise<User> {
  const user = await findSignedInUser(em, session);
  if (!user) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
  return user;
}
