import request from 'supertest';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const payload = {
  address: '12 Stechford Lane, Birmingham',
  postcode: 'b33 8th',
  email: 'Householder@Example.com',
  contact_approval: true,
  priority: 'comfort_improvement',
  propertyType: 'Semi-detached',
  yearBuilt: '1945-1964',
  floorArea: '92',
  numBedrooms: 3,
  heatingSystem: 'Gas boiler',
  epcRating: 'D',
  epcValidUntil: '2031 December',
  tenure: 'Owner-occupied',
};

let app: TestApp;
let visitor: string;
beforeAll(async () => {
  app = await startTestApp();
  visitor = await newVisitor(app.server);
});
afterAll(() => app.close());

const create = (body: unknown, cookie = visitor) =>
  request(app.server).post('/api/properties').set('Cookie', cookie).send(body as object);

describe('POST /api/properties', () => {
  it('saves the home profile, normalised, and answers 201 with the property', async () => {
    const res = await create(payload);
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/properties/${res.body.id}`);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      address: '12 Stechford Lane, Birmingham',
      fullAddress: null,
      postcode: 'B33 8TH',
      email: 'householder@example.com',
      contact_approval: true,
      priority: 'comfort_improvement',
      propertyType: 'Semi-detached',
      yearBuilt: '1945-1964',
      floorArea: 92,
      numBedrooms: 3,
      heatingSystem: 'Gas boiler',
      epcRating: 'D',
      epcValidUntil: '2031 December',
      tenure: 'Owner-occupied',
      rentalRole: 'unknown',
      nation: 'England',
      solarPVPanels: false,
      solarWaterHeating: false,
      annualGasKwh: null,
      annualElectricityKwh: null,
      annualFuelUse: null,
      annualFuelUnit: null,
      heatingFuel: null,
      wallInsulation: 'unknown',
      loftInsulationMm: null,
      glazing: 'unknown',
      boilerType: 'unknown',
      heatingControls: 'unknown',
      flatPosition: 'unknown',
      withoutCertificate: true,
      updatedAt: expect.any(String),
    });
  });

  it('keeps the nation of the home from its postcode, and moves it with the postcode', async () => {
    const saved = await create({ ...payload, postcode: 'ch7 1ab' });
    expect(saved.body).toMatchObject({ postcode: 'CH7 1AB', nation: 'Wales' });
    const moved = await request(app.server).put(`/api/properties/${saved.body.id}`).set('Cookie', visitor).send({ ...payload, postcode: 'BT1 5GS' });
    expect(moved.body).toMatchObject({ postcode: 'BT1 5GS', nation: 'Northern Ireland' });
    const rows = await app.db.orm.em.fork().getConnection().execute('select nation from property where id = ?', [saved.body.id]);
    expect(rows[0]).toEqual({ nation: 'Northern Ireland' });
  });

  it('keeps the household’s yearly use from its bills, and refuses a slip with the field named', async () => {
    const saved = await create({ ...payload, annualGasKwh: '9,870.4', annualElectricityKwh: 3_100 });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ annualGasKwh: 9_870, annualElectricityKwh: 3_100 });
    const slip = await create({ ...payload, annualGasKwh: 1_000_000 });
    expect(slip.status).toBe(400);
    expect(slip.body).toEqual({ code: 'BAD_USER_INPUT', field: 'annualGasKwh', message: 'Yearly gas use must be a number of kWh from 1 to 100,000, or left empty' });
  });

  it('lists every missing required field in the message', async () => {
    const res = await create({ email: 'a@b.co' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Missing required property fields: address, postcode, propertyType, yearBuilt',
      code: 'BAD_USER_INPUT',
    });
    expect((await create({ ...payload, yearBuilt: '' })).body.message).toBe('Missing required property fields: yearBuilt');
  });

  it.each([
    ['an unknown property type', { propertyType: 'Castle' }, 'propertyType must be one of: Semi-detached, Detached, Terraced, Flat/Apartment, Bungalow'],
    ['an invalid postcode', { postcode: 'nowhere' }, 'Please enter a valid UK postcode'],
    ['an invalid e-mail', { email: 'not an email' }, 'Please enter a valid email address'],
    ['a negative floor area', { floorArea: -5 }, 'Floor area must be a whole number of square metres from 10 to 1,000, or left empty if you are not sure'],
    ['a floor area no home has', { floorArea: 10_000 }, 'Floor area must be a whole number of square metres from 10 to 1,000, or left empty if you are not sure'],
    ['a non-boolean flag', { solarPVPanels: 'yes' }, 'solarPVPanels must be true or false'],
  ])('rejects %s with 400 and a message naming the field', async (_label, change, message) => {
    const res = await create({ ...payload, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('treats the wizard fallbacks (Unknown, empty) as not known', async () => {
    const res = await create({ ...payload, heatingSystem: 'Unknown', epcRating: 'Unknown EPC rating', floorArea: '', numBedrooms: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ heatingSystem: null, epcRating: null, floorArea: 0, numBedrooms: 0 });
  });
});

describe('PUT and GET /api/properties/{id}', () => {
  it('updates the owner’s property and reads it back', async () => {
    const created = await create(payload);
    const updated = await request(app.server)
      .put(`/api/properties/${created.body.id}`)
      .set('Cookie', visitor)
      .send({ ...payload, numBedrooms: 4, priority: 'property_value' });
    expect(updated.status).toBe(200);
    const read = await request(app.server).get(`/api/properties/${created.body.id}`).set('Cookie', visitor);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, numBedrooms: 4, priority: 'property_value' });
  });

  it('answers another visitor exactly as for a missing property: 404', async () => {
    const created = await create(payload);
    const stranger = await newVisitor(app.server);
    const read = await request(app.server).get(`/api/properties/${created.body.id}`).set('Cookie', stranger);
    const missing = await request(app.server).get('/api/properties/00000000-0000-4000-8000-000000000000').set('Cookie', stranger);
    const malformed = await request(app.server).get('/api/properties/not-an-id').set('Cookie', stranger);
    for (const res of [read, missing, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Property not found', code: 'NOT_FOUND' });
    }
    const write = await request(app.server).put(`/api/properties/${created.body.id}`).set('Cookie', stranger).send(payload);
    expect(write.status).toBe(404);
    const unchanged = await request(app.server).get(`/api/properties/${created.body.id}`).set('Cookie', visitor);
    expect(unchanged.body.address).toBe(payload.address);
  });

  it('validates an update before touching the stored property', async () => {
    const created = await create(payload);
    const res = await request(app.server)
      .put(`/api/properties/${created.body.id}`)
      .set('Cookie', visitor)
      .send({ ...payload, tenure: 'Squatting' });
    expect(res.status).toBe(400);
    const read = await request(app.server).get(`/api/properties/${created.body.id}`).set('Cookie', visitor);
    expect(read.body.tenure).toBe('Owner-occupied');
  });
});

describe('property over GraphQL', () => {
  const CREATE = /* GraphQL */ `
    mutation Create($input: PropertyInput!) {
      createProperty(input: $input) { id postcode contactApproval floorArea priority annualGasKwh annualElectricityKwh }
    }
  `;
  const READ = /* GraphQL */ `query Read($id: ID!) { property(id: $id) { id address postcode } }`;
  const { contact_approval: contactApproval, ...rest } = payload;
  const input = { ...rest, contactApproval, floorArea: 92, annualGasKwh: 11_000 };

  it('creates and reads a property through the same service', async () => {
    const created = await graphql<{ createProperty: { id: string } }>(app.server, CREATE, { input }, visitor);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createProperty).toEqual({
      id: expect.any(String),
      postcode: 'B33 8TH',
      contactApproval: true,
      floorArea: 92,
      priority: 'comfort_improvement',
      annualGasKwh: 11_000,
      annualElectricityKwh: null,
    });
    const rest = await request(app.server).get(`/api/properties/${created.body.data!.createProperty.id}`).set('Cookie', visitor);
    expect(rest.body.address).toBe(payload.address);
  });

  it('gives the same errors as REST: BAD_USER_INPUT and NOT_FOUND', async () => {
    const invalid = await graphql(app.server, CREATE, { input: { ...input, propertyType: 'Castle' } }, visitor);
    expect(onlyError(invalid.body).extensions?.code).toBe('BAD_USER_INPUT');
    const created = await graphql<{ createProperty: { id: string } }>(app.server, CREATE, { input }, visitor);
    const stranger = await newVisitor(app.server);
    const read = await graphql(app.server, READ, { id: created.body.data!.createProperty.id }, stranger);
    expect(onlyError(read.body)).toMatchObject({ message: 'Property not found', extensions: { code: 'NOT_FOUND' } });
  });
});

