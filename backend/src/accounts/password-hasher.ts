import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The library's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

// OWASP Password Storage Cheat Sheet: argon2id with 19 MiB of memory, 2 passes, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account (`storedHash` null) it checks against
 * a throwaway hash of the same cost and answers false, so "no such account" takes as long as
 * "wrong password" and the answer's timing tells nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
