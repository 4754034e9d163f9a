import type { Server } from 'node:http';
import request from 'supertest';
import { HOST_ONLY_SESSION_COOKIE, SESSION_COOKIE } from '../../src/session/session.middleware.js';

/** The `name=value…` of the session cookie a response set (either name), or undefined. */
export function sessionCookieOf(res: request.Response): string | undefined {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => [SESSION_COOKIE, HOST_ONLY_SESSION_COOKIE].some((name) => cookie.startsWith(`${name}=`)));
}

/**
 * A visitor the server remembers, made the way a browser does it: the first thing a visitor is
 * asked is consent, and giving it is what first stores their session and sets the cookie.
 */
export async function newVisitor(server: Server): Promise<string> {
  const res = await request(server).post('/api/consent').send({ accepted: true, version: '1.0' });
  return sessionCookieOf(res)!.split(';')[0];
}
