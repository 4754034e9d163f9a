import { startTestApp, type TestApp } from '../support/test-app.js';
import { mailQueueDrained } from '../support/mail.js';
import { graphql, onlyError } from '../support/graphql.js';
import { mailsTo, uniqueEmail } from '../support/accounts.js';
import { newNetworkAddress, postFrom } from './network-address.js';

const TOO_COMMON = 'This password is too common. Please choose a less common one.';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const register = (email: string, password: string) =>
  postFrom(app.server, newNetworkAddress(), '/api/send-verification', { email, password });

describe('trivial passwords are refused like common ones', () => {
  it.each([
    ['aaaaaa'],
    ['111111111'],
    ['  zzzzzzzzzz '],
    ['        '],
    [' \t \t \t '],
    ['warmwise'],
    ['Warmwise123'],
    ['warmwise!'],
    ['!!WARMWISE2024!!'],
    ['Warm Wise 1'],
  ])('refuses %j at registration, with no mail', async (password) => {
    const email = uniqueEmail('trivial');
    const res = await register(email, password);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: TOO_COMMON, code: 'BAD_USER_INPUT', field: 'password' });
    await mailQueueDrained(app);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it.each([['my warmwise loft is cosy'], ['aaaaaaaaaaaaaaab'], ['Warmwise kettle 42']])('accepts %j', async (password) => {
    const res = await register(uniqueEmail('fine'), password);
    expect(res.status).toBe(200);
  });

  it('refuses them through GraphQL and as a new password at reset too', async () => {
    const sent = await graphql(app.server, 'mutation ($input: SendVerificationInput!) { sendVerification(input: $input) { success } }', {
      input: { email: uniqueEmail('graphql'), password: 'Warmwise2025' },
    });
    expect(onlyError(sent.body)).toMatchObject({ message: TOO_COMMON, extensions: { code: 'BAD_USER_INPUT' } });

    const reset = await postFrom(app.server, newNetworkAddress(), '/api/reset-password', {
      email: uniqueEmail('reset'),
      code: 'ABCDEF',
      newPassword: '0000000000',
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ message: TOO_COMMON, field: 'newPassword' });
  });
});
