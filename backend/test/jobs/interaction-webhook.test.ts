import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/env.js';
import { post } from '../support/accounts.js';
import { eventually } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SECRET = randomBytes(32).toString('hex');

interface Received {
  body: Record<string, unknown>;
  delivery: string;
}

/**
 * The CRM's side: a real HTTP server that checks each call's signature the way a receiver should
 * (HMAC-SHA256 of the raw body, compared in constant time), refuses the first call it gets (so the
 * app must retry), and keeps the calls it accepted.
 */
async function startReceiver() {
  const accepted: Received[] = [];
  let calls = 0;
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls += 1;
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
      const given = Buffer.from(String(req.headers['x-warmwise-signature'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        badSignatures += 1;
        res.writeHead(401).end();
        return;
      }
      if (calls === 1) {
        res.writeHead(503).end();
        return;
      }
      accepted.push({ body: JSON.parse(raw.toString('utf8')), delivery: String(req.headers['x-warmwise-delivery']) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/warmwise`,
    accepted,
    counts: () => ({ calls, badSignatures }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let app: TestApp;
beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ INTERACTION_WEBHOOK_URL: receiver.url, INTERACTION_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

describe('forwarding to the CRM webhook', () => {
  it('posts tracked interactions and quote requests as signed JSON, retrying a refused call', async () => {
    const visitor = await newVisitor(app.server);
    const click = await post(app.server, '/api/learn-more-click', { recommendationTitle: 'Loft insulation', email: 'lee@example.com', ignored: 'x' }, visitor);
    expect(click.status).toBe(202);
    const quote = await post(app.server, '/api/request-quote', { userEmail: 'lee@example.com', productName: 'Loft Insulation', productDetails: { cost: '£400' } }, visitor);
    expect(quote.status).toBe(201);

    const accepted = await eventually(() => [...receiver.accepted], (calls) => calls.length >= 2, 10_000);
    expect(accepted.map((call) => call.body.type).sort()).toEqual(['interaction', 'quote_request']);
    const forwardedQuote = accepted.find((call) => call.body.type === 'quote_request')!;
    expect(forwardedQuote.body).toEqual({
      type: 'quote_request',
      id: quote.body.id,
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { userEmail: 'lee@example.com', productName: 'Loft Insulation', productDetails: { cost: '£400', savings: null, description: null } },
    });
    const forwardedClick = accepted.find((call) => call.body.type === 'interaction')!;
    expect(forwardedClick.body.data).toEqual({ kind: 'learn_more_click', recommendationTitle: 'Loft insulation', email: 'lee@example.com' });
    expect(new Set(accepted.map((call) => call.delivery)).size).toBe(2);
    // One refusal, retried: three calls in all, every one signed right.
    expect(receiver.counts()).toEqual({ calls: 3, badSignatures: 0 });
  });

  it('will not start with a webhook address but no secret (or a short one) to sign with', () => {
    for (const secret of [undefined, 'too-short']) {
      expect(() => loadConfig({ NODE_ENV: 'test', INTERACTION_WEBHOOK_URL: receiver.url, INTERACTION_WEBHOOK_SECRET: secret })).toThrow(
        'INTERACTION_WEBHOOK_SECRET: 32+ characters, required when INTERACTION_WEBHOOK_URL is set',
      );
    }
  });
});
