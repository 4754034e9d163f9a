import pg from 'pg';
import request from 'supertest';
import { priceTable } from '../../src/energy-model/index.js';
import { HOME, saveHome, getPlan } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askGraphql, askRest, sourceUrls, type ThermyJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface RecommendationJson {
  title: string;
  annualSavingGbp: number;
  modelledSavings: number;
  cost: string;
}

describe('Thermy answers from the visitor plan when the session has one', () => {
  it("gives this home's loft insulation saving range, cost and payback, citing the plan", async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor, { ...HOME, loftInsulation: 'None' });
    const plan = (await getPlan(app, propertyId, visitor)).body as { recommendations: { all: RecommendationJson[] } };
    const loft = plan.recommendations.all.find((item) => item.title === 'Loft Insulation' || item.title === 'Loft Insulation Top-up');
    expect(loft).toBeDefined();

    const res = await askRest(app, { message: 'How much would loft insulation save me?' }, visitor);
    expect(res.status).toBe(200);
    const answer = res.body as ThermyJson;
    expect(answer.reply).toContain(HOME.address);
    expect(answer.reply).toContain(`£${loft!.annualSavingGbp.toLocaleString('en-GB')}`);
    expect(answer.reply).toContain(loft!.cost);
    expect(answer.reply).toMatch(/pay for itself in about \d+ years/);
    expect(sourceUrls(answer)).toContain('/plan');
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('calls the rating an estimate for a home without a certificate, and not for one with', async () => {
    const estimate = 'We found no energy certificate for your home, so that rating is our estimate';
    const unlisted = await newVisitor(app.server);
    await saveHome(app, unlisted, { ...HOME, address: '7 Nowhere Road' });
    const unlistedAnswer = (await askRest(app, { message: 'What is my EPC rating?' }, unlisted)).body as ThermyJson;
    expect(unlistedAnswer.reply).toContain(estimate);

    const [certified] = (await app.db.orm.em.fork().getConnection().execute("select address, postcode from epc_certificate order by lmk_key limit 1")) as Array<{ address: string; postcode: string }>;
    const listed = await newVisitor(app.server);
    await saveHome(app, listed, { ...HOME, address: certified.address, postcode: certified.postcode });
    const listedAnswer = (await askRest(app, { message: 'What is my EPC rating?' }, listed)).body as ThermyJson;
    expect(listedAnswer.reply).toMatch(/Your home's EPC rating is [A-G] now/);
    expect(listedAnswer.reply).not.toContain(estimate);
  });

  it('answers the same question from the catalogue, without figures, for a visitor with no plan', async () => {
    const { status, body } = await askGraphql(app, 'How much would loft insulation save me?');
    expect(status).toBe(200);
    const answer = body.data!.askThermy;
    expect(answer.reply).toContain('270 mm');
    expect(answer.reply).toContain('Create your energy plan');
    expect(sourceUrls(answer)).toContain('/about#plan-assumptions');
    expect(sourceUrls(answer)).not.toContain('/plan');
  });

  it('follows up on the last measure within a conversation', async () => {
    const visitor = await newVisitor(app.server);
    await saveHome(app, visitor);
    const first = (await askRest(app, { message: 'Tell me about cavity wall insulation' }, visitor)).body as ThermyJson;
    const next = await askRest(app, { message: 'How much would that cost?', conversationId: first.conversationId }, visitor);
    expect(next.status).toBe(200);
    expect((next.body as ThermyJson).conversationId).toBe(first.conversationId);
    expect((next.body as ThermyJson).reply).toMatch(/Cavity Wall Insulation/);
  });
});

describe('Thermy on grants', () => {
  it('lists the schemes open to everyone, and points to the questionnaire, when the session knows nothing', async () => {
    const res = await askRest(app, { message: 'Which grants could I get?' });
    expect(res.status).toBe(200);
    const answer = res.body as ThermyJson;
    expect(answer.reply).toContain('Boiler Upgrade Scheme (£7,500 towards an air or ground source heat pump (£9,000 when it replaces oil or LPG heating off the gas grid, from 21 July 2026)');
    expect(answer.reply).not.toContain('£5,000-£6,000');
    expect(answer.reply).toContain('grants questionnaire');
    expect(answer.reply).not.toContain('Winter Fuel Payment');
    expect(sourceUrls(answer)).toContain('https://www.gov.uk/apply-boiler-upgrade-scheme');
  });

  it("applies the eligibility rule to the household's questionnaire answers", async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const grants = await request(app.server)
      .post('/api/grants-questionnaire')
      .set('Cookie', visitor)
      .send({ propertyId, householdData: { members: { over_66_years: 1 }, benefits: ['pension_credit'] } });
    expect(grants.status).toBe(201);

    const { body } = await askGraphql(app, 'Which grants could I get?', visitor);
    const answer = body.data!.askThermy;
    expect(answer.reply).toContain('From your answers to the grants questionnaire');
    expect(answer.reply).toContain('Winter Fuel Payment');
    expect(answer.reply).toContain('Cold Weather Payment');
    expect(answer.reply).not.toContain('Disabled Facilities Grant');
    expect(sourceUrls(answer)).toContain('https://www.gov.uk/winter-fuel-payment');
  });
});

