import request from 'supertest';
import { emptyHousehold } from '@warmwise/common';
import { heatPumpGrantFor } from '../../src/grants/grants-engine.js';
import { UNKNOWN_HOME, type GrantsHome } from '../../src/grants/rules/circumstances.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { savedProperty } from './support.js';

const grantFor = (home: Partial<GrantsHome>, today = '2026-12-03', household = {}) =>
  heatPumpGrantFor({ household: { ...emptyHousehold(), ...household }, home: { ...UNKNOWN_HOME, tenure: 'Owner-occupied', ...home }, today });

describe("the heat-pump card's grant, from the Grants tab's verdicts", () => {
  it.each([
    ['an English gas home', { nation: 'England', heatingSystem: 'Gas boiler' }, 'Boiler Upgrade Scheme', 7500],
    ['a Welsh gas home', { nation: 'Wales', heatingSystem: 'Gas boiler' }, 'Boiler Upgrade Scheme', 7500],
    ['a Scottish home', { nation: 'Scotland', heatingSystem: 'Oil boiler' }, 'Home Energy Scotland Grant and Loan', 7500],
  ] as const)('%s: %s, £%d', (_home, home, name, gbp) => {
    expect(grantFor(home)).toMatchObject({ name, amountGbp: gbp });
  });

  it('is likely for an owner, worth checking where the tenure is not saved or a private landlord applies', () => {
    expect(grantFor({ nation: 'England', heatingSystem: 'Gas boiler' })!.verdict).toBe('likely');
    expect(grantFor({ nation: 'England', heatingSystem: 'Gas boiler', tenure: null })!.verdict).toBe('check');
    expect(grantFor({ nation: 'England', heatingSystem: 'Gas boiler', tenure: 'Rented - Private' })!.verdict).toBe('check');
  });

  it('is none in Northern Ireland, for a social tenant, or for a home already on a heat pump or wood', () => {
    expect(grantFor({ nation: 'Northern Ireland', heatingSystem: 'Oil boiler' })).toBeNull();
    expect(grantFor({ nation: 'England', heatingSystem: 'Gas boiler', tenure: 'Rented - Social' })).toBeNull();
    expect(grantFor({ nation: 'Scotland', heatingSystem: 'Gas boiler', tenure: 'Rented - Social' })).toBeNull();
    expect(grantFor({ nation: 'England', heatingSystem: 'Heat pump' })).toBeNull();
    expect(grantFor({ nation: 'England', heatingSystem: 'Other', heatingFuel: 'wood' })).toBeNull();
  });

  it("is £9,000 for replacing oil or LPG off the gas grid from 21 July 2026, and £7,500 before", () => {
    expect(grantFor({ nation: 'England', heatingSystem: 'Oil boiler' })!.amountGbp).toBe(9000);
    expect(grantFor({ nation: 'Wales', heatingSystem: 'Other', heatingFuel: 'lpg' })!.amountGbp).toBe(9000);
    expect(grantFor({ nation: 'England', heatingSystem: 'Oil boiler' }, '2026-07-20')!.amountGbp).toBe(7500);
    expect(grantFor({ nation: 'England', heatingSystem: 'Gas boiler' })!.amountGbp).toBe(7500);
  });

  it('is £9,000 in Scotland for a rural home, as the household says', () => {
    expect(grantFor({ nation: 'Scotland', heatingSystem: 'Gas boiler' }, '2026-12-03', { isRuralArea: 'yes' })!.amountGbp).toBe(9000);
    expect(grantFor({ nation: 'Scotland', heatingSystem: 'Gas boiler' }, '2026-12-03', { isRuralArea: 'no' })!.amountGbp).toBe(7500);
  });

  it("for a private tenant names the grant as one the landlord must apply for", () => {
    expect(grantFor({ nation: 'England', heatingSystem: 'Gas boiler', tenure: 'Rented - Private' })!.source).toContain(
      'worth checking: Your landlord must apply: the grant goes to the owner of the home, so ask them',
    );
  });

  it("reads the saved home's heating before the questionnaire's answer", () => {
    // A saved LPG home stays an LPG home whatever the questionnaire says of its heating.
    expect(grantFor({ nation: 'England', heatingSystem: 'Other', heatingFuel: 'lpg' }, '2026-12-03', { heatingSystem: 'other' })).toMatchObject({ amountGbp: 9000 });
    expect(grantFor({ nation: 'England', heatingSystem: 'Other', heatingFuel: 'wood' }, '2026-12-03', { heatingSystem: 'gas_boiler' })).toBeNull();
  });
});

describe('the heat-pump card and the Grants tab agree, over REST and GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const planGrant = async (visitor: string, propertyId: string) => {
    await request(app.server).post('/api/recommendations').set('Cookie', visitor).send({ propertyId });
    const rest = await request(app.server).get(`/api/properties/${propertyId}/energy-plan`).set('Cookie', visitor);
    expect(rest.status).toBe(200);
    const { body } = await graphql<{ energyPlan: { heatPumpVerdict: { grant: unknown } } }>(
      app.server,
      'query P($id: ID!) { energyPlan(propertyId: $id) { heatPumpVerdict { grant { name amountGbp source verdict } } } }',
      { id: propertyId },
      visitor,
    );
    expect(body.data!.energyPlan.heatPumpVerdict.grant).toEqual(rest.body.heatPumpVerdict.grant);
    return rest.body.heatPumpVerdict.grant as { name: string; amountGbp: number } | null;
  };
  const tabVerdict = async (visitor: string, propertyId: string, id: string) => {
    const res = await request(app.server).post('/api/grants-questionnaire').set('Cookie', visitor).send({ propertyId, householdData: { benefits: ['none'] } });
    expect(res.status).toBe(201);
    return (res.body.eligibleGrants as Array<{ id: string; verdict: string }>).find((scheme) => scheme.id === id)!.verdict;
  };

  it.each([
    ['a socially rented home in Leeds', 'LS9 8AA', 'Rented - Social', null, 'boiler-upgrade-scheme', 'unlikely'],
    ['a socially rented home in Glasgow', 'G1 1AA', 'Rented - Social', null, 'home-energy-scotland-grant-loan', 'unlikely'],
    ['an owner-occupied oil home in Leeds', 'LS9 8AA', 'Owner-occupied', { name: 'Boiler Upgrade Scheme', amountGbp: 9000 }, 'boiler-upgrade-scheme', 'likely'],
  ] as const)('%s', async (_what, postcode, tenure, grant, schemeId, verdict) => {
    const visitor = await newVisitor(app.server);
    const propertyId = await savedProperty(app.server, visitor, { postcode, tenure, heatingSystem: 'Oil boiler', address: '3 Test Street' });
    const shown = await planGrant(visitor, propertyId);
    if (grant) expect(shown).toMatchObject(grant);
    else expect(shown).toBeNull();
    expect(await tabVerdict(visitor, propertyId, schemeId)).toBe(verdict);
  });
});
