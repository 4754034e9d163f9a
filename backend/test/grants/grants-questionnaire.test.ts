import request from 'supertest';
import { GRANT_SCHEMES } from '@warmwise/common';
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

const submit = (body: unknown, cookie = visitor) =>
  request(app.server).post('/api/grants-questionnaire').set('Cookie', cookie).send(body as object);
const rowOf = async (id: string) => {
  const rows = await app.db.orm.em.fork().getConnection().execute('select * from grants_submission where id = ?', [id]);
  return rows[0] as Record<string, unknown> | undefined;
};
const ids = (schemes: Array<{ id: string }>) => schemes.map((scheme) => scheme.id);
const sortedIds = (schemes: Array<{ id: string }>) => ids(schemes).sort();

describe('POST /api/grants-questionnaire', () => {
  it('stores the answers with the eligibility the server worked out, and answers 201', async () => {
    const res = await submit({ propertyId, householdData: pensionerHousehold, eligibleGrants: PENSIONER_GRANT_IDS });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), eligibleGrants: expect.any(Array) });
    expect(sortedIds(res.body.eligibleGrants)).toEqual([...PENSIONER_ASSESSED_IDS].sort());
    const eco4 = res.body.eligibleGrants.find((scheme: { id: string }) => scheme.id === 'eco4');
    expect(eco4).toEqual({
      ...GRANT_SCHEMES[1],
      amountAsOf: '2025-11-26',
      source: expect.stringContaining('Ofgem, Energy Company Obligation (ECO4)'),
      sourceUrl: 'https://www.ofgem.gov.uk/environmental-and-social-schemes/energy-company-obligation-eco',
      endedOn: '2026-03-31',
      nation: null,
      verdict: 'unlikely',
      reasons: ['Ended on 31 March 2026; the Warm Homes Plan, through your council, took over from it'],
    });
    expect(await rowOf(res.body.id)).toMatchObject({
      property_id: propertyId,
      household_data: { ...pensionerHousehold, benefits: ['pension_credit'] },
      eligible_grant_ids: ids(res.body.eligibleGrants),
      client_eligible_grant_ids: PENSIONER_GRANT_IDS,
    });
  });

  it("recomputes eligibility instead of trusting the browser's list, and keeps both", async () => {
    const claimed = [{ id: 'disabled-facilities-grant', name: 'Disabled Facilities Grant' }];
    const res = await submit({ propertyId, householdData: { benefits: ['none'] }, eligibleGrants: claimed });
    expect(res.status).toBe(201);
    expect(ids(res.body.eligibleGrants)).toEqual(['boiler-upgrade-scheme', 'warm-homes-local-grant', 'great-british-insulation-scheme']);
    expect(await rowOf(res.body.id)).toMatchObject({
      eligible_grant_ids: ['boiler-upgrade-scheme', 'warm-homes-local-grant', 'great-british-insulation-scheme'],
      client_eligible_grant_ids: ['disabled-facilities-grant'],
    });
  });

  it('accepts a questionnaire with every answer skipped and no list from the browser', async () => {
    const res = await submit({ propertyId, householdData: {} });
    expect(res.status).toBe(201);
    expect(await rowOf(res.body.id)).toMatchObject({ client_eligible_grant_ids: null });
  });

  it("answers 404 for another visitor's property, exactly as for a missing one, and stores nothing", async () => {
    const stranger = await newVisitor(app.server);
    const before = await app.db.orm.em.fork().getConnection().execute('select count(*)::int as n from grants_submission');
    for (const id of [propertyId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await submit({ propertyId: id, householdData: pensionerHousehold }, stranger);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Property not found');
    }
    const after = await app.db.orm.em.fork().getConnection().execute('select count(*)::int as n from grants_submission');
    expect(after[0].n).toBe(before[0].n);
  });

  it.each([
    [{ propertyId: ' ', householdData: {} }, 'propertyId is required'],
    [{ propertyId: 'x' }, 'householdData must be an object'],
    [{ householdData: { members: { over_66_years: -1 } } }, 'members.over_66_years must be a whole number of 0 or more'],
    [{ householdData: { members: { children_under_5: 1.5 } } }, 'members.children_under_5 must be a whole number of 0 or more'],
    [{ householdData: { benefits: ['lottery_win'] } }, expect.stringMatching(/^benefits must be one of: universal_credit, /)],
    [{ householdData: { hasDisability: 'maybe' } }, 'hasDisability must be one of: yes, no, prefer_not_to_say'],
    [{ householdData: {}, eligibleGrants: 'eco4' }, 'eligibleGrants must be a list of grant ids'],
    [{ householdData: {}, eligibleGrants: [42] }, 'eligibleGrants must be a list of grant ids'],
  ])('rejects %j with 400 and a clear message', async (body, message) => {
    const res = await submit({ propertyId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(message);
  });
});

describe('GET /api/grants/schemes', () => {
  it("answers the catalogue's 9 schemes and the nations' own 6, each with today's amount, source and date, without a session", async () => {
    const res = await request(app.server).get('/api/grants/schemes');
    expect(res.status).toBe(200);
    expect(ids(res.body.schemes)).toEqual([
      ...GRANT_SCHEMES.map((scheme) => scheme.id),
      'warm-homes-local-grant',
      'home-energy-scotland-grant-loan',
      'warmer-homes-scotland',
      'pension-age-winter-heating-payment',
      'nest-wales',
      'ni-affordable-warmth',
    ]);
    for (const scheme of res.body.schemes) {
      expect(scheme.amountAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(scheme.sourceUrl).toMatch(/^https:\/\//);
    }
    // One figure everywhere: the Boiler Upgrade Scheme's current grant, not the £5,000-£6,000 it once was.
    expect(res.body.schemes[2]).toMatchObject({ amount: expect.stringMatching(/^£7,500 towards an air or ground source heat pump \(£9,000 when it replaces oil or LPG/), amountAsOf: '2026-07-21', endedOn: null });
    expect(res.body.schemes[0]).toMatchObject({ endedOn: '2026-03-31' });
  });
});
