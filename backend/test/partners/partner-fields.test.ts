import request from 'supertest';
import { GRANT_SCHEMES } from '@warmwise/common';
import { onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PENSIONER_GRANT_IDS } from '../grants/support.js';
import { createPartnerKey, partnerQuery } from './support.js';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ key } = await createPartnerKey(app.db.url, 'Leeds City Council', ['--per-minute', '1000']));
});
afterAll(() => app.close());

const ELIGIBILITY = `query ($households: [HouseholdInput!]!) {
  partner { eligibility(households: $households) { reference eligibleGrants { id verdict reasons } } }
}`;
type Eligibility = {
  partner: { eligibility: Array<{ reference: string | null; eligibleGrants: Array<{ id: string; verdict: string; reasons: string[] }> }> };
};

const pensioner = {
  reference: 'account-17',
  members: { age18To60: 2, over66: 1 },
  benefits: ['pension_credit'],
  income: 'under_20k',
  hasDisability: 'no',
  localAuthority: 'Leeds',
};

describe('partner { eligibility }', () => {
  it('answers each household in the order sent, by the questionnaire rule, with the verdicts the questionnaire gives', async () => {
    const { status, body } = await partnerQuery<Eligibility>(app.server, key, ELIGIBILITY, { households: [pensioner, {}] });
    expect(status).toBe(200);
    const [first, second] = body.data!.partner.eligibility;
    expect(first!.reference).toBe('account-17');
    expect(first!.eligibleGrants.map((scheme) => scheme.id).sort()).toEqual([...PENSIONER_GRANT_IDS].sort());
    // No home is sent, so where the nation decides the verdict is to check; ended schemes are unlikely.
    expect(first!.eligibleGrants.map((scheme) => [scheme.id, scheme.verdict])).toEqual([
      ['boiler-upgrade-scheme', 'check'],
      ['warm-home-discount', 'check'],
      ['winter-fuel-payment', 'check'],
      ['cold-weather-payment', 'check'],
      ['local-authority-grants', 'check'],
      ['great-british-insulation-scheme', 'unlikely'],
      ['eco4', 'unlikely'],
      ['home-upgrade-grant', 'unlikely'],
    ]);
    expect(first!.eligibleGrants.find((scheme) => scheme.id === 'eco4')!.reasons[0]).toMatch(/^Ended on 31 March 2026/);
    expect(second!.reference).toBeNull();
    expect(second!.eligibleGrants.map((scheme) => scheme.id)).toEqual(['boiler-upgrade-scheme', 'great-british-insulation-scheme']);
  });

  it('uses what the partner says of the home: its postcode’s nation, tenure and EPC band', async () => {
    const inverness = { ...pensioner, postcode: 'iv2 3aa', tenure: 'Owner-occupied', epcRating: 'E' };
    const { body } = await partnerQuery<Eligibility>(app.server, key, ELIGIBILITY, { households: [inverness] });
    const schemes = Object.fromEntries(body.data!.partner.eligibility[0]!.eligibleGrants.map((scheme) => [scheme.id, scheme]));
    expect(schemes['boiler-upgrade-scheme']).toMatchObject({ verdict: 'unlikely', reasons: ['Not available in Scotland — Home Energy Scotland offers a grant and loan instead'] });
    expect(schemes['home-energy-scotland-grant-loan']).toMatchObject({ verdict: 'likely' });
    expect(schemes['warm-home-discount']).toMatchObject({ verdict: 'likely' });
  });

  it.each([
    [{ postcode: 'not a postcode' }, 'households[0].postcode', 'households[0]: Please enter a valid UK postcode'],
    [{ tenure: 'Lodger' }, 'households[0].tenure', 'households[0]: tenure must be one of: Owner-occupied, Rented - Private, Rented - Social'],
    [{ epcRating: 'Z' }, 'households[0].epcRating', 'households[0]: epcRating must be one of: A, B, C, D, E, F, G'],
  ])('refuses a home answer it cannot read (%j), naming the field', async (home, field, message) => {
    const { body } = await partnerQuery<Eligibility>(app.server, key, ELIGIBILITY, { households: [{ ...pensioner, ...home }] });
    expect(onlyError(body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('refuses more than 100 households, and names the household whose answer is wrong', async () => {
    const tooMany = await partnerQuery<Eligibility>(app.server, key, ELIGIBILITY, { households: Array.from({ length: 101 }, () => ({})) });
    expect(onlyError(tooMany.body)).toMatchObject({ message: 'Send at most 100 households a call.', extensions: { code: 'BAD_USER_INPUT' } });
    const wrong = await partnerQuery<Eligibility>(app.server, key, ELIGIBILITY, { households: [pensioner, { income: 'lots' }] });
    expect(onlyError(wrong.body)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'households[1].income' } });
    expect(onlyError(wrong.body).message).toMatch(/^households\[1\]: income must be one of/);
  });

  it('refuses a reference over 100 characters, naming the household', async () => {
    const { body } = await partnerQuery<Eligibility>(app.server, key, ELIGIBILITY, { households: [pensioner, { reference: 'r'.repeat(101) }] });
    expect(onlyError(body)).toMatchObject({
      message: 'households[1].reference must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'households[1].reference' },
    });
  });
});

const GRANTS = `query ($area: String!) { partner { grants(localAuthority: $area) { localAuthority { code name nation } schemes { id } } } }`;
type Grants = { partner: { grants: { localAuthority: { code: string; name: string; nation: string }; schemes: Array<{ id: string }> } } | null };

describe('partner { grants(localAuthority) }', () => {
  it('finds an authority by name or ONS code, in any case, with the schemes open in its nation', async () => {
    const leeds = await partnerQuery<Grants>(app.server, key, GRANTS, { area: ' leeds ' });
    expect(leeds.body.data!.partner!.grants.localAuthority).toEqual({ code: 'E08000035', name: 'Leeds', nation: 'England' });
    expect(leeds.body.data!.partner!.grants.schemes.map((scheme) => scheme.id)).toEqual([...GRANT_SCHEMES.map((scheme) => scheme.id), 'warm-homes-local-grant']);
    // Wales has Nest of its own and no Home Upgrade Grant.

    const cardiff = await partnerQuery<Grants>(app.server, key, GRANTS, { area: 'w06000015' });
    expect(cardiff.body.data!.partner!.grants.localAuthority).toEqual({ code: 'W06000015', name: 'Cardiff', nation: 'Wales' });
    const welsh = cardiff.body.data!.partner!.grants.schemes.map((scheme) => scheme.id);
    expect(welsh).toEqual([...GRANT_SCHEMES.map((scheme) => scheme.id).filter((id) => id !== 'home-upgrade-grant'), 'nest-wales']);
  });

  it('an authority it does not know: BAD_USER_INPUT saying what to send', async () => {
    const { body } = await partnerQuery<Grants>(app.server, key, GRANTS, { area: 'Atlantis' });
    expect(onlyError(body)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'localAuthority' } });
    expect(onlyError(body).message).toContain('ONS code');
  });

  it('a blank authority: BAD_USER_INPUT saying what to send', async () => {
    const { body } = await partnerQuery<Grants>(app.server, key, GRANTS, { area: '   ' });
    expect(onlyError(body)).toMatchObject({
      message: 'localAuthority must be an ONS code or a name of 1 to 100 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'localAuthority' },
    });
  });
});

