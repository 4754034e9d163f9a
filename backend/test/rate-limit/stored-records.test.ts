import request from 'supertest';
import { GRANTS_SUBMISSIONS_PER_NETWORK } from '../../src/grants/grants.service.js';
import { HOMES_SAVED_PER_NETWORK } from '../../src/properties/property.service.js';
import { pensionerHousehold } from '../grants/support.js';
import { HOME } from '../plans/support.js';
import { countRows } from '../privacy/support.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A script filling the database through the forms: it keeps one cookie (so no new-session limit
// applies) and sends as fast as it can, 20 at a time.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

async function inParallelBatches(count: number, send: (n: number) => request.Test): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) => send(start + i));
    statuses.push(...(await Promise.all(batch)).map((res) => res.status));
  }
  return statuses;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('records stored per client network', () => {
  it('new homes: 100 an hour, then 429 and nothing stored; edits and other networks go on', async () => {
    const visitor = await newVisitor(app.server);
    const from = newClientAddress();
    const save = (n: number) => request(app.server).post('/api/properties').set('Cookie', visitor).set('X-Forwarded-For', from).send({ ...HOME, address: `${n + 1} Script Street, Birmingham` });
    const statuses = await inParallelBatches(HOMES_SAVED_PER_NETWORK.limit + 5, save);
    expect(tally(statuses)).toEqual({ 201: HOMES_SAVED_PER_NETWORK.limit, 429: 5 });
    expect(await countRows(app, 'property', "address like '% Script Street, Birmingham'")).toBe(HOMES_SAVED_PER_NETWORK.limit);

    const [{ id }] = await app.db.orm.em.fork().getConnection().execute<Array<{ id: string }>>("select id from property where address = '1 Script Street, Birmingham'");
    const edit = await request(app.server).put(`/api/properties/${id}`).set('Cookie', visitor).set('X-Forwarded-For', from).send({ ...HOME, address: '1 Script Street, Birmingham', floorArea: 95 });
    expect(edit.status).toBe(200);
    expect((await save(1_000).set('X-Forwarded-For', newClientAddress())).status).toBe(201);
  });

  it('grants questionnaires: 60 an hour, then 429 and nothing stored', async () => {
    const visitor = await newVisitor(app.server);
    const from = newClientAddress();
    const saved = await request(app.server).post('/api/properties').set('Cookie', visitor).set('X-Forwarded-For', from).send(HOME);
    const propertyId = saved.body.id as string;
    const submit = () =>
      request(app.server).post('/api/grants-questionnaire').set('Cookie', visitor).set('X-Forwarded-For', from).send({ propertyId, householdData: pensionerHousehold, eligibleGrants: [] });
    const statuses = await inParallelBatches(GRANTS_SUBMISSIONS_PER_NETWORK.limit + 5, submit);
    expect(tally(statuses)).toEqual({ 201: GRANTS_SUBMISSIONS_PER_NETWORK.limit, 429: 5 });
    expect(await countRows(app, 'grants_submission', 'property_id = ?', [propertyId])).toBe(GRANTS_SUBMISSIONS_PER_NETWORK.limit);
  });
});
