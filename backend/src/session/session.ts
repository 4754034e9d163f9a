import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import type { ThermyConversation } from '../thermy/index.js';

/** The consent record, with the wording's version and when it was given (docs/product.md, "Consent"). */
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
  /** The visitor's conversation with Thermy: kept here only, never in a table. */
  thermy?: ThermyConversation;
}

/**
 * How the request that holds a session takes part in it: whether a new session may start, the
 * cookie to set, a store failure to log.
 */
export interface SessionListener {
  /** Before a new session is first saved: throws (RATE_LIMITED) when this client may not start one. */
  admitNew(): Promise<void>;
  /** The session has an id the browser does not hold yet (first save, sign-in). */
  idChanged(session: Session): void;
  storeFailed(error: unknown): void;
}

/**
 * - stored: in the store, and the browser holds (or is being sent) its cookie;
 * - pending: a visitor with nothing to remember yet; saved, and its cookie set, on the first keep();
 * - transient: made while the store was unreachable for a visitor whose cookie we could not read:
 *   never saved, so their real session is found again once the store is back.
 */
type Persistence = 'stored' | 'pending' | 'transient';

const ID_BYTES = 32; // 256 bits, far above the 64-bit floor of OWASP ASVS 3.2.2.
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newId = () => randomBytes(ID_BYTES).toString('base64url');
/** A fresh anonymous visitor: new visitor id, no consent, nobody signed in. */
const newSessionData = (): SessionData => ({ createdAt: new Date().toISOString(), visitorId: randomUUID() });

/**
 * One visitor's session. Reading needs nothing from the store: a visitor who only looks things up
 * is never stored, so a script without cookies cannot fill the store. Whatever writes something
 * the visitor must find again calls keep() first.
 */
export class Session {
  // Made on first read: a visitor who only looks things up never needs one.
  #id: string | undefined;
  #persistence: Persistence;
  #firstSave: Promise<void> | undefined;
  #admission: Promise<void> | undefined;

  constructor(
    private readonly manager: SessionManager,
    id: string | undefined,
    public data: SessionData,
    persistence: Persistence,
    private readonly listener: SessionListener,
  ) {
    this.#id = id;
    this.#persistence = persistence;
  }

  /** The secret that travels in the cookie. */
  get id(): string {
    return (this.#id ??= newId());
  }

  /** True once saved: the visitor's browser holds (or is being sent) its cookie. */
  get stored(): boolean {
    return this.#persistence === 'stored';
  }

  /**
   * Makes sure the session (with its data as it is now) is remembered: saves it, and on the first
   * save sets its cookie. Throws SERVICE_UNAVAILABLE with the caller's words when the store is down,
   * since the visitor could never find again what they were about to save.
   */
  async keep(unavailableMessage: string): Promise<void> {
    if (this.#persistence === 'transient') throw new DomainError('SERVICE_UNAVAILABLE', unavailableMessage);
    if (this.#persistence === 'pending') await (this.#admission ??= this.listener.admitNew());
    try {
      if (this.#persistence === 'stored') {
        await this.manager.save(this);
        return;
      }
      // Writes keeping it at the same time save and announce a new session once.
      this.#firstSave ??= this.manager.save(this);
      await this.#firstSave;
    } catch (error) {
      this.#firstSave = undefined;
      this.listener.storeFailed(error);
      throw new DomainError('SERVICE_UNAVAILABLE', unavailableMessage);
    }
    if (this.#persistence === 'pending') {
      this.#persistence = 'stored';
      this.listener.idChanged(this);
    }
  }

  /** Moves the data to a new id (at sign-in) so an id planted or seen before is worthless after. */
  async rotate(): Promise<void> {
    await this.dropId();
    await this.manager.save(this);
    this.#persistence = 'stored';
    this.listener.idChanged(this);
  }

  /**
   * Ends the session in the store. The object becomes a new anonymous visitor, unsaved, so nothing
   * later in the request acts for the user or brings the old id back.
   */
  async end(): Promise<void> {
    await this.dropId();
    this.data = newSessionData();
    if (this.#persistence === 'stored') this.#persistence = 'pending';
  }

  /** Deletes the current id from the store (when saved there) and takes a new one, not yet saved. */
  private async dropId(): Promise<void> {
    if (this.#persistence === 'stored') await this.manager.destroy(this);
    this.#id = newId();
    this.#firstSave = undefined;
  }
}

/**
 * A listener for sessions used outside a request (jobs, tests): nobody to tell.
 * @internal exported for its tests
 */
export const UNHEARD: SessionListener = { admitNew: async () => undefined, idChanged: () => undefined, storeFailed: () => undefined };

/**
 * Server-side sessions in the key-value store. The store key is a hash of the cookie value,
 * so a leaked store dump (or a log line with a key) does not hand out live sessions.
 */
export class SessionManager {
  constructor(
    private readonly store: KeyValueStore,
    private readonly ttlSeconds: number,
  ) {}

  /** A new visitor, not saved: it costs the store nothing until keep(). */
  start(listener: SessionListener): Session {
    return new Session(this, undefined, newSessionData(), 'pending', listener);
  }

  /** A session that is never saved, for a visitor whose cookie could not be read (store down). */
  transient(): Session {
    return new Session(this, undefined, newSessionData(), 'transient', UNHEARD);
  }

  /** The session for a cookie value, or null when unknown or expired. Refreshes its idle timer. */
  async load(id: string, listener: SessionListener): Promise<Session | null> {
    if (!ID_PATTERN.test(id)) return null;
    const raw = await this.store.get(storeKey(id));
    if (raw === null) return null;
    const session = new Session(this, id, JSON.parse(raw) as SessionData, 'stored', listener);
    await this.save(session);
    return session;
  }

  save(session: Session): Promise<void> {
    return this.store.set(storeKey(session.id), JSON.stringify(session.data), this.ttlSeconds);
  }

  destroy(session: Session): Promise<void> {
    return this.store.delete(storeKey(session.id));
  }
}

function storeKey(id: string): string {
  return `session:${createHash('sha256').update(id).digest('base64url')}`;
}
