import { PLAN_BUILDS_PER_ADDRESS } from '../../src/plans/energy-plan.service.js';
import { clientNetwork } from '../../src/rate-limit/client-network.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome, storedRows } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

const INPUT = { ...HOME, floorArea: 90, numBedrooms: 3, contactApproval: false };
const SAVE = /* GraphQL */ `
  mutation Save($propertyId: ID, $input: PropertyInput!) {
    saveHomeProfile(propertyId: $propertyId, input: $input) {
      id
      floorArea
      plan { id propertyId potentialSavings recommendations { all { title annualSavingGbp } } }
    }
  }
`;
const READ = /* GraphQL */ `
  query Read($propertyId: ID!) {
    energyPlan(propertyId: $propertyId) { id potentialSavings }
    property(id: $propertyId) { id plan { id potentialSavings } }
  }
`;

type Saved = { id: string; floorArea: number; plan: { id: string; propertyId: string; potentialSavings: number; recommendations: { all: Array<{ title: string }> } } };
type Read = { energyPlan: { id: string; potentialSavings: number } | null; property: { id: string; plan: { id: string; potentialSavings: number } | null } };

const save = (cookie: string, input: object, propertyId?: string, client = newClientAddress()) =>
  graphql<{ saveHomeProfile: Saved }>(app.server, SAVE, { input, propertyId }, cookie, { 'X-Forwarded-For': client });
const read = (cookie: string, propertyId: string) => graphql<Read>(app.server, READ, { propertyId }, cookie);

describe('saving a home profile with its plan, in one mutation', () => {
  it('answers the new home and its plan together, the plan REST reads for it', async () => {
    const visitor = await newVisitor(app.server);
    const { body } = await save(visitor, INPUT);
    const saved = body.data!.saveHomeProfile;
    expect(saved.plan.propertyId).toBe(saved.id);
    expect(saved.plan.potentialSavings).toBeGreaterThan(0);
    expect(saved.plan.recommendations.all.length).toBeGreaterThan(1);
    expect(await storedRows(app, saved.id)).toEqual({ plans: 1, recommendations: saved.plan.recommendations.all.length });

    const rest = await getPlan(app, saved.id, visitor);
    expect(rest.body).toMatchObject({ id: saved.plan.id, potentialSavings: saved.plan.potentialSavings });
  });

  it('saves an edit of the visitor’s own home and answers the plan for the home as edited', async () => {
    const visitor = await newVisitor(app.server);
    const first = (await save(visitor, INPUT)).body.data!.saveHomeProfile;
    const edited = (await save(visitor, { ...INPUT, floorArea: 140 }, first.id)).body.data!.saveHomeProfile;
    expect(edited).toMatchObject({ id: first.id, floorArea: 140 });
    expect(edited.plan.id).not.toBe(first.plan.id);
    expect(edited.plan.potentialSavings).not.toBe(first.plan.potentialSavings);
    expect((await read(visitor, first.id)).body.data!.property.plan!.id).toBe(edited.plan.id);
  });

  it('refuses another visitor’s home as if it did not exist, and saves nothing', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = (await save(owner, INPUT)).body.data!.saveHomeProfile.id;
    const stranger = await newVisitor(app.server);
    const refused = await save(stranger, { ...INPUT, floorArea: 50 }, propertyId);
    expect(onlyError(refused.body)).toMatchObject({ message: 'Property not found', extensions: { code: 'NOT_FOUND' } });
    expect((await read(owner, propertyId)).body.data!.property.plan!.id).toBeDefined();
    expect(await storedRows(app, propertyId)).toMatchObject({ plans: 1 });
  });

  it('keeps neither the home nor its plan when the plan cannot be built', async () => {
    const visitor = await newVisitor(app.server);
    const client = newClientAddress();
    for (let i = 0; i < PLAN_BUILDS_PER_ADDRESS.limit; i += 1) {
      await app.store.increment(`rate:${PLAN_BUILDS_PER_ADDRESS.name}:${clientNetwork(client)}`, PLAN_BUILDS_PER_ADDRESS.windowSeconds);
    }
    const refused = await save(visitor, { ...INPUT, address: '99 Refused Road, Birmingham' }, undefined, client);
    expect(onlyError(refused.body).extensions?.code).toBe('RATE_LIMITED');
    const mine = await graphql<{ myProperties: unknown[] }>(app.server, '{ myProperties { id } }', {}, visitor);
    expect(mine.body.data!.myProperties).toEqual([]);
  });
});

describe('reading a plan builds nothing', () => {
  it('answers null for a home whose plan was never built, and stores no plan', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const { body } = await read(visitor, propertyId);
    expect(body.data).toEqual({ energyPlan: null, property: { id: propertyId, plan: null } });
    expect(await storedRows(app, propertyId)).toEqual({ plans: 0, recommendations: 0 });
  });

  it('reads the stored plan once one is built, and refuses another visitor’s', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const built = await graphql<{ createEnergyPlan: { id: string } }>(app.server, 'mutation B($id: ID!) { createEnergyPlan(propertyId: $id) { id } }', { id: propertyId }, visitor);
    const planId = built.body.data!.createEnergyPlan.id;
    const { body } = await read(visitor, propertyId);
    expect(body.data!.energyPlan!.id).toBe(planId);
    expect(body.data!.property.plan!.id).toBe(planId);

    const stranger = await newVisitor(app.server);
    const refused = (await read(stranger, propertyId)).body;
    // Whichever field fails first nulls the answer; neither reads as anything but not found.
    expect(refused.data).toBeNull();
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(refused.errors?.map(() => 'NOT_FOUND'));
  });
});
