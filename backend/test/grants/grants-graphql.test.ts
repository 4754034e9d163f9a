import request from 'supertest';
import { GRANT_SCHEMES } from '@warmwise/common';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PENSIONER_ASSESSED_IDS, PENSIONER_GRANT_IDS, pensionerHousehold, savedProperty } from './support.js';

let app: TestApp;
let visitor: string;
let propertyId: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
  propertyId = await savedProperty(app.server, visitor);
});
afterAll(() => app.close());

const SCHEME_FIELDS = 'id name description eligibility amount amountAsOf source sourceUrl endedOn nation provider requirements applicationProcess website asOf';
const { members, ...answers } = pensionerHousehold;
const graphqlHousehold = {
  ...answers,
  members: {
    childrenUnder5: members.children_under_5,
    age5To17: members['5_to_17_years'],
    age18To60: members['18_to_60_years'],
    age61To66: members['61_to_66_years'],
    over66: members.over_66_years,
  },
};
const ids = (schemes: Array<{ id: string }>) => schemes.map((scheme) => scheme.id);

describe('grantSchemes query', () => {
  it('answers the same catalogue as GET /api/grants/schemes, without a session', async () => {
    const { body } = await graphql<{ grantSchemes: unknown[] }>(app.server, `{ grantSchemes { ${SCHEME_FIELDS} } }`);
    const rest = await request(app.server).get('/api/grants/schemes');
    expect(body.data!.grantSchemes).toEqual(rest.body.schemes);
    expect(ids(body.data!.grantSchemes as Array<{ id: string }>).slice(0, 9)).toEqual(GRANT_SCHEMES.map((scheme) => scheme.id));
  });
});

describe('eligibleGrants query', () => {
  const check = (household: unknown) =>
    graphql<{ eligibleGrants: Array<{ id: string }> }>(
      app.server,
      'query E($household: GrantsHouseholdInput!) { eligibleGrants(household: $household) { id } }',
      { household },
    );

  it('lists the schemes the shared rule matches', async () => {
    const { body } = await check(graphqlHousehold);
    expect(ids(body.data!.eligibleGrants).sort()).toEqual([...PENSIONER_GRANT_IDS].sort());
  });

  it('matches the Disabled Facilities Grant for disability yes', async () => {
    const { body } = await check({ hasDisability: 'yes' });
    expect(ids(body.data!.eligibleGrants)).toContain('disabled-facilities-grant');
  });

  it('rejects a negative count with BAD_USER_INPUT and the shared message', async () => {
    const { body } = await check({ members: { over66: -2 } });
    const error = onlyError(body);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('members.over_66_years must be a whole number of 0 or more');
  });
});

describe('submitGrantsQuestionnaire mutation', () => {
  const MUTATION =
    'mutation S($input: GrantsQuestionnaireInput!) { submitGrantsQuestionnaire(input: $input) { success id eligibleGrants { id } } }';
  const submit = (input: unknown, cookie = visitor) =>
    graphql<{ submitGrantsQuestionnaire: { success: boolean; id: string; eligibleGrants: Array<{ id: string }> } }>(
      app.server,
      MUTATION,
      { input },
      cookie,
    );

  it('stores the submission like the REST route, with the same eligibility', async () => {
    const { body } = await submit({ propertyId, householdData: graphqlHousehold, eligibleGrants: ['eco4'] });
    const result = body.data!.submitGrantsQuestionnaire;
    expect(result).toMatchObject({ success: true, id: expect.any(String) });
    expect(ids(result.eligibleGrants).sort()).toEqual([...PENSIONER_ASSESSED_IDS].sort());
    const rest = await request(app.server)
      .post('/api/grants-questionnaire')
      .set('Cookie', visitor)
      .send({ propertyId, householdData: pensionerHousehold });
    expect(ids(rest.body.eligibleGrants)).toEqual(ids(result.eligibleGrants));
    const rows = await app.db.orm.em
      .fork()
      .getConnection()
      .execute('select household_data, client_eligible_grant_ids from grants_submission where id in (?, ?) order by created_at', [
        result.id,
        rest.body.id,
      ]);
    expect(rows).toHaveLength(2);
    expect(rows[0].household_data).toEqual(rows[1].household_data);
  });

  it("answers NOT_FOUND for another visitor's property", async () => {
    const stranger = await newVisitor(app.server);
    const { body } = await submit({ propertyId, householdData: {} }, stranger);
    const error = onlyError(body);
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Property not found');
  });
});
