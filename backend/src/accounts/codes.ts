import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_LENGTH } from '@warmwise/common';
import type { EmailCodePurpose } from './email-code.entity.js';

// Reset codes: capitals and digits without the look-alikes (0/O, 1/I/L), easy to copy from a mail.
const RESET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh code from the CSPRNG: 6 digits for a verification, 6 characters for a reset. */
export function newCode(purpose: EmailCodePurpose): string {
  if (purpose === 'registration') return String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
  return Array.from({ length: AUTH_CODE_LENGTH }, () => RESET_ALPHABET[randomInt(0, RESET_ALPHABET.length)]).join('');
}

/**
 * Codes are stored only as an HMAC keyed with a server secret and bound to the address and
 * purpose: a leaked table cannot be turned back into live codes by trying all million of them.
 */
export class CodeHasher {
  private readonly key: Buffer;

  /** Without a configured secret a random one is used: codes then die when the process restarts. */
  constructor(secret: string | undefined) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  hash(purpose: EmailCodePurpose, email: string, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${email}\n${code}`).digest('hex');
  }

  matches(storedHash: string, purpose: EmailCodePurpose, email: string, code: string): boolean {
    return timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(this.hash(purpose, email, code), 'hex'));
  }
}
