import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for in per-address limits and known addresses: an IPv4
 * address itself, an IPv6 address's /64. One home or phone is given a whole /64 and moves through it
 * (privacy addresses): counted one by one, an attacker with a /64 would never meet a limit, and the
 * owner's own address would look new every day.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address in short hex, with '::' expanded and any zone dropped. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const groupsOf = (half: string | undefined) => (half ? half.split(':').flatMap(embeddedIPv4AsGroups) : []);
  const [before, after] = [groupsOf(head), groupsOf(tail)];
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => '0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16).toString(16));
}

/** 'a.b.c.d' at the end of an IPv6 address is its last two groups. */
function embeddedIPv4AsGroups(part: string): string[] {
  if (!isIPv4(part)) return [part];
  const [a, b, c, d] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
