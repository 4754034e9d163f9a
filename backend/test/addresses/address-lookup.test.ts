import pg from 'pg';
import request from 'supertest';
import { POSTCODE_MESSAGES } from '@warmwise/common';
import { graphql, onlyError } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface LookupBody {
  addresses: Array<{ id: string; address: string; postcode: string; epcRating: string | null; floorArea: number | null }>;
  reset: boolean;
  source: string;
  message: string | null;
}

const LOOKUP_QUERY = /* GraphQL */ `
  query Lookup($postcode: String!) {
    addressLookup(postcode: $postcode) {
      addresses { id address postcode epcRating propertyType yearBuilt floorArea numBedrooms heatingSystem }
      reset
      source
      message
    }
  }
`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const lookup = (body: unknown) => request(app.server).post('/api/epc/lookup').send(body as object);

/** What the table says: the homes (distinct home keys) at a postcode. */
async function homesAt(postcode: string): Promise<number> {
  const [{ homes }] = await app.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ homes: string }>>('select count(distinct home_key) as homes from epc_certificate where postcode = ?', [postcode]);
  return Number(homes);
}

/** Lodges another certificate for the same home as `lmkKey`, with another date and rating. */
async function copyCertificate(lmkKey: string, change: { lmkKey: string; rating: string; lodged: string }): Promise<void> {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    await client.query('create temp table certificate_copy as select * from epc_certificate where lmk_key = $1', [lmkKey]);
    await client.query(
      'update certificate_copy set lmk_key = $1, lodgement_date = $2, lodgement_datetime = null, current_energy_rating = $3',
      [change.lmkKey, change.lodged, change.rating],
    );
    await client.query('insert into epc_certificate select * from certificate_copy');
  } finally {
    await client.end();
  }
}

describe('POST /api/epc/lookup', () => {
  it('returns one entry per home at a bundled postcode, in street-number order, mapped to the wizard options', async () => {
    const res = await lookup({ postcode: 'LS1 4AP' });
    expect(res.status).toBe(200);
    const body = res.body as LookupBody;
    const homes = await homesAt('LS1 4AP');
    expect(homes).toBeGreaterThan(5);
    expect(body.source).toBe('local');
    expect(body.reset).toBe(false);
    expect(body.message).toBe(`Found ${homes} properties at LS1 4AP.`);
    expect(body.addresses).toHaveLength(homes);
    const lines = body.addresses.map((a) => a.address);
    expect(lines).toEqual([...lines].sort(new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' }).compare));
    for (const home of body.addresses) {
      expect(home).toEqual({
        id: expect.any(String),
        address: expect.any(String),
        postcode: 'LS1 4AP',
        epcRating: expect.stringMatching(/^[A-G]$/),
        propertyType: expect.stringMatching(/^(Semi-detached|Detached|Terraced|Flat\/Apartment|Bungalow)$/),
        yearBuilt: expect.stringMatching(/^(Pre-1919|1919-1944|1945-1964|1965-1982|1983-2002|2003-2010|2011-Present)$/),
        floorArea: expect.any(Number),
        numBedrooms: expect.any(Number),
        heatingSystem: expect.stringMatching(/^(Gas boiler|Oil boiler|Electric storage heaters|Heat pump|District heating|Other)$/),
      });
    }
  });

  it('shows the newest certificate of a home, keeping older ones out of the list', async () => {
    const [first] = (await lookup({ postcode: 'BS1 5TR' })).body.addresses as LookupBody['addresses'];
    const copy = (lmkKey: string, rating: string, lodged: string) => copyCertificate(first.id, { lmkKey, rating, lodged });
    await copy('OLDER-TEST-CERT', 'G', '2009-01-01');
    const afterOlder = (await lookup({ postcode: 'BS1 5TR' })).body.addresses as LookupBody['addresses'];
    expect(afterOlder.find((a) => a.address === first.address)).toMatchObject({ id: first.id, epcRating: first.epcRating });
    await copy('NEWER-TEST-CERT', 'A', '2099-01-01');
    const afterNewer = (await lookup({ postcode: 'BS1 5TR' })).body.addresses as LookupBody['addresses'];
    expect(afterNewer.find((a) => a.address === first.address)).toMatchObject({ id: 'NEWER-TEST-CERT', epcRating: 'A' });
    expect(afterNewer).toHaveLength(afterOlder.length);
  });

  it.each(['ls14ap', ' LS1  4AP ', 'Ls1 4aP'])('normalises %p before looking up', async (postcode) => {
    const res = await lookup({ postcode });
    expect(res.status).toBe(200);
    expect((res.body as LookupBody).addresses).toHaveLength(await homesAt('LS1 4AP'));
  });

  it('answers a valid postcode with no homes with an empty list flagged reset', async () => {
    const res = await lookup({ postcode: 'ZE1 0AA' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      addresses: [],
      reset: true,
      source: 'local',
      message: "We couldn't find any properties at ZE1 0AA.",
    });
  });

  it.each([
    ['no postcode field', {}, POSTCODE_MESSAGES.required],
    ['an empty postcode', { postcode: '' }, POSTCODE_MESSAGES.required],
    ['a number', { postcode: 42 }, POSTCODE_MESSAGES.required],
    ['an outward code only', { postcode: 'SW1A' }, POSTCODE_MESSAGES.invalid],
    ['SQL', { postcode: "'; DROP TABLE address; --" }, POSTCODE_MESSAGES.invalid],
    ['a 10 kB string', { postcode: 'x'.repeat(10_000) }, POSTCODE_MESSAGES.invalid],
    ['a control character', { postcode: 'SW1A\u0007 1AA' }, POSTCODE_MESSAGES.invalid],
    ['emoji', { postcode: '🏠🏠🏠' }, POSTCODE_MESSAGES.invalid],
    ['an array body', [], POSTCODE_MESSAGES.required],
  ])('rejects %s with 400 and the postcode message', async (_label, body, message) => {
    const res = await lookup(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_USER_INPUT', field: 'postcode' });
  });

  it('leaves the certificate table untouched by hostile input', async () => {
    await lookup({ postcode: "'; DROP TABLE epc_certificate; --" });
    expect(await homesAt('LS1 4AP')).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(app.server)
      .post('/api/epc/lookup')
      .set('Content-Type', 'application/json')
      .send('{"postcode": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' });
  });

  it('answers a form-encoded body with 415', async () => {
    const res = await request(app.server).post('/api/epc/lookup').type('form').send('postcode=LS1+4AP');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await lookup({ postcode: 'LS1 4AP', padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('addressLookup query', () => {
  it('returns the same homes as the REST wrapper', async () => {
    const rest = await lookup({ postcode: 'EH3 9GL' });
    const { status, body } = await graphql<{ addressLookup: LookupBody }>(app.server, LOOKUP_QUERY, {
      postcode: 'eh39gl',
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.addressLookup).toEqual(rest.body);
  });

  it.each([
    ['', POSTCODE_MESSAGES.required],
    ['not a postcode', POSTCODE_MESSAGES.invalid],
  ])('rejects %p with BAD_USER_INPUT and the message %p', async (postcode, message) => {
    const { body } = await graphql(app.server, LOOKUP_QUERY, { postcode });
    const error = onlyError(body);
    expect(error.message).toBe(message);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
