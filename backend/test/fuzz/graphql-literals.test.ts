import { fuzzAppForThisFile } from './support/fuzz-app.js';
import { fuzzGraphqlGroup } from './support/fuzz-groups.js';
import { expectMostReachedValidation } from './support/fuzz-run.js';
import { literalCases } from './support/graphql-case.js';
import { graphqlMutations } from './support/graphql-mutations.js';

const fixture = fuzzAppForThisFile();

it('every mutation answers bad inline literals (escaped, raw and block strings) without a 5xx, an internal error, a leak or a stored row', async () => {
  expectMostReachedValidation(await fuzzGraphqlGroup('graphql-literals', fixture(), graphqlMutations(fixture()), literalCases));
}, 120_000);
