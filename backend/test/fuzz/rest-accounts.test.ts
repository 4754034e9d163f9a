import { signedInUser, uniqueEmail } from '../support/accounts.js';
import { fuzzAppForThisFile } from './support/fuzz-app.js';
import { fuzzRestGroup } from './support/fuzz-groups.js';
import { expectMostReachedValidation } from './support/fuzz-run.js';
import { accountEndpoints } from './support/rest-endpoints.js';

const fixture = fuzzAppForThisFile();

it('accounts and personal data answer bad input without a 5xx, a leak or a stored row', async () => {
  // A real account, so a login with a spoiled password reaches the password check.
  const account = await signedInUser(fixture().app, uniqueEmail('fuzz'));
  const report = await fuzzRestGroup('rest-accounts', fixture(), accountEndpoints(account.email));
  expect(report.total).toBeGreaterThan(0);
  expect(report.counts.failure).toBe(0);
  expectMostReachedValidation(report);
}, 120_000);
