import { THERMY_MESSAGE_MAX_LENGTH } from '@warmwise/common';
import { THERMY_QUESTIONS_PER_NETWORK, THERMY_QUESTIONS_PER_VISITOR } from '../../src/thermy/thermy.service.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askGraphql, askRest } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('Thermy refuses questions it cannot take, with a sentence to act on', () => {
  it.each([[{}], [{ message: '' }], [{ message: '   ' }], [{ message: 42 }]])('400 for %j over REST', async (body) => {
    const res = await askRest(app, body, undefined, from(newClientAddress()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please type a question', field: 'message' });
  });

  it('names the 1,000-character limit, over both transports', async () => {
    const long = 'a'.repeat(THERMY_MESSAGE_MAX_LENGTH + 1);
    const rest = await askRest(app, { message: long }, undefined, from(newClientAddress()));
    expect(rest.status).toBe(400);
    expect(rest.body.message).toContain('1,000 characters');
    const gql = onlyError((await askGraphql(app, long)).body);
    expect(gql.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.message).toContain('1,000 characters');
    const atLimit = await askRest(app, { message: `loft ${'a'.repeat(THERMY_MESSAGE_MAX_LENGTH - 5)}` }, undefined, from(newClientAddress()));
    expect(atLimit.status).toBe(200);
  });

  it('refuses a conversation id it never gave, and an empty question over GraphQL', async () => {
    const res = await askRest(app, { message: 'What is an EPC?', conversationId: "'; drop table x" }, undefined, from(newClientAddress()));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('conversationId');
    const gql = onlyError((await askGraphql(app, '')).body);
    expect(gql).toMatchObject({ message: 'Please type a question', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('Thermy conversations', () => {
  it('continue only with the id the session holds; an id from elsewhere starts a new one', async () => {
    const visitor = await newVisitor(app.server);
    const first = await askRest(app, { message: 'What is an EPC rating?' }, visitor, from(newClientAddress()));
    const { conversationId } = first.body as { conversationId: string };
    const again = await askGraphql(app, 'What is a heat pump?', visitor, conversationId);
    expect(again.body.data?.askThermy.conversationId).toBe(conversationId);
    const stranger = await askGraphql(app, 'What is a heat pump?', undefined, conversationId);
    expect(stranger.body.data?.askThermy.conversationId).not.toBe(conversationId);
  });
});

describe('Thermy is rate limited', () => {
  it('per client network, whether or not the client keeps its cookie: 429 with Retry-After', async () => {
    const network = newClientAddress();
    for (let start = 0; start < THERMY_QUESTIONS_PER_NETWORK.limit; start += 15) {
      const batch = Array.from({ length: Math.min(15, THERMY_QUESTIONS_PER_NETWORK.limit - start) }, () =>
        askRest(app, { message: 'What is an EPC rating?' }, undefined, from(network)),
      );
      expect((await Promise.all(batch)).map((res) => res.status)).toEqual(batch.map(() => 200));
    }
    const refused = await askRest(app, { message: 'What is an EPC rating?' }, undefined, from(network));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(THERMY_QUESTIONS_PER_NETWORK.windowSeconds);
    // Another network is not affected.
    expect((await askRest(app, { message: 'What is an EPC rating?' }, undefined, from(newClientAddress()))).status).toBe(200);
  });

  it('per visitor, even when the visitor moves between networks', async () => {
    const visitor = await newVisitor(app.server);
    for (let i = 0; i < THERMY_QUESTIONS_PER_VISITOR.limit; i += 1) {
      expect((await askRest(app, { message: 'What is a heat pump?' }, visitor, from(newClientAddress()))).status).toBe(200);
    }
    const refused = await askRest(app, { message: 'What is a heat pump?' }, visitor, from(newClientAddress()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await askGraphql(app, 'What is a heat pump?', visitor);
    expect(onlyError(gql.body).extensions?.code).toBe('RATE_LIMITED');
  });
});
