import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 24 bytes: 192 bits an attacker would have to guess, 32 URL-safe characters. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/**
 * Share-link tokens derived from a random per-link seed and a server key: the database holds the
 * seed and the token's SHA-256, so a copy of it opens no plan, while the server can show the owner
 * the same link again. The key is derived from the server secret with its own label, so codes and
 * links never share a key. Without a configured secret a random key is used: links made before a
 * restart keep working, but asking again then makes a new one.
 */
export class ShareTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string | undefined) {
    this.key = serverSecret ? createHmac('sha256', serverSecret).update('warmwise share links').digest() : randomBytes(32);
  }

  newSeed(): string {
    return randomBytes(32).toString('hex');
  }

  tokenFor(seed: string): string {
    return createHmac('sha256', this.key).update(seed).digest().subarray(0, TOKEN_BYTES).toString('base64url');
  }

  /** What the database stores and is searched by. */
  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** Anything else cannot be one of ours: answered as not found without a query. */
  isWellFormed(token: unknown): token is string {
    return typeof token === 'string' && TOKEN_SHAPE.test(token);
  }
}
