import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';

/** A feature's entities belong to it: another feature reaches them through its service or its public index.ts. */
const OTHER_FEATURES_ENTITY = {
  regex: String.raw`^(\.\./)+[a-z-]+/([^/]+/)*[^/]+\.entity\.js$`,
  allowTypeImports: true,
  message: "Another feature's entity: use that feature's service, or what its index.ts publishes.",
};

/** A service is the transport-free core: GraphQL classes, resolvers and routes depend on it, never the reverse. */
const TRANSPORT_FROM_SERVICE = {
  regex: String.raw`\.(type|resolver|routes)\.js$`,
  message: 'A service must not import GraphQL types, resolvers or routes: give the shape a plain interface the type class implements.',
};

/**
 * Where the entity rule does not apply: entities name the entities they relate to (MikroORM needs the
 * class), and the database's entity list, the privacy registry of visitor-owned rows and the
 * retention job that enforces it are about every feature's rows by design. The feature boundary below
 * still holds for their other imports: it leaves entities to this rule.
 */
const ENTITY_REGISTRIES = ['backend/src/**/*.entity.ts', 'backend/src/database/**', 'backend/src/privacy/**', 'backend/src/retention/**'];

/**
 * backend/src's folders. Platform folders are infrastructure any code may import any file of (the
 * request context, the job queue, the mail queue and the session belong to no feature); a feature
 * reaches another only through its index.ts or its service (eslint/feature-boundaries.js).
 */
const PLATFORM = ['config', 'context', 'database', 'errors', 'graphql', 'http', 'jobs', 'logging', 'mail', 'rate-limit', 'session', 'store'];
const FEATURES = [
  'accounts', 'addresses', 'consent', 'contact', 'energy-model', 'epc', 'grants', 'health', 'interactions', 'model-assumptions', 'partners',
  'plan-copy', 'plans', 'privacy', 'properties', 'quotes', 'recommendation-images', 'resume', 'retention', 'sharing', 'thermy', 'web', 'welcome',
];

/** Where the feature boundary does not apply: the places that wire every feature together by design. */
const COMPOSITION_ROOTS = [
  'backend/src/app.ts', // mounts every feature's routes and middleware
  'backend/src/main.ts', // starts the server, the register look-up and the sample data
  'backend/src/**/*.cli.ts', // a command-line program's own main, as main.ts is the server's
  'backend/src/graphql/resolvers.ts', // the schema's list of every feature's resolvers
  'backend/src/context/services.ts', // builds every service with what it depends on
  'backend/src/jobs/background-work.ts', // starts every background worker and schedule
  'backend/src/database/**', // the entity and migration lists, and the ORM's own command-line config
];

/**
 * Rules that need types, so each workspace is linted with the tsconfig that type-checks it (the
 * test configs include tests and benches). A forgotten promise is an unhandled rejection or a race.
 */
const TYPED_WORKSPACES = [
  { files: ['common/src/**/*.ts'], project: 'common/tsconfig.test.json' },
  { files: ['backend/{src,test,bench}/**/*.ts'], project: 'backend/tsconfig.test.json' },
  { files: ['frontend/src/**/*.{ts,tsx}', 'frontend/vite.config.mts'], project: 'frontend/tsconfig.json' },
  { files: ['e2e/**/*.ts'], project: 'e2e/tsconfig.json' },
];
const TYPED_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  // An async handler on a JSX attribute is fine: React ignores the promise and the handler reports its own failures.
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', 'frontend/src/gql/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...TYPED_WORKSPACES.map(({ files, project }) => ({
    files,
    languageOptions: { parserOptions: { project, tsconfigRootDir: import.meta.dirname } },
    rules: TYPED_RULES,
  })),
  {
    files: ['backend/src/**/*.ts'],
    ignores: [...ENTITY_REGISTRIES, 'backend/src/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_FEATURES_ENTITY] }] },
  },
  {
    files: ['backend/src/**/*.service.ts'],
    ignores: ENTITY_REGISTRIES,
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_FEATURES_ENTITY, TRANSPORT_FROM_SERVICE] }] },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: COMPOSITION_ROOTS,
    plugins: { warmwise: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'warmwise/feature-boundaries': [
        'error',
        { sourceRoot: `${import.meta.dirname}/backend/src`, features: FEATURES, platform: PLATFORM },
      ],
    },
  },
);
