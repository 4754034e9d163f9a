import { isIP } from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An entry Express's `trust proxy` list accepts: an address, a CIDR range, or one of its named ranges. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}
