import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { graphqlMutations } from './support/graphql-mutations.js';
import { accountEndpoints, formEndpoints, homeEndpoints } from './support/rest-endpoints.js';

// The fuzz groups list their endpoints by hand (each needs a valid base payload); these checks
// make a new route or mutation fail here until it is given one.

const SRC = new URL('../../src/', import.meta.url);
// Routers mounted outside /api: health checks, the web app, the development mail outbox, the
// recommendation pictures, the API playground's page, the page a resume link opens, the plan page
// served with its first screen.
const NOT_API = new Set([
  'health.routes.ts',
  'frontend.routes.ts',
  'outbox.routes.ts',
  'recommendation-image.routes.ts',
  'playground.routes.ts',
  'resume-page.routes.ts',
  'plan-first-screen.routes.ts',
]);
const ids = { propertyId: 'p', energyPlanId: 'e', recommendationId: 'r', recommendationTitle: 't' };

function apiRoutesInSource(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.routes.ts'));
  return files
    .filter((file) => !NOT_API.has(file.split('/').at(-1)!))
    .flatMap((file) => [...readFileSync(new URL(file, SRC), 'utf8').matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)])
    .map(([, method, path]) => `${method.toUpperCase()} /api${path}`);
}

it('fuzzes every REST endpoint under /api', () => {
  const fuzzed = [...homeEndpoints(ids), ...formEndpoints(ids), ...accountEndpoints('a@example.com')].map((endpoint) => `${endpoint.method} ${endpoint.route}`);
  const routes = apiRoutesInSource();
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.filter((route) => !fuzzed.includes(route))).toEqual([]);
});

it('fuzzes every GraphQL mutation with the arguments the schema declares', () => {
  const schema = buildSchema(readFileSync(new URL('../../../graphql/schema.graphql', import.meta.url), 'utf8'));
  const declared = schema.getMutationType()!.getFields();
  const fuzzed = graphqlMutations(ids);
  expect(fuzzed.map((mutation) => mutation.field).sort()).toEqual(Object.keys(declared).sort());
  for (const mutation of fuzzed) {
    const schemaArgs = Object.fromEntries(declared[mutation.field].args.map((arg) => [arg.name, String(arg.type)]));
    const fuzzedArgs = Object.fromEntries(Object.entries(mutation.args).map(([name, [type]]) => [name, type]));
    expect({ [mutation.field]: fuzzedArgs }).toEqual({ [mutation.field]: schemaArgs });
  }
});
