import request from 'supertest';
import { getPdf, readPdf } from '../plan-copy/support.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askGraphql, askRest, sourceUrls, type ThermyJson } from '../thermy/support.js';
import { getPlan, HOME, saveHome } from './support.js';

interface Standard {
  title: string;
  headline: string;
  status: string;
  viewpoint: string;
  route: { measures: Array<{ title: string }>; costMin: number; costMax: number; scoreAfter: number } | null;
  tenantSaving: string | null;
  sourceUrl: string;
}

interface Check {
  summary: string;
  differences: Array<{ fact: string; certificate: string; household: string; pointsEffect: number }>;
  advice: string;
  likelyBand: string;
}

interface PlanJson {
  rentalStandard: Standard | null;
  certificateCheck: Check;
  recommendations: { all: Array<{ id: string; description: string }> };
}

/**
 * A 1950s semi let privately, planned by its landlord, with a D certificate the household typed
 * (valid to March 2029) and no certificate in the register at this address.
 */
const LET_HOME = { ...HOME, address: '3 Rental Row, Birmingham', tenure: 'Rented - Private', rentalRole: 'landlord', epcRating: 'D', epcValidUntil: '2029 March', wallInsulation: 'cavity_empty' };

const STANDARD_FIELDS = 'title headline status viewpoint tenantSaving sourceUrl route { measures { title } costMin costMax scoreAfter }';

let app: TestApp;
let landlord: string;
let propertyId: string;
let plan: PlanJson;
beforeAll(async () => {
  app = await startTestApp();
  landlord = await newVisitor(app.server);
  propertyId = await saveHome(app, landlord, LET_HOME);
  plan = (await getPlan(app, propertyId, landlord)).body as PlanJson;
});
afterAll(() => app.close());

describe('the standard for rented homes beyond the model', () => {
  it('keeps who is planning on the home, and speaks to the landlord on the plan (REST and GraphQL alike)', async () => {
    const saved = await request(app.server).get(`/api/properties/${propertyId}`).set('Cookie', landlord);
    expect((saved.body as { rentalRole: string }).rentalRole).toBe('landlord');
    const standard = plan.rentalStandard!;
    expect(standard).toMatchObject({ title: 'The 2030 standard for privately rented homes', viewpoint: 'landlord', status: 'within_cap' });
    expect(standard.headline).toMatch(/^A privately let home must reach band C by 1 October 2030\. This home rates D \d+; the cheapest way to C costs you £[\d,]+ - £[\d,]+, within the £10,000 cap\.$/);
    const overGraphql = await graphql<{ energyPlan: { rentalStandard: Standard } }>(
      app.server,
      `query Plan($propertyId: ID!) { energyPlan(propertyId: $propertyId) { rentalStandard { ${STANDARD_FIELDS} } } }`,
      { propertyId },
      landlord,
    );
    const asked = overGraphql.body.data!.energyPlan.rentalStandard;
    expect(asked.headline).toBe(standard.headline);
    expect(asked.route).toMatchObject({ costMin: standard.route!.costMin, costMax: standard.route!.costMax, scoreAfter: standard.route!.scoreAfter });
  });

  it('tells a share link\'s reader the same standard in neither party\'s words', async () => {
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', landlord)).body as { token: string };
    const shared = await graphql<{ sharedPlan: { energyPlan: { rentalStandard: Standard } } }>(
      app.server,
      `query Shared($token: String!) { sharedPlan(token: $token) { energyPlan { rentalStandard { ${STANDARD_FIELDS} } } } }`,
      { token },
    );
    const standard = shared.body.data!.sharedPlan.energyPlan.rentalStandard;
    expect(standard.viewpoint).toBe('unknown');
    expect(standard.headline).toBe(plan.rentalStandard!.headline.replace('costs you', 'costs the landlord'));
    expect(standard.route?.measures.map((measure) => measure.title)).toEqual(plan.rentalStandard!.route!.measures.map((measure) => measure.title));
    const pdf = await readPdf((await getPdf(app, `/api/plan/${token}/pdf`)).body as Buffer);
    expect(pdf.text).toContain('The 2030 standard for privately rented homes');
    expect(pdf.text).toContain('costs the landlord');
    expect(pdf.text).not.toContain('costs you');
  });

  it('prints the standard and the certificate check in the owner\'s copy', async () => {
    const { text } = await readPdf((await getPdf(app, `/api/properties/${propertyId}/energy-plan/pdf`, landlord)).body as Buffer);
    expect(text).toContain('The 2030 standard for privately rented homes');
    expect(text).toContain('The cheapest way there, fabric first');
    expect(text).toContain(plan.rentalStandard!.route!.measures[0]!.title);
    expect(text).toContain('Is your certificate right?');
    expect(text).toContain('Source: DESNZ, Improving the energy performance of privately rented homes');
  });

  it("answers 'does my rented home meet the 2030 rule?' from the plan's own standard, over REST and GraphQL", async () => {
    const overRest = (await askRest(app, { message: 'Does my rented home meet the 2030 rule?' }, landlord)).body as ThermyJson;
    const overGraphql = (await askGraphql(app, 'what do i have to do as a landlord for my rental?', landlord)).body.data!.askThermy;
    for (const answer of [overRest, overGraphql]) {
      expect(answer.reply).toContain(plan.rentalStandard!.headline);
      expect(answer.reply).toContain('The cheapest way there, fabric first:');
      expect(sourceUrls(answer)).toEqual(expect.arrayContaining(['/plan', plan.rentalStandard!.sourceUrl]));
    }
  });

  it("answers 'is my certificate right?' from the plan's own check", async () => {
    const answer = (await askRest(app, { message: 'Is my certificate right?' }, landlord)).body as ThermyJson;
    expect(answer.reply).toContain(plan.certificateCheck.summary);
    expect(answer.reply).toMatch(/A new certificate \(£60 - £120\) is (worth paying for|may be worth paying for|not needed now):/);
  });

  it('tells an owner-occupier the standard does not apply, and shows none', async () => {
    const owner = await newVisitor(app.server);
    const id = await saveHome(app, owner, { ...HOME, address: '5 Rental Row, Birmingham', tenure: 'Owner-occupied' });
    expect(((await getPlan(app, id, owner)).body as PlanJson).rentalStandard).toBeNull();
    const answer = (await askRest(app, { message: 'Does my home meet the 2030 rule for landlords?' }, owner)).body as ThermyJson;
    expect(answer.reply).toContain('Your home details say the tenure is owner-occupied, so your plan does not include them');
  });

  it('refuses a role that is not one of the three, with the choices', async () => {
    const res = await request(app.server).post('/api/properties').set('Cookie', landlord).send({ ...LET_HOME, rentalRole: 'freeholder' });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe('rentalRole must be one of: tenant, landlord, unknown');
  });
});
