import request from 'supertest';
import { PLAN_BUILDS_PER_ADDRESS } from '../../src/plans/energy-plan.service.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, HOME, saveHome, type PlanJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// Without a cookie, each call is a new visitor saving a new home: the way a script floods plan building.
const buildWithoutCookie = (n: number) =>
  request(app.server).post('/api/recommendations').send({ ...HOME, address: `${n + 1} Flood Street, Birmingham` });

describe('plan building is limited per network address', () => {
  it('answers 429 with Retry-After once the address has built its share, cookies or not; stored plans still read', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const stored = (await getPlan(app, propertyId, visitor)).body as PlanJson; // build 1

    const answers: number[] = [];
    for (let start = 1; start < PLAN_BUILDS_PER_ADDRESS.limit; start += 10) {
      const batch = Array.from({ length: Math.min(10, PLAN_BUILDS_PER_ADDRESS.limit - start) }, (_, i) => buildWithoutCookie(start + i));
      answers.push(...(await Promise.all(batch)).map((res) => res.status));
    }
    expect(answers).toEqual(Array(PLAN_BUILDS_PER_ADDRESS.limit - 1).fill(201));

    const refused = await buildWithoutCookie(1_000);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(PLAN_BUILDS_PER_ADDRESS.windowSeconds);

    // Reading a stored plan builds nothing, so it is not refused; a new build (another priority) is.
    const again = await getPlan(app, propertyId, visitor);
    expect(again.status).toBe(200);
    expect((again.body as PlanJson).id).toBe(stored.id);
    const samePlan = await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId });
    expect(samePlan.status).toBe(201);
    const otherPriority = await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId, priority: 'property_value' });
    expect(otherPriority.status).toBe(429);
  });
});
