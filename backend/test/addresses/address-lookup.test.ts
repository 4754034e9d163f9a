import request from 'supertest';
import { POSTCODE_MESSAGES } from '@warmwise/common';
import { Address } from '../../src/addresses/address.entity.js';
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

describe('POST /api/epc/lookup', () => {
  it('returns the homes at a seeded postcode in street-number order', async () => {
    const res = await lookup({ postcode: 'LS1 4AP' });
    expect(res.status).toBe(200);
    const body = res.body as LookupBody;
    expect(body.source).toBe('local');
    expect(body.reset).toBe(false);
    expect(body.message).toBe('Found 10 properties at LS1 4AP.');
    expect(body.addresses.map((a) => a.address.split(' ')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(body.addresses[0]).toEqual({
      id: expect.any(String),
      address: '1 Park Row Terrace, Leeds',
      postcode: 'LS1 4AP',
      epcRating: 'D',
      propertyType: 'Terraced',
      yearBuilt: '1919-1944',
      floorArea: expect.any(Number),
      numBedrooms: 2,
      heatingSystem: 'Gas boiler',
    });
  });

  it.each(['ls14ap', ' LS1  4AP ', 'Ls1 4aP'])('normalises %p before looking up', async (postcode) => {
    const res = await lookup({ postcode });
    expect(res.status).toBe(200);
    expect((res.body as LookupBody).addresses).toHaveLength(10);
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
    ['a control character', { postcode: 'SW1A\u0000 1AA' }, POSTCODE_MESSAGES.invalid],
    ['emoji', { postcode: '🏠🏠🏠' }, POSTCODE_MESSAGES.invalid],
    ['an array body', [], POSTCODE_MESSAGES.required],
  ])('rejects %s with 400 and the spec message', async (_label, body, message) => {
    const res = await lookup(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_USER_INPUT', field: 'postcode' });
  });

  it('leaves the address table untouched by hostile input', async () => {
    await lookup({ postcode: "'; DROP TABLE address; --" });
    expect(await app.db.orm.em.fork().count(Address)).toBeGreaterThan(0);
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
