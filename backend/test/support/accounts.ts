import type { Server } from 'node:http';
import request from 'supertest';
import { eventually, outboxMailTo, waitForOutboxMail } from './mail.js';
import { newVisitor, sessionCookieOf } from './session-cookie.js';
import type { TestApp } from './test-app.js';

/** A password that passes the policy (long, not on the common list). */
export const GOOD_PASSWORD = 'correct horse battery staple';

/** A property as the wizard saves it. */
export const PROPERTY = {
  address: '12 Stechford Lane, Birmingham',
  postcode: 'B33 8TH',
  email: 'householder@example.com',
  contact_approval: true,
  priority: 'comfort_improvement',
  propertyType: 'Semi-detached',
  yearBuilt: '1945-1964',
  floorArea: 92,
  numBedrooms: 3,
  heatingSystem: 'Gas boiler',
  epcRating: 'D',
  epcValidUntil: '2031 December',
  tenure: 'Owner-occupied',
};

let counter = 0;
/** A fresh address per test, so per-address limits and codes never meet. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.com`;

export const post = (server: Server, path: string, body: object, cookie?: string) => {
  const req = request(server).post(path);
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
};

export const get = (server: Server, path: string, cookie?: string) => {
  const req = request(server).get(path);
  if (cookie) req.set('Cookie', cookie);
  return req;
};

/** The `name=value` part of the session cookie a response set. */
export const cookieOf = (res: request.Response) => sessionCookieOf(res)?.split(';')[0];

interface Mail {
  subject: string;
  /** The message as a person reads it (headers, text and HTML parts). */
  text: string;
}

/** Every mail delivered to the address so far, oldest first. */
export const mailsTo = (app: TestApp, to: string): Promise<Mail[]> => outboxMailTo(app, to);

/** Waits for the count of mails to the address to reach `count` (mail goes out after the answer). */
export const waitForMails = (app: TestApp, to: string, count: number): Promise<Mail[]> => waitForOutboxMail(app, to, count);

/** The code in a code mail, as a person reads it: the line holding it alone. */
export function codeIn(mail: Mail | undefined): string {
  const code = mail?.text.match(/^ {4}([0-9A-Z]{6})\s*$/m)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail?.subject ?? 'none delivered'}`);
  return code;
}

/** The token of a reset mail's link, from the address as a person's browser would open it. */
export function resetLinkIn(mail: Mail | undefined): string {
  const token = mail?.text.match(/\/auth\?tab=reset-password#link=([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no reset link in mail: ${mail?.subject ?? 'none delivered'}`);
  return token;
}

/**
 * The code in the newest code mail to the address (welcome and notice mails have none). Codes are
 * mailed after the answer, so it waits (a bounded number of checks) for the first one to arrive.
 */
export async function latestCode(app: TestApp, to: string): Promise<string> {
  const newestCodeMail = async () => (await mailsTo(app, to)).findLast((mail) => / code: /.test(mail.subject));
  return codeIn(await eventually(newestCodeMail, (mail) => mail !== undefined));
}

/** Registers and verifies an account from the visitor's session; answers nothing, asserts each step. */
export async function registerAccount(app: TestApp, email: string, cookie: string, password = GOOD_PASSWORD): Promise<void> {
  const sent = await post(app.server, '/api/send-verification', { email, username: email, password }, cookie);
  expect(sent.status).toBe(200);
  const verified = await post(app.server, '/api/verify-email', { email, code: await latestCode(app, email) }, cookie);
  expect(verified.status).toBe(200);
}

/** Signs in and answers the new session cookie. */
export async function signIn(app: TestApp, email: string, cookie: string, password = GOOD_PASSWORD): Promise<string> {
  const res = await post(app.server, '/api/login', { email, password }, cookie);
  expect(res.status).toBe(200);
  return cookieOf(res)!;
}

/** Runs one SQL statement on the app's database (to age a code instead of waiting). */
export const sql = (app: TestApp, statement: string, params: unknown[] = []) =>
  app.db.orm.em.fork().getConnection().execute(statement, params);

export interface SignedInUser {
  /** The `warmwise.sid=…` cookie of the signed-in session. */
  cookie: string;
  id: string;
  email: string;
  visitorId: string;
}

/**
 * A new account for `email`, made the way a person does it on `cookie`'s session (a fresh visitor
 * when none is given): consent, send-verification, the code from the mail, verify-email, login.
 * Whatever that visitor saved before is the account's afterwards. Works on an app with the
 * development outbox (the default of `startTestApp`).
 */
export async function signedInUser(app: TestApp, email: string, cookie?: string): Promise<SignedInUser> {
  const visitor = cookie ?? (await newVisitor(app.server));
  const send = async (path: string, body: object) => {
    const res = await request(app.server).post(path).set('Cookie', visitor).send(body);
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
  await send('/api/consent', { accepted: true, version: '1.0' });
  await send('/api/send-verification', { email, username: email, password: GOOD_PASSWORD });
  await send('/api/verify-email', { email, code: await latestCode(app, email) });
  const login = await send('/api/login', { email, password: GOOD_PASSWORD });
  const [user] = await app.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ id: string; visitor_id: string }>>('select id, visitor_id from app_user where email = ?', [email]);
  return { cookie: cookieOf(login)!, id: user.id, email, visitorId: user.visitor_id };
}
