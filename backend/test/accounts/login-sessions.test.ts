import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, PROPERTY, cookieOf, get, post, registerAccount, signIn, sql, uniqueEmail } from '../support/accounts.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A registered account and the cookie of a session that is not signed in. */
async function account(label: string) {
  const email = uniqueEmail(label);
  await registerAccount(app, email, await newVisitor(app.server));
  return { email, visitor: await newVisitor(app.server) };
}

describe('login', () => {
  it('signs in on a new session id with an HttpOnly, SameSite cookie and answers the user', async () => {
    const { email, visitor } = await account('login');
    const res = await post(app.server, '/api/login', { email: email.toUpperCase(), password: GOOD_PASSWORD }, visitor);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: { id: expect.any(String), email } });
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).join(';');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieOf(res)!;
    expect(cookie).not.toBe(visitor);
    expect((await get(app.server, '/api/auth/user', visitor)).status).toBe(401);
    const me = await get(app.server, '/api/auth/user', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body.user);
    const [user] = await sql(app, 'select last_login_at from app_user where email = ?', [email]);
    expect(user.last_login_at).not.toBeNull();
  });

  it('takes the e-mail as `username` too (the auth page helper sends that)', async () => {
    const { email, visitor } = await account('username');
    expect((await post(app.server, '/api/login', { username: email, password: GOOD_PASSWORD }, visitor)).status).toBe(200);
  });

  it('keeps what the visitor saved before signing in: the plan and the property list', async () => {
    const { email, visitor } = await account('carry');
    const created = await post(app.server, '/api/properties', PROPERTY, visitor);
    expect(created.status).toBe(201);
    expect((await post(app.server, '/api/recommendations', { propertyId: created.body.id }, visitor)).status).toBe(201);
    const plan = await get(app.server, `/api/properties/${created.body.id}/energy-plan`, visitor);
    expect(plan.status).toBe(200);

    const cookie = await signIn(app, email, visitor);
    const after = await get(app.server, `/api/properties/${created.body.id}/energy-plan`, cookie);
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(plan.body.id);
    const list = await get(app.server, '/api/properties', cookie);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
    // The old anonymous id no longer reaches anything.
    expect((await get(app.server, `/api/properties/${created.body.id}`, visitor)).status).toBe(404);
  });

  it('lists a signed-in user\'s properties newest first, from every session they signed in from', async () => {
    const { email } = await account('devices');
    const laptop = await newVisitor(app.server);
    const first = await post(app.server, '/api/properties', PROPERTY, laptop);
    const laptopSignedIn = await signIn(app, email, laptop);
    const phone = await newVisitor(app.server);
    const second = await post(app.server, '/api/properties', { ...PROPERTY, address: '14 Stechford Lane, Birmingham' }, phone);
    await signIn(app, email, phone);
    const list = await get(app.server, '/api/properties', laptopSignedIn);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([second.body.id, first.body.id]);
  });
});

describe('logout', () => {
  it('destroys the session: the old cookie answers 401 on /api/auth/user', async () => {
    const { email, visitor } = await account('logout');
    const cookie = await signIn(app, email, visitor);
    const res = await post(app.server, '/api/logout', {}, cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((res.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/warmwise\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await get(app.server, '/api/auth/user', cookie)).status).toBe(401);
  });

  it('GET /api/logout ends the session and redirects home', async () => {
    const { email, visitor } = await account('logout-get');
    const cookie = await signIn(app, email, visitor);
    const res = await get(app.server, '/api/logout', cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await get(app.server, '/api/auth/user', cookie)).status).toBe(401);
  });
});

describe('GET /api/login and /api/auth/user', () => {
  it('redirects a signed-in visitor to /my-plan and anyone else to /auth', async () => {
    const { email, visitor } = await account('redirect');
    const anonymous = await get(app.server, '/api/login', visitor);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/auth');
    const signedIn = await get(app.server, '/api/login', await signIn(app, email, visitor));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe('/my-plan');
  });

  it('answers 401 with a message for an anonymous visitor', async () => {
    const res = await get(app.server, '/api/auth/user', await newVisitor(app.server));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in first.', code: 'UNAUTHENTICATED' });
  });
});
