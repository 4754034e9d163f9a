import os from 'node:os';

/** Backend and common tests: real PostgreSQL and Redis, provided by test/support/global-setup.ts. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'es6' },
  },
];

export default {
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/../common/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': swc },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@warmwise/common$': '<rootDir>/../common/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
  // One worker per core (jest's default leaves one core idle): most of a file's time is spent
  // waiting on PostgreSQL, Redis and servers, which run beside the workers.
  maxWorkers: os.availableParallelism(),
  reporters: ['default', '<rootDir>/../scripts/slowest-test-files.mjs'],
  // Under ESM each test file's modules stay in its worker's heap; a worker past 1 GB is replaced
  // between files, or a long run ends in an out-of-memory crash (seen at 2.7 GB on a 2-core machine).
  workerIdleMemoryLimit: '1GB',
};
