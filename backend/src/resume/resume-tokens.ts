import { createHash, randomBytes } from 'node:crypto';

/** 24 bytes: 192 bits an attacker would have to guess, 32 URL-safe characters. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** A new token; it is handed out once (in a mail or an answer) and never stored. */
export const newResumeToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** What the database stores and is searched by. */
export const resumeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything else cannot be one of ours. */
export const isResumeToken = (token: unknown): token is string => typeof token === 'string' && TOKEN_SHAPE.test(token);
