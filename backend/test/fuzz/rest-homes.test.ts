import { fuzzAppForThisFile } from './support/fuzz-app.js';
import { fuzzRestGroup } from './support/fuzz-groups.js';
import { expectMostReachedValidation } from './support/fuzz-run.js';
import { homeEndpoints } from './support/rest-endpoints.js';

const fixture = fuzzAppForThisFile();

it('addresses, homes, plans and grants answer bad input without a 5xx, a leak or a stored row', async () => {
  const report = await fuzzRestGroup('rest-homes', fixture(), homeEndpoints(fixture()));
  expect(report.total).toBeGreaterThan(0);
  expect(report.counts.failure).toBe(0);
  expectMostReachedValidation(report);
}, 120_000);
