import { fuzzAppForThisFile } from './support/fuzz-app.js';
import { fuzzGraphqlGroup } from './support/fuzz-groups.js';
import { expectMostReachedValidation } from './support/fuzz-run.js';
import { literalCases } from './support/graphql-case.js';
import { graphqlMutations } from './support/graphql-mutations.js';

const fixture = fuzzAppForThisFile();

it('every mutation answers bad inline literals (escaped, raw and block strings) without a 5xx, an internal error, a leak or a stored row', async () => {
  const report = await fuzzGraphqlGroup('graphql-literals', fixture(), graphqlMutations(fixture()), literalCases);
  expect(report.total).toBeGreaterThan(0);
  expect(report.counts.failure).toBe(0);
  expectMostReachedValidation(report);
}, 120_000);
