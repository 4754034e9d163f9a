import { jest } from '@jest/globals';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, post, registerAccount, uniqueEmail } from '../support/accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After after 5 failed logins for an account from one address; the same 401 before', async () => {
    const email = uniqueEmail('guessed');
    await registerAccount(app, email, await newVisitor(app.server));
    const attempt = () => post(app.server, '/api/login', { email, password: 'not the password' });
    for (let failure = 0; failure < 5; failure++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
    }
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes\.$/) });
    // The right password is refused too until the window ends.
    expect((await post(app.server, '/api/login', { email, password: GOOD_PASSWORD })).status).toBe(429);
  });

  it('answers 429 to the 6th code sent to one address within an hour', async () => {
    const email = uniqueEmail('flooded');
    for (let sent = 0; sent < 5; sent++) {
      expect((await post(app.server, '/api/send-password-reset', { email })).status).toBe(200);
    }
    const sixth = await post(app.server, '/api/send-verification', { email, password: GOOD_PASSWORD });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses logins and codes (503) while the store cannot count them', async () => {
    const email = uniqueEmail('store-down');
    await registerAccount(app, email, await newVisitor(app.server));
    const increment = jest.spyOn(app.store, 'increment').mockRejectedValue(new Error('store unreachable'));
    try {
      const login = await post(app.server, '/api/login', { email, password: GOOD_PASSWORD });
      expect(login.status).toBe(503);
      expect(login.body.message).toBe('This is unavailable for a moment. Please try again shortly.');
      expect((await post(app.server, '/api/send-password-reset', { email })).status).toBe(503);
    } finally {
      increment.mockRestore();
    }
    expect((await post(app.server, '/api/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});
