/**
 * Per-address limits make every test request from 127.0.0.1 one client. A test app started with
 * BEHIND_TEST_PROXY trusts the test client as a proxy, so X-Forwarded-For can stand for separate
 * people (or an attacker's rotating addresses) without relaxing any limit.
 */
export const BEHIND_TEST_PROXY = { TRUST_PROXY: 'loopback' } as const;

let last = 0;
/**
 * A client never seen before in this test process: an address in a /64 of its own (IPv6
 * documentation range), since limits count a whole /64 as one client.
 */
export function newClientAddress(): string {
  last += 1;
  return `2001:db8:${last.toString(16)}::1`;
}
