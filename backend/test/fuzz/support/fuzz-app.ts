import { Redis } from 'ioredis';
import request from 'supertest';
import { PROPERTY } from '../../support/accounts.js';
import { cookieOf } from '../../support/accounts.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { rowCounter, type RowCounts } from './row-counts.js';

/** The real app and one visitor who owns a home, its plan and a recommendation, for base payloads. */
export interface FuzzApp {
  app: TestApp;
  /** The `warmwise.sid=…` cookie of the visitor who owns the records below. */
  visitor: string;
  propertyId: string;
  energyPlanId: string;
  recommendationId: string;
  recommendationTitle: string;
  countRows(): Promise<RowCounts>;
  /**
   * Forgets every rate-limit counter, so generated requests reach the checks under test instead
   * of stopping at a limit (every request comes from 127.0.0.1 and one visitor).
   */
  resetRateLimits(): Promise<void>;
  close(): Promise<void>;
}

/** The fixture's own ids, which base payloads and corpus entries refer to. */
export type FixtureIds = Pick<FuzzApp, 'propertyId' | 'energyPlanId' | 'recommendationId' | 'recommendationTitle'>;

/** A fixture started before the file's tests and closed after them; call the getter inside a test. */
export function fuzzAppForThisFile(): () => FuzzApp {
  let fixture: FuzzApp | undefined;
  beforeAll(async () => {
    fixture = await startFuzzApp();
  });
  afterAll(() => fixture?.close());
  return () => fixture!;
}

async function startFuzzApp(): Promise<FuzzApp> {
  const app = await startTestApp();
  if (app.config.store.kind !== 'redis') throw new Error('the fuzz tests expect the Redis store');
  const { url, keyPrefix } = app.config.store;
  const redis = new Redis(url);

  const consent = await request(app.server).post('/api/consent').send({ accepted: true, version: '1.0' });
  const visitor = cookieOf(consent);
  if (consent.status !== 201 || !visitor) throw new Error(`consent answered ${consent.status}: ${consent.text}`);
  const planned = await request(app.server).post('/api/recommendations').set('Cookie', visitor).send(PROPERTY);
  if (planned.status !== 201) throw new Error(`the fixture plan answered ${planned.status}: ${planned.text}`);
  const recommendation = planned.body.energyPlan.recommendations.all[0] as { id: string; title: string };

  return {
    app,
    visitor,
    propertyId: planned.body.property.id,
    energyPlanId: planned.body.energyPlan.id,
    recommendationId: recommendation.id,
    recommendationTitle: recommendation.title,
    countRows: await rowCounter(app),
    async resetRateLimits() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}rate:*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    async close() {
      redis.disconnect();
      await app.close();
    },
  };
}
