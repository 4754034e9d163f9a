import { BASIC_ENV } from '../../epc/register/support/register-harness.js';
import { FakeRegister } from '../../epc/register/support/fake-register.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

export interface AppWithFakeRegister {
  fake: FakeRegister;
  app: TestApp;
}

/**
 * The app with its live register pointed at a fake one: started before the file's tests, stopped
 * after them. Read its parts inside the tests, once they have started.
 */
export function appWithFakeRegister(): AppWithFakeRegister {
  const running = {} as AppWithFakeRegister;
  beforeAll(async () => {
    running.fake = await FakeRegister.start();
    running.app = await startTestApp({ ...BASIC_ENV, EPC_REGISTER_BASE_URL: running.fake.baseUrl, EPC_REGISTER_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await running.app?.close();
    await running.fake?.stop();
  });
  return running;
}
