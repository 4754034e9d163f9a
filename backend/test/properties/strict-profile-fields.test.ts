import request from 'supertest';
import { HOME } from '../plans/support.js';
import { graphql, onlyError } from '../support/graphql.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await newVisitor(app.server);
});
afterAll(() => app.close());

const homes = async () => Number((await app.db.orm.em.fork().getConnection().execute<Array<{ count: string }>>('select count(*) from property'))[0].count);
const CREATE = 'mutation($input: PropertyInput!) { createProperty(input: $input) { id glazing } }';

describe('the home profile’s stated facts and numbers', () => {
  it.each([
    [{ glazing: true }, 'glazing', 'glazing must be one of: single, double, triple, unknown'],
    [{ wallInsulation: 401 }, 'wallInsulation', 'wallInsulation must be one of: cavity_filled, cavity_empty, solid_insulated, solid_uninsulated, unknown'],
    [{ heatingSystem: 'Other', heatingFuel: {} }, 'heatingFuel', 'heatingFuel must be one of: lpg, coal, wood, electric_room_heaters, unknown'],
    [{ floorArea: '0x5A' }, 'floorArea', 'Floor area must be a whole number of square metres from 10 to 1,000, or left empty if you are not sure'],
    [{ annualGasKwh: [12000] }, 'annualGasKwh', 'Yearly gas use must be a number of kWh from 1 to 100,000, or left empty'],
  ])('refuse %p over REST with 400 naming the field and what it accepts, storing nothing', async (wrong, field, message) => {
    const before = await homes();
    const res = await request(app.server).post('/api/properties').set('Cookie', cookie).send({ ...HOME, ...wrong });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { code: 'BAD_USER_INPUT', field, message } });
    expect(await homes()).toBe(before);
  });

  it('refuse a value outside the options over GraphQL the same way', async () => {
    const { status, body } = await graphql(app.server, CREATE, { input: { ...HOME, glazing: 'TRUE', heatingSystem: 'Other', heatingFuel: 'peat' } }, cookie);
    expect(status).toBe(200);
    expect(onlyError(body)).toMatchObject({ message: 'heatingFuel must be one of: lpg, coal, wood, electric_room_heaters, unknown', extensions: { code: 'BAD_USER_INPUT', field: 'heatingFuel' } });
    const glazing = await graphql(app.server, CREATE, { input: { ...HOME, glazing: 'TRUE' } }, cookie);
    expect(onlyError(glazing.body)).toMatchObject({ message: 'glazing must be one of: single, double, triple, unknown', extensions: { code: 'BAD_USER_INPUT', field: 'glazing' } });
    const typed = await graphql(app.server, CREATE, { input: { ...HOME, glazing: true } }, cookie);
    expect(typed.status).toBe(400);
    expect(onlyError(typed.body).message).toContain('input.glazing');
  });
});
