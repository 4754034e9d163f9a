import { fuzzAppForThisFile } from './support/fuzz-app.js';
import { fuzzRestGroup } from './support/fuzz-groups.js';
import { expectMostReachedValidation } from './support/fuzz-run.js';
import { homeEndpoints } from './support/rest-endpoints.js';

const fixture = fuzzAppForThisFile();

it('addresses, homes, plans and grants answer bad input without a 5xx, a leak or a stored row', async () => {
  expectMostReachedValidation(await fuzzRestGroup('rest-homes', fixture(), homeEndpoints(fixture())));
}, 120_000);
