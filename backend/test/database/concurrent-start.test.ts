import { openDatabase } from '../../src/database/database.js';
import { createLogger } from '../../src/logging/logger.js';
import { createTestDatabase } from '../support/test-database.js';

describe('servers starting together on an empty database', () => {
  it('migrate one after another: all start, and every migration is applied once', async () => {
    const database = await createTestDatabase();
    try {
      const config = { kind: 'external' as const, url: database.url, poolMax: 2 };
      const started = await Promise.all([1, 2, 3].map(() => openDatabase(config, createLogger('silent'))));
      try {
        const [applied] = await started[0].orm.em
          .fork()
          .getConnection()
          .execute<Array<{ total: string; distinct: string }>>('select count(*) as total, count(distinct name) as distinct from mikro_orm_migrations');
        expect(Number(applied.total)).toBeGreaterThan(5);
        expect(applied.total).toBe(applied.distinct);
      } finally {
        await Promise.all(started.map((db) => db.close()));
      }
    } finally {
      await database.drop();
    }
  });
});
