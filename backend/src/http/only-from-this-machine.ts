import { isIPv4 } from 'node:net';
import type { RequestHandler } from 'express';

/** True for 127.0.0.0/8 and ::1, including IPv4 loopback seen through an IPv6 socket. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * For pages that must never leave the developer's machine (the mail outbox lists sign-in and
 * reset codes). Judged on the socket, not on `req.ip`, which a trusted proxy setting would let
 * X-Forwarded-For decide; a forwarded request is refused too, since a proxy on this machine may
 * be relaying a stranger. Anyone else gets the same 404 as a path that does not exist.
 */
export const onlyFromThisMachine: RequestHandler = (req, res, next) => {
  if (isLoopback(req.socket.remoteAddress) && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined) {
    next();
    return;
  }
  res.status(404).type('text').send('Not found.');
};