const STATISTICS = `query ($area: String!, $months: Int!) {
  partner { submissionStatistics(localAuthority: $area, months: $months) {
    localAuthority { code } minimumCount epsilon
    months { month submissions { count suppressed } eligible { schemeId count suppressed } }
  } }
}`;
interface Count {
  count: number | null;
  suppressed: boolean;
}
type Month = { month: string; submissions: Count; eligible: Array<Count & { schemeId: string }> };
type Statistics = { partner: { submissionStatistics: { localAuthority: { code: string }; minimumCount: number; epsilon: number; months: Month[] } } };

/** A home saved through the API at a postcode; its id and owner. */
async function homeAt(postcode: string): Promise<{ id: string; owner: string }> {
  const res = await request(app.server)
    .post('/api/properties')
    .set('Cookie', await newVisitor(app.server))
    .send({ address: '1 Test Street', postcode, propertyType: 'Terraced', yearBuilt: 'Pre-1919' });
  expect(res.status).toBe(201);
  const [row] = await app.db.orm.em.getConnection().execute('select owner_visitor_id as owner from property where id = ?', [res.body.id]);
  return { id: res.body.id as string, owner: row.owner as string };
}

/**
 * Questionnaires as the app stores them, dated in a past month and placed, as the app does, in the
 * authority of their home's postcode: `count` of them, each eligible for `grantIds`.
 */
