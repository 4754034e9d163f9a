import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { PROPERTY } from '../support/accounts.js';
import { newVisitor, sessionCookieOf } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('consent record', () => {
  it('stores version 1.0 with the time in the visitor’s session and reads it back', async () => {
    expect((await request(app.server).get('/api/consent')).body).toBeNull();
    // Giving consent is a visitor's first remembered step: it starts the session and sets the cookie.
    const res = await request(app.server).post('/api/consent').send({ accepted: true, version: '1.0' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ accepted: true, version: '1.0', timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const visitor = sessionCookieOf(res)!.split(';')[0];
    expect((await request(app.server).get('/api/consent').set('Cookie', visitor)).body).toEqual(res.body);
    const stranger = sessionCookieOf(await request(app.server).post('/api/properties').send(PROPERTY))!.split(';')[0];
    expect((await request(app.server).get('/api/consent').set('Cookie', stranger)).body).toBeNull();
  });

  it('refuses consent that was not given, or for another wording', async () => {
    const visitor = await newVisitor(app.server);
    const notTicked = await request(app.server).post('/api/consent').set('Cookie', visitor).send({ accepted: false });
    expect(notTicked.status).toBe(400);
    expect(notTicked.body.message).toBe('Please tick the box to accept the terms and privacy policy');
    const otherVersion = await request(app.server).post('/api/consent').set('Cookie', visitor).send({ accepted: true, version: '2.0' });
    expect(otherVersion.body.message).toBe('Consent version must be 1.0');
  });

  it('works over GraphQL too', async () => {
    const visitor = await newVisitor(app.server);
    const { body } = await graphql<{ recordConsent: { version: string } }>(
      app.server,
      'mutation { recordConsent(accepted: true) { accepted version timestamp } }',
      {},
      visitor,
    );
    expect(body.data!.recordConsent).toMatchObject({ accepted: true, version: '1.0' });
  });
});
