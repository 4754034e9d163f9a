import type { Request, Response } from 'express';
import request from 'supertest';
import { onlyFromThisMachine } from '../../src/http/only-from-this-machine.js';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  // Even with the test client trusted as a proxy, a forwarded request must not reach the outbox.
  app = await startTestApp({ NODE_ENV: 'development', ...BEHIND_TEST_PROXY });
  await app.mailer.send({ to: 'owner@example.com', subject: 'Your password reset code', text: 'Your code is ABC123.' });
});
afterAll(() => app.close());

describe('/dev/outbox in development', () => {
  it('lists the mail for a developer on this machine', async () => {
    const res = await request(app.server).get('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your password reset code');
  });

  it('answers 404 to a request relayed by a proxy, whatever address it claims', async () => {
    for (const forwarded of ['127.0.0.1', '192.0.2.7']) {
      const list = await request(app.server).get('/dev/outbox').set('X-Forwarded-For', forwarded);
      expect(list.status).toBe(404);
      expect(list.text).not.toContain('reset code');
    }
    const rfc7239 = await request(app.server).get('/dev/outbox').set('Forwarded', 'for=127.0.0.1');
    expect(rfc7239.status).toBe(404);
  });
});

describe('the development server and other host names', () => {
  it('answers only to this machine’s names, so a rebound DNS name cannot read the outbox', async () => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.nip.io']) {
      const res = await request(app.server).get('/dev/outbox').set('Host', host);
      expect(res.status).toBe(421);
      expect(res.text).not.toContain('reset code');
    }
    for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:5173', '[::1]:3000']) {
      expect((await request(app.server).get('/healthz').set('Host', host)).status).toBe(200);
    }
  });
});

describe('onlyFromThisMachine', () => {
  const answer = (remoteAddress: string | undefined) => {
    const req = { socket: { remoteAddress }, headers: {} } as unknown as Request;
    const res = { statusCode: 200, status(code: number) { this.statusCode = code; return this; }, type() { return this; }, send() { return this; } };
    let passed = false;
    onlyFromThisMachine(req, res as unknown as Response, () => { passed = true; });
    return passed ? 'served' : res.statusCode;
  };

  it('serves loopback clients over IPv4, IPv6 and IPv4-mapped IPv6', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(answer)).toEqual(['served', 'served', 'served', 'served']);
  });

  it('answers 404 to anyone on the network', () => {
    expect(['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::1'].map(answer)).toEqual([404, 404, 404, 404, 404]);
    expect(answer(undefined)).toBe(404);
  });
});
