import { randomUUID } from 'node:crypto';
import { User } from './user.entity.js';
import type { AccountDeps } from './account-deps.js';
import { welcomeToAccountMail } from './account-mail.js';

/**
 * Creates the account for a verified address. The registering session's visitor id becomes the
 * account's, so what the visitor saved is the account's from now on; the session itself then
 * starts anew and reads those rows again after signing in (an anonymous session must never hold
 * an account's visitor id: a password reset could not end it).
 */
export async function createAccount(deps: AccountDeps, email: string, passwordHash: string): Promise<User> {
  const { em, session } = deps;
  // A session that already handed its visitor id to an account (or is signed in) cannot give it twice.
  const visitorTaken = (await em.count(User, { visitorId: session.data.visitorId })) > 0;
  const consent = session.data.consent;
  const user = em.create(User, {
    email,
    passwordHash,
    visitorId: visitorTaken ? randomUUID() : session.data.visitorId,
    consentVersion: consent?.version ?? null,
    consentAt: consent ? new Date(consent.timestamp) : null,
  });
  await em.transactional(async (tx) => {
    tx.persist(user);
    await tx.flush();
    await deps.mail.enqueue([welcomeToAccountMail(email, deps.settings.publicBaseUrl)], { em: tx });
  });
  if (!visitorTaken) await deps.sessionControl.startAnew();
  return user;
}
