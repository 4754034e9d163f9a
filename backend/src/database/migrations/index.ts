import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122150000CreateAddress } from './Migration20261122150000CreateAddress.js';

/**
 * Applied in this order at start-up. A new migration made with `npm run migration:create
 * --workspace backend` must be added here too: an explicit list runs the same from src and dist.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122150000CreateAddress', class: Migration20261122150000CreateAddress },
];
