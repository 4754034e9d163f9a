import { createHash, randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../store/key-value-store.js';

/** What the server remembers about one visitor. Later features add their fields here. */
export interface SessionData {
  createdAt: string;
}

export interface Session {
  /** The secret that travels in the cookie. */
  readonly id: string;
  data: SessionData;
  readonly isNew: boolean;
}

const ID_BYTES = 32; // 256 bits, far above the 64-bit floor of OWASP ASVS 3.2.2.

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
    const session: Session = {
      id: randomBytes(ID_BYTES).toString('base64url'),
      data: { createdAt: new Date().toISOString() },
      isNew: true,
    };
    await this.save(session);
    return session;
  }

  /** The session for a cookie value, or null when unknown or expired. Refreshes its idle timer. */
  async load(id: string): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const raw = await this.store.get(storeKey(id));
    if (raw === null) return null;
    const session: Session = { id, data: JSON.parse(raw) as SessionData, isNew: false };
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
    const fresh: Session = { id: randomBytes(ID_BYTES).toString('base64url'), data: session.data, isNew: true };
    await this.save(fresh);
    return fresh;
  }
}

function storeKey(id: string): string {
  return `session:${createHash('sha256').update(id).digest('base64url')}`;
}
