import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger } from '../../src/logging/logger.js';
import { maskCredentials, MASKED } from '../../src/logging/credential-mask.js';
import { loggedUrl } from '../../src/logging/request-logger.js';
import { createPartnerKey, partnerQuery } from '../partners/support.js';
import { saveHome } from '../plans/support.js';
import { GOOD_PASSWORD } from '../support/accounts.js';
import { graphql } from '../support/graphql.js';
import { eventually, readableMail, startSmtpSink } from '../support/mail.js';
import { sessionCookieOf } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Every line the app logged, as written. */
let logged = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  // Production, as deployed, with every line down to the most detailed logged.
  app = await startTestApp(
    { NODE_ENV: 'production', LOG_LEVEL: 'trace', SMTP_URL: sink.url, PUBLIC_BASE_URL: 'https://warmwise.example', AUTH_CODE_SECRET: randomBytes(32).toString('hex') },
    { logStream },
  );
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const cookieValue = (res: request.Response) => sessionCookieOf(res)?.split(';')[0];
const idIn = (cookie: string) => cookie.split('=')[1];

/** The code in the newest code mail to an address (mail goes out just after the answer). */
async function mailedCode(address: string): Promise<string> {
  const mails = await eventually(
    () => sink.delivered.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw)),
    (found) => found.some((mail) => /^ {4}[0-9A-Z]{6}\s*$/m.test(mail)),
  );
  return /^ {4}([0-9A-Z]{6})\s*$/m.exec(mails.findLast((mail) => /^ {4}[0-9A-Z]{6}\s*$/m.test(mail)) ?? '')![1];
}

describe('the log of a whole journey', () => {
  it('holds no resume token, share token, code, partner key or session id, in production', async () => {
    const credentials: Record<string, string[]> = { 'session id': [], 'share token': [], 'resume token': [], code: [], 'partner key': [] };
    const consent = await request(app.server).post('/api/consent').send({ accepted: true, version: '1.0' });
    const cookie = cookieValue(consent)!;
    credentials['session id'].push(idIn(cookie));
    const propertyId = await saveHome(app, cookie);
    expect((await request(app.server).post('/api/recommendations').set('Cookie', cookie).send({ propertyId })).status).toBe(201);
    expect((await request(app.server).get(`/api/properties/${propertyId}/energy-plan`).set('Cookie', cookie)).status).toBe(200);

    // A share link, read every way it can be.
    const share = await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', cookie);
    const shareToken = (share.body as { token: string }).token;
    credentials['share token'].push(shareToken);
    for (const path of [`/api/plan/${shareToken}`, `/plan/${shareToken}`, `/api/plan/${shareToken}/pdf`, `/api/share/${shareToken}`, `/plan/${shareToken}?ref=${shareToken}`]) {
      await request(app.server).get(path);
    }

    // A resume link: made, opened over REST and GraphQL, and sent where it does not belong.
    const made = await request(app.server).post('/api/resume-links').set('Cookie', cookie).send({});
    const resumeToken = (made.body as { token: string }).token;
    credentials['resume token'].push(resumeToken);
    const opened = await request(app.server).post(`/api/resume/${resumeToken}`).send({});
    expect(opened.status).toBe(200);
    if (cookieValue(opened)) credentials['session id'].push(idIn(cookieValue(opened)!));
    await request(app.server).get(`/resume/${resumeToken}`);
    await request(app.server).get(`/api/resume/${resumeToken}?token=${resumeToken}`);
    await graphql(app.server, 'mutation($token: String!) { openResumeLink(token: $token) { propertyId } }', { token: resumeToken });
    await graphql(app.server, `mutation { openResumeLink(token: "${resumeToken}") { propertyId } }`);
    const document = encodeURIComponent('mutation($t: String!) { openResumeLink(token: $t) { propertyId } }');
    await request(app.server).get(`/graphql?query=${document}&variables=${encodeURIComponent(JSON.stringify({ t: resumeToken }))}`);

    // An account: a code mailed, one mistyped and the right one, then a sign-in (a new session id).
    const email = `sweep-${Date.now()}@example.com`;
    expect((await request(app.server).post('/api/send-verification').set('Cookie', cookie).send({ email, username: email, password: GOOD_PASSWORD })).status).toBe(200);
    const code = await mailedCode(email);
    credentials.code.push(code);
    await request(app.server).post('/api/verify-email').set('Cookie', cookie).send({ email, code: code === '000000' ? '111111' : '000000' });
    await request(app.server).get(`/api/verify-email?code=${code}&email=${encodeURIComponent(email)}`);
    expect((await request(app.server).post('/api/verify-email').set('Cookie', cookie).send({ email, code })).status).toBe(200);
    const login = await request(app.server).post('/api/login').set('Cookie', cookie).send({ email, password: GOOD_PASSWORD });
    credentials['session id'].push(idIn(cookieValue(login)!));

    // A partner key: in its header, and where a careless client puts it.
    const { key } = await createPartnerKey(app.db.url, 'Sweep Energy');
    credentials['partner key'].push(key);
    expect((await partnerQuery(app.server, key, '{ partner { name } }')).status).toBe(200);
    await request(app.server).get(`/api/partners/statistics?key=${key}&api_key=${key}`);
    await graphql(app.server, '{ partner { name } }', {}, undefined, { Authorization: `Bearer ${key}x` });

    await eventually(() => logged, (text) => text.includes('/api/partners/statistics'));
    expect(logged).toContain('/api/resume/[token]');
    expect(logged).toContain('/plan/[token]');
    const found = Object.entries(credentials).flatMap(([kind, values]) => values.filter((value) => logged.includes(value)).map((value) => `${kind} ${value}`));
    expect(found).toEqual([]);
  });
});

describe('the logger', () => {
  it('masks a credential wherever a log call puts it: a message, an error, a field, a statement', () => {
    let line = '';
    const logger = createLogger('info', { write: (text: string) => (line = text) });
    const token = 'Zx9_' + 'a'.repeat(28);
    logger.error({ err: new Error(`could not open /resume/${token}`), sql: `select 1 where token = '${token}'`, password: 'hunter2', code: 'AB12CD' }, `failed for ${token}`);
    expect(line).not.toContain(token);
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('AB12CD');
    expect(line).toContain('"msg":"failed for [masked]"');
  });

  it('keeps what opens nothing: ids, error codes, figures', () => {
    const id = '6f1c2b7e-8a4d-4c3b-9e2f-1a2b3c4d5e6f';
    expect(maskCredentials({ reqId: id, err: { code: 'ECONNREFUSED' }, code: 'NOT_FOUND', statusCode: 404, postcode: 'B33 8TH' })).toEqual({
      reqId: id,
      err: { code: 'ECONNREFUSED' },
      code: 'NOT_FOUND',
      statusCode: 404,
      postcode: 'B33 8TH',
    });
    expect(maskCredentials({ token: 'short' })).toEqual({ token: MASKED });
  });

  it('masks link tokens in paths and credentials in query strings of the request log', () => {
    expect(loggedUrl('/resume/AbC123')).toBe('/resume/[token]');
    expect(loggedUrl('/api/resume/AbC123?token=AbC123&postcode=B338TH')).toBe('/api/resume/[token]?token=[masked]&postcode=B338TH');
    expect(loggedUrl('/graphql?query=%7B%7D&variables=%7B%22t%22%3A1%7D')).toBe('/graphql?query=[masked]&variables=[masked]');
    expect(loggedUrl('/api/verify-email?code=AB12CD')).toBe('/api/verify-email?code=[masked]');
  });
});
