import { stdSerializers } from 'pino';

/**
 * What a masked credential reads as in a log line.
 * @internal exported for its tests
 */
export const MASKED = '[masked]';

// A run of 32 or more URL-safe characters: a resume or share token (32), a session id (43), a partner
// key (`wk_` and 43). UUIDs (request, home and plan ids) are kept: they open nothing on their own.
const LONG_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Fields that hold a credential whatever it looks like. */
const SECRET_FIELDS = /^(?:token|password|newpassword|currentpassword|secret|apikey|api_key|key|authorization|cookie|set-cookie|sid|sessionid)$/i;
/** A mailed code is six letters and digits; `code` also names error codes (ECONNREFUSED, NOT_FOUND), which are kept. */
const CODE_FIELD = /^(?:code|verificationcode|resetcode)$/i;
const MAILED_CODE = /^(?=.*\d)[0-9A-Z]{6}$/;

/** Text with every token-shaped run masked. */
const maskCredentialsIn = (text: string): string => text.replace(LONG_TOKEN, (run) => (UUID.test(run) ? run : MASKED));

/**
 * A copy of something about to be logged with every credential masked: token-shaped text anywhere
 * (a message, an error's stack, a SQL statement), fields named for a secret, and codes. Errors are
 * serialised first, so their message and stack are masked too. Cycles and depth are bounded.
 */
export function maskCredentials(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') {
    if (SECRET_FIELDS.test(key) && value !== '') return MASKED;
    if (CODE_FIELD.test(key) && MAILED_CODE.test(value.trim())) return MASKED;
    return maskCredentialsIn(value);
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) return maskCredentials(stdSerializers.err(value), key, depth + 1);
  if (Array.isArray(value)) return value.map((item) => maskCredentials(item, key, depth + 1));
  if (Buffer.isBuffer(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, maskCredentials(inner, field, depth + 1)]));
}
