import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../logging/logger.js';
import type { KeyValueStore } from '../../store/key-value-store.js';
import { epbDataApi } from './epb-data.api.js';
import { openDataCommunitiesApi } from './open-data-communities.api.js';
import type { RegisterApi } from './register-api.js';
import { RegisterCertificates } from './register-certificates.js';
import { RegisterLookup } from './register-lookup.js';

export interface RegisterLookupDependencies {
  config: AppConfig['epcRegister'];
  store: KeyValueStore;
  /** The database's connection URL, or the opened database (which carries it). */
  database: string | { url: string };
  logger: Logger;
}

/**
 * The app's register look-up. Without credentials it is not configured: lookup() answers null at
 * once and no connection is opened. The bearer-token service is asked first when both are set.
 */
export function createRegisterLookup(dependencies: RegisterLookupDependencies): RegisterLookup {
  const { config, store, database, logger } = dependencies;
  const apis: RegisterApi[] = [];
  if (config?.bearer) apis.push(epbDataApi(config.bearer));
  if (config?.basic) apis.push(openDataCommunitiesApi(config.basic));
  const databaseUrl = typeof database === 'string' ? database : database.url;
  return new RegisterLookup({
    apis,
    timeoutMs: config?.timeoutMs ?? 0,
    cacheTtlSeconds: config?.cacheTtlSeconds ?? 0,
    store,
    certificates: new RegisterCertificates(databaseUrl, logger),
    logger,
  });
}
