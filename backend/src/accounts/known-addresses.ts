import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from '../logging/logger.js';
import type { KeyValueStore } from '../store/key-value-store.js';

/** Ours: an address stays known this long after the account last proved itself from it. */
const KNOWN_ADDRESS_TTL_SECONDS = 90 * 86_400;

/**
 * The network addresses (and devices, by their device cookie) an account has proven itself from: a
 * sign-in with its password, or a reset with the code mailed to it. Strangers guessing from elsewhere hit limits these addresses are spared,
 * so they cannot lock the owner out. The store keeps a hash of account and address, never a list of
 * where a person signs in from; keyed by the account's id, so nothing outlives the account's erasure
 * in a form that leads back to it.
 */
export class KnownAddresses {
  constructor(
    private readonly store: KeyValueStore,
    private readonly log: Logger,
  ) {}

  /**
   * Whether the account has proven itself from the address. Without an account the same look-up runs
   * on a key nobody has, so the answer's timing does not tell who has one. With the store down: no.
   */
  async includes(accountId: string | undefined, address: string): Promise<boolean> {
    try {
      return (await this.store.get(knownKey(accountId ?? randomUUID(), address))) !== null;
    } catch {
      return false;
    }
  }

  /**
   * A key for this browser's own allowances when the account proved itself in it (its device cookie's
   * token, hashed so no store key holds it); null for a browser without one, or another account's.
   */
  async provenDeviceKey(accountId: string | undefined, deviceToken: string | undefined): Promise<string | null> {
    if (!deviceToken || !(await this.includes(accountId, devicePlace(deviceToken)))) return null;
    return createHash('sha256').update(deviceToken).digest('base64url');
  }

  /** Starts (or renews) the address's 90 days. A failure is logged: it only costs the owner the exemption. */
  async remember(accountId: string, address: string): Promise<void> {
    try {
      await this.store.set(knownKey(accountId, address), '1', KNOWN_ADDRESS_TTL_SECONDS);
    } catch (error) {
      this.log.warn({ err: error }, 'could not remember a proven address');
    }
  }
}

/**
 * A device's place in the same set: its device cookie's token, which only that browser holds. A
 * guesser sharing the owner's network has the network but not the token.
 */
export const devicePlace = (deviceToken: string) => `device\n${deviceToken}`;

const knownKey = (accountId: string, address: string) =>
  `known-address:${createHash('sha256').update(`${accountId}\n${address}`).digest('base64url')}`;