async function submissions(home: { id: string; owner: string }, monthsAgo: number, count: number, grantIdsOf: (index: number) => string[]) {
  const now = new Date();
  const createdAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
  for (let index = 0; index < count; index += 1) {
    await app.db.orm.em.getConnection().execute(
      `insert into grants_submission (id, owner_visitor_id, property_id, household_data, eligible_grant_ids, created_at, local_authority)
       values (gen_random_uuid(), ?, ?, '{}', ?, ?, (select c.local_authority from epc_certificate c join property p on p.postcode = c.postcode
                                                    where p.id = ? order by c.lodgement_date desc limit 1))`,
      [home.owner, home.id, JSON.stringify(grantIdsOf(index)), createdAt, home.id],
    );
  }
}

const monthAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 7);
};

/** Every published cell is 10 or more, and no scheme's published count leaves fewer than 10 of its month outside it. */
function expectNothingSmallShown(months: Month[]) {
  for (const month of months) {
    for (const cell of [month.submissions, ...month.eligible]) expect(cell.suppressed ? cell.count === null : cell.count! >= 10).toBe(true);
    for (const scheme of month.eligible.filter((cell) => !cell.suppressed)) expect(month.submissions.count! - scheme.count!).toBeGreaterThanOrEqual(10);
  }
}