describe('Thermy on grants for the measure asked about, from the Grants tab verdicts', () => {
  it('answers "What grants could I get for insulation?" with the insulation schemes for the saved home, not the heat-pump grant', async () => {
    const visitor = await newVisitor(app.server);
    await saveHome(app, visitor, { ...HOME, tenure: 'Owner-occupied', epcRating: 'E' });
    const answer = (await askRest(app, { message: 'What grants could I get for insulation?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain('For your saved home, these schemes pay towards insulation');
    expect(answer.reply).toContain('Warm Homes: Local Grant');
    expect(answer.reply).toContain('Great British Insulation Scheme');
    expect(answer.reply).not.toContain('Boiler Upgrade Scheme');
  });

  it('answers a heating question for a social tenant with the verdict the Grants tab gives: the Boiler Upgrade Scheme probably not', async () => {
    const visitor = await newVisitor(app.server);
    await saveHome(app, visitor, { ...HOME, tenure: 'Rented - Social' });
    const answer = (await askRest(app, { message: 'Are there grants for a heat pump?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toMatch(/Boiler Upgrade Scheme .* For you: probably not for you \(For owners and private landlords, not social housing\)/);
    expect(answer.reply).not.toContain('Great British Insulation Scheme');
  });

  it('answers a solar question with the schemes that pay towards solar panels', async () => {
    const visitor = await newVisitor(app.server);
    await saveHome(app, visitor, { ...HOME, tenure: 'Owner-occupied', epcRating: 'D' });
    const answer = (await askRest(app, { message: 'Can I get a grant for solar panels?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain('pay towards solar panels');
    expect(answer.reply).toContain('Warm Homes: Local Grant');
    expect(answer.reply).not.toContain('Boiler Upgrade Scheme');
  });
});

describe('Thermy on grants from circumstances the question states', () => {
  it('applies the eligibility rule to them, and says what it understood', async () => {
    const answer = (await askRest(app, { message: "I'm 72 and get pension credit. Which grants could I get?" })).body as ThermyJson;
    expect(answer.reply).toContain('From what you told me (pension credit, someone over 66)');
    expect(answer.reply).toContain('Winter Fuel Payment');
    expect(answer.reply).toContain('Warm Homes Discount');
    expect(answer.reply).not.toContain('Disabled Facilities Grant');
    // The questionnaire's verdicts, likely first: an ended scheme says so.
    expect(answer.reply).toMatch(/ECO4 \(up to £10,000, as of 2025-11-26; ended on 2026-03-31\).* For you: probably not for you \(Ended on 31 March 2026/);
    expect(answer.reply.indexOf('worth checking')).toBeLessThan(answer.reply.indexOf('probably not for you'));
  });

  it('answers a scheme named in the question with its own page', async () => {
    const answer = (await askRest(app, { message: 'How do I apply for the Disabled Facilities Grant?' })).body as ThermyJson;
    expect(answer.reply).toContain('Disabled Facilities Grant');
    expect(answer.reply).toContain('How to apply');
    expect(answer.sources).toEqual([{ title: 'Disabled Facilities Grant', url: 'https://www.gov.uk/disabled-facilities-grants' }]);
  });
});

describe('Thermy on bills', () => {
  it('quotes the cap quarter new plans use, with its unit rates', async () => {
    const answer = (await askRest(app, { message: 'What is a standing charge on my bill?' })).body as ThermyJson;
    const today = priceTable();
    expect(answer.reply).toContain(`Under the ${today.label} (Great Britain average, direct debit, VAT included) electricity costs ${today.electricity}p per kWh`);
  });
});

describe('Thermy outside what it knows', () => {
  it.each([['What is the capital of France?'], ['Tell me a joke about cats'], ['Who won the football last night?'], ['What is the weather like tomorrow?']])('says plainly that %s is off topic, and what it can help with', async (message) => {
    const answer = (await askRest(app, { message })).body as ThermyJson;
    expect(answer.reply).toContain('outside home energy');
    expect(answer.reply).toContain('grants');
    expect(answer.sources).toEqual([]);
    expect(answer.suggestions).toContain('Which grants could I get?');
  });

  it('answers knowledge-base questions with the article and its source', async () => {
    const answer = (await askRest(app, { message: 'How do I stop condensation and mould?' })).body as ThermyJson;
    expect(answer.reply).toContain('ventilation');
    expect(answer.sources[0].url).toMatch(/^https:\/\//);
  });

  it('says when the closest article is not a direct answer', async () => {
    const answer = (await askRest(app, { message: 'How do I bleed a radiator?' })).body as ThermyJson;
    expect(answer.reply).toMatch(/^I don't have a direct answer to that\. The closest I have is "/);
    expect(answer.sources).toHaveLength(1);
  });

  it('answers what MCS and TrustMark are', async () => {
    const answer = (await askRest(app, { message: 'Should my installer be MCS or TrustMark registered?' })).body as ThermyJson;
    expect(answer.reply).toContain('TrustMark');
    expect(answer.sources[0].url).toBe('https://www.trustmark.org.uk/');
  });
});

describe('Thermy keeps conversations in the session only', () => {
  it('stores no question in any table', async () => {
    const secret = 'Is my zebra-striped loft hatch 4817 well insulated?';
    expect((await askRest(app, { message: secret })).status).toBe(200);
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      );
      for (const { table_name: table } of rows) {
        const found = await client.query(`select 1 from "${table}" t where t::text like $1 limit 1`, ['%zebra-striped%']);
        expect([table, found.rowCount]).toEqual([table, 0]);
      }
    } finally {
      await client.end();
    }
  });
});
