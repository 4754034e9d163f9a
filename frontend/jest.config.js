import os from 'node:os';

/** Frontend unit and component tests: jsdom with real fetch (for msw and Apollo), SWC for speed. */
export default {
  displayName: 'frontend',
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '^@warmwise/common$': '<rootDir>/../common/src/index.ts',
    // common's source is written for NodeNext and imports its siblings with a .js suffix.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // msw 2 ships ESM-only pieces that must be transformed to run under CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(msw|@mswjs|until-async)/)'],
  // A walk through several wizard steps renders the whole profile form more than once: on a loaded
  // 2-core machine that has taken over 5 s. A broken test still fails; it waits longer first.
  testTimeout: 20_000,
  // One worker per core (jest's default leaves one of two cores idle); the run has them to itself.
  maxWorkers: os.availableParallelism(),
  reporters: ['default', '<rootDir>/../scripts/slowest-test-files.mjs'],
  clearMocks: true,
  restoreMocks: true,
};
