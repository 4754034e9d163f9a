import type { Server } from 'node:http';
import request from 'supertest';
import { SESSION_COOKIE } from '../../src/session/session.middleware.js';

/** The `name=value` of the session cookie a response set, or undefined. */
export function sessionCookieOf(res: request.Response): string | undefined {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** Starts a visitor's session the way a browser does (first API call) and returns its cookie. */
export async function newVisitor(server: Server): Promise<string> {
  const res = await request(server).post('/api/epc/lookup').send({ postcode: 'LS1 4AP' });
  return sessionCookieOf(res)!.split(';')[0];
}