describe('partner { submissionStatistics }', () => {
  beforeAll(async () => {
    const leedsHome = await homeAt('LS1 4AP');
    const otherLeedsHome = await homeAt('LS6 3HN');
    // Two months ago: 200 in Leeds, all eligible for the insulation scheme, 100 for ECO4, 3 for the Warm Home Discount.
    await submissions(leedsHome, 2, 120, (i) => ['great-british-insulation-scheme', ...(i < 100 ? ['eco4'] : []), ...(i < 3 ? ['warm-home-discount'] : [])]);
    await submissions(otherLeedsHome, 2, 80, () => ['great-british-insulation-scheme']);
    // Last month: 2 in Leeds.
    await submissions(leedsHome, 1, 2, () => ['great-british-insulation-scheme']);
    // This month: not complete, never shown.
    await submissions(leedsHome, 0, 30, () => ['great-british-insulation-scheme']);
    // Elsewhere: Cardiff, and a postcode the register (England and Wales) does not hold.
    await submissions(await homeAt('CF10 1EP'), 2, 120, () => []);
    await submissions(await homeAt('EH1 1YZ'), 2, 150, () => []);
  });

  it('counts complete months by the authority questionnaires were sent from, each count with noise, small cells withheld', async () => {
    const { status, body } = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: 'Leeds', months: 3 });
    expect(status).toBe(200);
    const statistics = body.data!.partner.submissionStatistics;
    expect(statistics.localAuthority.code).toBe('E08000035');
    expect(statistics).toMatchObject({ minimumCount: 10, epsilon: 2 });
    expect(statistics.months.map((month) => month.month)).toEqual([monthAgo(3), monthAgo(2), monthAgo(1)]);
    // Noise of ε 0.2 a count is within ±60 with odds of about 10^-5 to 1.
    const [empty, busy, quiet] = statistics.months;
    expect(busy.submissions.count).toBeGreaterThan(200 - 60);
    expect(busy.submissions.count).toBeLessThan(200 + 60);
    const busyCounts = Object.fromEntries(busy.eligible.map(({ schemeId, count }) => [schemeId, count]));
    expect(Math.abs(busyCounts.eco4! - 100)).toBeLessThan(60);
    // 3 households: withheld unless the noise lifts it to 10, which the complement of 197 allows.
    expect(busyCounts['warm-home-discount'] ?? 0).toBeLessThan(3 + 60);
    // None of the month falls outside the insulation scheme: published only if the noise opens a gap of 10.
    for (const month of [empty, quiet]) expect(month.submissions.count ?? 0).toBeLessThan(60);
    expectNothingSmallShown(statistics.months);
  });

  it('never reveals a count below 10, nor a count that leaves fewer than 10 households of its month outside it', async () => {
    for (const area of ['Leeds', 'Cardiff', 'York']) {
      const { body } = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area, months: 24 });
      expectNothingSmallShown(body.data!.partner.submissionStatistics.months);
    }
  });

  it('shows a key a month the same each time it asks, and another key its own draw', async () => {
    const first = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: 'Cardiff', months: 6 });
    const again = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: 'Cardiff', months: 6 });
    expect(again.body).toEqual(first.body);
    const { key: other } = await createPartnerKey(app.db.url, 'Cardiff Council');
    await partnerQuery<Statistics>(app.server, other, STATISTICS, { area: 'Cardiff', months: 6 });
    const [row] = await app.db.orm.em.getConnection().execute(`select count(distinct partner_key_id) as keys from partner_statistics_release where local_authority = 'W06000015'`);
    expect(Number(row.keys)).toBe(2);
  });

  it('refuses a range beyond 24 months', async () => {
    const { body } = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: 'Leeds', months: 25 });
    expect(onlyError(body)).toMatchObject({ message: 'months must be a whole number from 1 to 24', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

const RENTED_HOMES = `query ($homes: [RentedHomeInput!]!) {
  partner { rentedHomes(homes: $homes) {
    reference currentEnergyEfficiency
    rentalStandard { nation status headline costCapGbp route { costMin costMax scoreAfter measures { id } } exemption }
    certificateCheck { status likelyScore offerNewCertificate advice }
  } }
}`;
type RentedHomes = {
  partner: {
    rentedHomes: Array<{
      reference: string | null;
      currentEnergyEfficiency: number;
      rentalStandard: { nation: string; status: string; headline: string; costCapGbp: number | null; route: { costMin: number; costMax: number; scoreAfter: number; measures: Array<{ id: string }> } | null; exemption: string | null };
      certificateCheck: { status: string; likelyScore: number; offerNewCertificate: boolean; advice: string };
    }>;
  };
};

/** The worked D semi of docs/rental-standard.md, as a letting agent would send it. */
const LEEDS_SEMI = {
  reference: 'flat-9',
  postcode: 'LS6 1AA',
  propertyType: 'Semi-detached',
  yearBuilt: '1945-1964',
  floorArea: 90,
  numBedrooms: 3,
  heatingSystem: 'Gas boiler',
  epcRating: 'D',
  epcScore: 60,
  certificateLodgedOn: '2019-03-01',
  viewpoint: 'landlord',
  wallInsulation: 'cavity_empty',
  loftInsulationMm: 100,
  glazing: 'double',
  boilerType: 'condensing',
  heatingControls: 'thermostat',
};

describe('partner { rentedHomes }', () => {
  it("answers each home's standard and certificate check in the order sent, as a landlord's own plan would", async () => {
    const { status, body } = await partnerQuery<RentedHomes>(app.server, key, RENTED_HOMES, {
      homes: [LEEDS_SEMI, { postcode: 'BT7 1AA', propertyType: 'Terraced', yearBuilt: 'Pre-1919' }],
    });
    expect(status).toBe(200);
    const [leeds, belfast] = body.data!.partner.rentedHomes;
    expect(leeds!.reference).toBe('flat-9');
    expect(leeds!.rentalStandard).toMatchObject({ nation: 'England', status: 'within_cap', costCapGbp: 10000, exemption: null });
    expect(leeds!.rentalStandard.route!.measures.map((measure) => measure.id)).toContain('cavity-wall-insulation');
    expect(leeds!.rentalStandard.route!.scoreAfter).toBeGreaterThanOrEqual(69);
    expect(leeds!.rentalStandard.headline).toContain('the cheapest way to C costs you');
    expect(leeds!.certificateCheck).toMatchObject({ status: 'current', likelyScore: 60, offerNewCertificate: false });
    expect(belfast!.rentalStandard).toMatchObject({ nation: 'Northern Ireland', status: 'no_standard', route: null });
    expect(belfast!.certificateCheck).toMatchObject({ status: 'missing', offerNewCertificate: true, advice: 'yes' });
  });

  it('names the home and field of a problem, and refuses more than 20 homes a call', async () => {
    const bad = await partnerQuery<RentedHomes>(app.server, key, RENTED_HOMES, { homes: [LEEDS_SEMI, { ...LEEDS_SEMI, epcScore: 140 }] });
    expect(onlyError(bad.body)).toMatchObject({ message: 'homes[1].epcScore must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT', field: 'homes[1].epcScore' } });
    const type = await partnerQuery<RentedHomes>(app.server, key, RENTED_HOMES, { homes: [{ ...LEEDS_SEMI, propertyType: 'Castle' }] });
    expect(onlyError(type.body).message).toBe('homes[0]: propertyType must be one of: Semi-detached, Detached, Terraced, Flat/Apartment, Bungalow');
    const many = await partnerQuery<RentedHomes>(app.server, key, RENTED_HOMES, { homes: Array.from({ length: 21 }, () => LEEDS_SEMI) });
    expect(onlyError(many.body).message).toBe('Send at most 20 homes a call.');
  });
});
