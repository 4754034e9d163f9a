import { ConfigError, loadConfig } from '../../../src/config/env.js';

const DEV = { NODE_ENV: 'development' };

describe('register configuration', () => {
  it('is null without credentials', () => {
    expect(loadConfig(DEV).epcRegister).toBeNull();
    expect(loadConfig({ ...DEV, EPC_REGISTER_EMAIL: '', EPC_REGISTER_API_KEY: '', EPC_REGISTER_TOKEN: '' }).epcRegister).toBeNull();
  });

  it('holds the basic-auth API with the public default address', () => {
    const config = loadConfig({ ...DEV, EPC_REGISTER_EMAIL: 'a@b.example', EPC_REGISTER_API_KEY: 'k' });
    expect(config.epcRegister).toEqual({
      basic: { baseUrl: 'https://epc.opendatacommunities.org', email: 'a@b.example', apiKey: 'k' },
      bearer: null,
      timeoutMs: 4000,
      cacheTtlSeconds: 86400,
    });
  });

  it('holds the bearer-token service alone, without a trailing slash on its address', () => {
    const config = loadConfig({ ...DEV, EPC_REGISTER_TOKEN: 't', EPC_REGISTER_V2_BASE_URL: 'http://127.0.0.1:4000/' });
    expect(config.epcRegister).toMatchObject({ basic: null, bearer: { baseUrl: 'http://127.0.0.1:4000', token: 't' } });
  });

  it('refuses half of the basic credentials, a bad address and a time-out near the client’s 45 s', () => {
    const attempt = (env: Record<string, string>) => () => loadConfig({ ...DEV, ...env });
    expect(attempt({ EPC_REGISTER_EMAIL: 'a@b.example' })).toThrow(ConfigError);
    expect(attempt({ EPC_REGISTER_BASE_URL: 'ftp://register.example' })).toThrow(ConfigError);
    expect(attempt({ EPC_REGISTER_TIMEOUT_MS: '45000' })).toThrow(ConfigError);
  });
});
