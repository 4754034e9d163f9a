import type { RequestHandler } from 'express';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a Host header: its port dropped, an IPv6 address kept in brackets, any case. */
const hostNameOf = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/**
 * In development only: answer requests addressed to this machine (or to PUBLIC_BASE_URL's host)
 * and no others. A site the developer visits can point its own name at 127.0.0.1 (DNS rebinding),
 * and the browser would then let that site's scripts read the development server, outbox and
 * sign-in codes included, as if same-origin; the Host header still carries the site's name.
 */
export function developmentHostsOnly(publicBaseUrl: string): RequestHandler {
  const allowed = new Set([...LOOPBACK_NAMES, hostNameOf(new URL(publicBaseUrl).host)]);
  return (req, res, next) => {
    if (allowed.has(hostNameOf(req.headers.host ?? ''))) return next();
    res.status(421).type('text/plain').send('This development server answers only to localhost. Open it at http://localhost instead.');
  };
}
