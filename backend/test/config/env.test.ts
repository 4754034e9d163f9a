import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/env.js';
import { REPO_ROOT } from '../../src/config/paths.js';

const DEV = { NODE_ENV: 'development' };

describe('loadConfig', () => {
  it('runs with no services configured: embedded PostgreSQL, memory store, mail outbox', () => {
    const config = loadConfig(DEV);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'embedded',
      dataDir: path.join(REPO_ROOT, '.data/postgres'),
      port: undefined,
      poolMax: 10,
    });
    expect(config.store).toEqual({ kind: 'memory', keyPrefix: 'warmwise:' });
    expect(config.mail).toMatchObject({ kind: 'outbox', dir: path.join(REPO_ROOT, '.data/outbox') });
    expect(config.graphqlIntrospection).toBe(true);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it('switches to external services when their URLs are set', () => {
    const config = loadConfig({
      ...DEV,
      DATABASE_URL: 'postgresql://app@db:5432/warmwise',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:1025',
    });
    expect(config.database).toMatchObject({ kind: 'external', url: 'postgresql://app@db:5432/warmwise' });
    expect(config.store).toMatchObject({ kind: 'redis', url: 'redis://cache:6379' });
    expect(config.mail).toMatchObject({ kind: 'smtp', url: 'smtp://mail:1025' });
  });

  it('treats an unset NODE_ENV as production and lists everything production needs', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    try {
      loadConfig({});
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'DATABASE_URL: required in production',
        'SMTP_URL: required in production',
        'PUBLIC_BASE_URL: required in production',
        'AUTH_CODE_SECRET: required in production',
      ]);
    }
  });

  it('turns introspection off in production unless asked for', () => {
    const production = {
      DATABASE_URL: 'postgres://db/x',
      SMTP_URL: 'smtp://mail',
      PUBLIC_BASE_URL: 'https://warmwise.example/',
      AUTH_CODE_SECRET: 'a'.repeat(32),
    };
    expect(loadConfig(production).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig(production).publicBaseUrl).toBe('https://warmwise.example');
  });

  it('explains every invalid value in one readable error', () => {
    expect(() => loadConfig({ ...DEV, PORT: 'eighty', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- REDIS_URL: must start with redis:\/\/ or rediss:\/\/\n {2}- LOG_LEVEL: /,
    );
  });

  it('listens on loopback only in development (its mail outbox holds sign-in codes) unless HOST says otherwise', () => {
    expect(loadConfig(DEV).host).toBe('127.0.0.1');
    expect(loadConfig({ ...DEV, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('0.0.0.0');
  });

  it('reads a comma-separated CORS allow-list', () => {
    expect(loadConfig({ ...DEV, CORS_ORIGINS: 'http://localhost:5173, https://partner.example' }).corsOrigins).toEqual([
      'http://localhost:5173',
      'https://partner.example',
    ]);
  });
});
