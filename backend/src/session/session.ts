import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../store/key-value-store.js';

/** Spec section 3: the consent record, with the wording's version and when it was given. */
export interface ConsentRecord {
  accepted: true;
  version: string;
  timestamp: string;
}

/** What the server remembers about one visitor. Later features add their fields here. */
export interface SessionData {
  consent?: ConsentRecord;
  createdAt: string;
  /**
   * Who owns what this visitor saves (properties, plans). Unlike the session id it survives
   * id rotation at sign-in, so nothing is lost when the session id changes.
   */
  visitorId: string;
  /** Set at sign-in: the account this session acts for. */
  userId?: string;
  /** When this session signed in (ISO); a password reset ends sessions signed in before it. */
  signedInAt?: string;
}

export interface Session {
  /** The secret that travels in the cookie. */
  readonly id: string;
  data: SessionData;
  readonly isNew: boolean;
  /**
   * False for a stand-in session made while the store is unreachable: the request can still be
   * served (look-ups need no memory), but nothing said to it will be remembered.
   */
  readonly stored: boolean;
}

const ID_BYTES = 32; // 256 bits, far above the 64-bit floor of OWASP ASVS 3.2.2.
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newId = () => randomBytes(ID_BYTES).toString('base64url');
/** A fresh anonymous visitor: new visitor id, no consent, nobody signed in. */
export const newSessionData = (): SessionData => ({ createdAt: new Date().toISOString(), visitorId: randomUUID() });

/**
 * Server-side sessions in the key-value store. The store key is a hash of the cookie value,
 * so a leaked store dump (or a log line with a key) does not hand out live sessions.
 */
export class SessionManager {
  constructor(
    private readonly store: KeyValueStore,
    private readonly ttlSeconds: number,
  ) {}

  async create(): Promise<Session> {
    const session: Session = { id: newId(), data: newSessionData(), isNew: true, stored: true };
    await this.save(session);
    return session;
  }

  /** A session that is never saved, for requests served while the store is down. */
  transient(): Session {
    return { id: newId(), data: newSessionData(), isNew: true, stored: false };
  }

  /** The session for a cookie value, or null when unknown or expired. Refreshes its idle timer. */
  async load(id: string): Promise<Session | null> {
    if (!ID_PATTERN.test(id)) return null;
    const raw = await this.store.get(storeKey(id));
    if (raw === null) return null;
    const session: Session = { id, data: JSON.parse(raw) as SessionData, isNew: false, stored: true };
    await this.save(session);
    return session;
  }

  save(session: Session): Promise<void> {
    return this.store.set(storeKey(session.id), JSON.stringify(session.data), this.ttlSeconds);
  }

  destroy(session: Session): Promise<void> {
    return this.store.delete(storeKey(session.id));
  }

  /** Moves the data to a new id (at login) so a session id fixed before sign-in is worthless after. */
  async regenerate(session: Session): Promise<Session> {
    await this.destroy(session);
    const fresh: Session = { id: newId(), data: session.data, isNew: true, stored: true };
    await this.save(fresh);
    return fresh;
  }
}

function storeKey(id: string): string {
  return `session:${createHash('sha256').update(id).digest('base64url')}`;
}
