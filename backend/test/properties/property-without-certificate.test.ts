import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const profile = { propertyType: 'Terraced', yearBuilt: '1965-1982', heatingSystem: 'Gas boiler', numBedrooms: 3 };
const UNLISTED = { ...profile, address: '12 Acacia Ave', postcode: 'ZE1 0AA' };

let app: TestApp;
let visitor: string;
/** A home of the sample data, typed as a person would: lower case, abbreviated, no commas. */
let listed: typeof UNLISTED;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
  const homes: Array<{ address: string }> = (await request(app.server).post('/api/epc/lookup').send({ postcode: 'B33 8TH' })).body.addresses;
  const house = homes.find((home) => /^\d+ Stechford Lane$/.test(home.address))!;
  listed = { ...profile, address: house.address.replace('Lane', 'ln').toLowerCase(), postcode: 'b338th' };
});
afterAll(() => app.close());

const create = (body: object) => request(app.server).post('/api/properties').set('Cookie', visitor).send(body);
const update = (id: string, body: object) => request(app.server).put(`/api/properties/${id}`).set('Cookie', visitor).send(body);
const read = async (id: string) => (await request(app.server).get(`/api/properties/${id}`).set('Cookie', visitor)).body as { withoutCertificate: boolean };

describe('withoutCertificate over REST', () => {
  it('is set by the server from whether the address has a certificate', async () => {
    expect((await create(listed)).body).toMatchObject({ withoutCertificate: false });
    expect((await create(UNLISTED)).body).toMatchObject({ withoutCertificate: true });
  });

  it('cannot be set by the client, on a new home or an edit', async () => {
    const saved = await create({ ...UNLISTED, withoutCertificate: false });
    expect(saved.status).toBe(201);
    expect(saved.body.withoutCertificate).toBe(true);
    expect((await update(saved.body.id, { ...UNLISTED, withoutCertificate: false })).body.withoutCertificate).toBe(true);
    expect(await read(saved.body.id)).toMatchObject({ withoutCertificate: true });

    const certified = await create({ ...listed, withoutCertificate: true });
    expect(certified.body.withoutCertificate).toBe(false);
  });

  it('follows the address when an edit moves the home', async () => {
    const saved = await create(UNLISTED);
    expect((await update(saved.body.id, listed)).body.withoutCertificate).toBe(false);
    expect((await update(saved.body.id, UNLISTED)).body.withoutCertificate).toBe(true);
  });
});

describe('withoutCertificate over GraphQL', () => {
  const CREATE = /* GraphQL */ `mutation Create($input: PropertyInput!) { createProperty(input: $input) { id withoutCertificate } }`;
  const UPDATE = /* GraphQL */ `mutation Update($id: ID!, $input: PropertyInput!) { updateProperty(id: $id, input: $input) { withoutCertificate } }`;

  it('is answered as the server found it', async () => {
    const unlisted = await graphql<{ createProperty: { id: string; withoutCertificate: boolean } }>(app.server, CREATE, { input: UNLISTED }, visitor);
    expect(unlisted.body.data!.createProperty.withoutCertificate).toBe(true);
    const certified = await graphql<{ createProperty: { withoutCertificate: boolean } }>(app.server, CREATE, { input: listed }, visitor);
    expect(certified.body.data!.createProperty.withoutCertificate).toBe(false);
  });

  it('is no field of the input: a client sending it is refused with 400 and nothing changes', async () => {
    const saved = await graphql<{ createProperty: { id: string } }>(app.server, CREATE, { input: UNLISTED }, visitor);
    const id = saved.body.data!.createProperty.id;
    const sent = await graphql(app.server, UPDATE, { id, input: { ...UNLISTED, withoutCertificate: false } }, visitor);
    expect(sent.status).toBe(400);
    expect(sent.body.errors![0].message).toMatch(/withoutCertificate/);
    const refused = await graphql(app.server, CREATE, { input: { ...UNLISTED, withoutCertificate: false } }, visitor);
    expect(refused.status).toBe(400);
    expect(await read(id)).toMatchObject({ withoutCertificate: true });
  });
});
