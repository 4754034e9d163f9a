import request from 'supertest';
import { certificate, odcJson } from '../epc/register/support/register-rows.js';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { appWithFakeRegister } from './support/app-with-fake-register.js';

const running = appWithFakeRegister();

const details = (address: string, postcode: string) => request(running.app.server).post('/api/epc/details').send({ address, postcode });

/** A home the local table does not hold, lodged with the register under its full street name and a locality. */
const onlyInRegister = (postcode: string) =>
  certificate({ POSTCODE: postcode, ADDRESS: '12 Acacia Avenue, Headingley', CURRENT_ENERGY_RATING: 'C', TOTAL_FLOOR_AREA: '97', BUILT_FORM: 'Semi-Detached' });

// A failing register pauses its look-ups for a while (an outage), so no test here makes it fail:
// a refusal (400) is an answer, not an outage.
describe('EPC details of a typed address with the live register configured', () => {
  it('asks the register for a home missing from the table, and answers with its certificate', async () => {
    const home = onlyInRegister('LS6 2AB');
    running.fake.reset(() => ({ body: odcJson([home]) }));
    const res = await details('12 acacia ave', 'ls6 2ab');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { address: '12 Acacia Avenue, Headingley', postcode: 'LS6 2AB', lmkKey: home.LMK_KEY, epcRating: 'C', floorArea: 97, propertyType: 'Semi-detached', typicalOf: null },
    });
    expect(res.body.message).toBeUndefined();
    expect(running.fake.requests.map((seen) => seen.postcode)).toEqual(['LS6 2AB']);
  });

  it('does the same over GraphQL', async () => {
    const home = onlyInRegister('LS6 2AD');
    running.fake.reset(() => ({ body: odcJson([home]) }));
    const { body } = await graphql<{ epcDetails: { success: boolean; data: { lmkKey: string; epcRating: string; floorArea: number; typicalOf: string | null } } }>(
      running.app.server,
      'query D($a: String!, $p: String!) { epcDetails(address: $a, postcode: $p) { success data { lmkKey epcRating floorArea typicalOf } } }',
      { a: '12, Acacia Ave.', p: 'LS6 2AD' },
    );
    expect(body.data!.epcDetails).toEqual({ success: true, data: { lmkKey: home.LMK_KEY, epcRating: 'C', floorArea: 97, typicalOf: null } });
    expect(running.fake.requests).toHaveLength(1);
  });

  it('leaves the register alone when the table holds the home', async () => {
    const [home] = await running.app.db.orm.em.fork().getConnection().execute<Array<{ address: string }>>("select address from epc_certificate where postcode = 'CR2 6XH' limit 1");
    running.fake.reset(() => ({ body: odcJson([]) }));
    expect((await details(home.address, 'CR2 6XH')).body.success).toBe(true);
    expect(running.fake.requests).toHaveLength(0);
  });

  it('answers without a certificate when the register holds none either', async () => {
    running.fake.reset(() => ({ status: 400, body: 'no such postcode' }));
    const res = await details('12 Acacia Ave', 'LS6 2AF');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: "We couldn't find an energy certificate for that address." });
    expect(running.fake.requests).toHaveLength(1);
  });
});

describe('saving a typed home with the live register configured', () => {
  it('asks the register before deciding the home has no certificate', async () => {
    const home = onlyInRegister('LS6 2AG');
    running.fake.reset(() => ({ body: odcJson([home]) }));
    const res = await request(running.app.server)
      .post('/api/properties')
      .set('Cookie', await newVisitor(running.app.server))
      .send({ address: '12 Acacia Ave', postcode: 'LS6 2AG', propertyType: 'Semi-detached', yearBuilt: '1919-1944', withoutCertificate: true });
    expect(res.status).toBe(201);
    expect(res.body.withoutCertificate).toBe(false);
    expect(running.fake.requests.map((seen) => seen.postcode)).toEqual(['LS6 2AG']);
  });
});
