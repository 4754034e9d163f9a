import 'reflect-metadata';
import { defineConfig } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { releaseDeadConnections } from './release-dead-connections.js';

/** ORM options shared by the server, the tests and the MikroORM CLI (migration:create). */
export function ormOptions(clientUrl: string, poolMax = 10, log: (message: string) => void = console.log) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
    // Keeps a PostgreSQL restart from leaking pool slots (see release-dead-connections.ts). A request
    // that waits 10 s for a connection (pool exhausted, server unreachable) fails with pg's "timeout
    // exceeded when trying to connect", answered 503, instead of hanging until the client gives up.
    driverOptions: { onPoolCreated: releaseDeadConnections, connectionTimeoutMillis: 10_000 },
    migrations: {
      migrationsList: MIGRATIONS,
      pathTs: 'src/database/migrations',
      path: 'dist/database/migrations',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    // The schema is owned by migrations; never sync it from entities at run time.
    ensureDatabase: false,
    allowGlobalContext: false,
    debug: false,
    colors: false,
    logger: log,
  });
}
