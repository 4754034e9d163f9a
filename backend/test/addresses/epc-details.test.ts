import request from 'supertest';
import { graphql } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const details = (body: object) => request(app.server).post('/api/epc/details').send(body);

describe('POST /api/epc/details', () => {
  it("maps the chosen home's newest certificate onto the wizard's options", async () => {
    const [home] = (await request(app.server).post('/api/epc/lookup').send({ postcode: 'CR2 6XH' })).body.addresses;
    const res = await details({ address: home.address.toLowerCase(), postcode: 'cr26xh' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        address: home.address,
        fullAddress: `${home.address}, South Croydon, CR2 6XH`,
        postcode: 'CR2 6XH',
        propertyType: home.propertyType,
        yearBuilt: home.yearBuilt,
        floorArea: home.floorArea,
        numBedrooms: home.numBedrooms,
        heatingSystem: home.heatingSystem,
        heatingFuel: home.heatingSystem === 'Other' ? expect.stringMatching(/^(lpg|coal|wood|electric_room_heaters|unknown)$/) : null,
        wallInsulation: expect.stringMatching(/^(cavity_filled|cavity_empty|solid_insulated|solid_uninsulated|unknown)$/),
        loftInsulationMm: typeof res.body.data.loftInsulationMm === 'number' ? expect.any(Number) : null,
        glazing: expect.stringMatching(/^(single|double|triple|unknown)$/),
        boilerType: expect.stringMatching(/^(condensing|non_condensing|unknown)$/),
        heatingControls: expect.stringMatching(/^(none|programmer_only|thermostat|full|unknown)$/),
        flatPosition: expect.stringMatching(/^(ground|mid|top|unknown)$/),
        epcRating: home.epcRating,
        epcValidUntil: expect.stringMatching(/^20\d{2} (January|February|March|April|May|June|July|August|September|October|November|December)$/),
        tenure: expect.stringMatching(/^(Owner-occupied|Rented - Private|Rented - Social)$/),
        currentEnergyEfficiency: expect.any(Number),
        potentialEpcRating: expect.stringMatching(/^[A-G]$/),
        lmkKey: home.id,
        lodgementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        typicalOf: null,
      },
    });
  });

  it('finds the certificate of an address typed with a street abbreviation and no commas', async () => {
    const homes: Array<{ id: string; address: string }> = (await request(app.server).post('/api/epc/lookup').send({ postcode: 'B33 8TH' })).body.addresses;
    const house = homes.find((home) => /^\d+ Stechford Lane$/.test(home.address))!;
    const res = await details({ address: house.address.replace('Lane', 'ln').toUpperCase(), postcode: 'B33 8TH' });
    expect(res.body).toMatchObject({ success: true, data: { address: house.address, lmkKey: house.id, typicalOf: null } });
  });

  it('answers an unknown home with the type, age and heating typical of its postcode, not an error', async () => {
    const res = await details({ address: '999 Nowhere Street', postcode: 'CR2 6XH' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: false,
      message: "We couldn't find an energy certificate for that address.",
      data: expect.objectContaining({
        address: '999 Nowhere Street',
        postcode: 'CR2 6XH',
        propertyType: expect.stringMatching(/^(Semi-detached|Detached|Terraced|Flat\/Apartment|Bungalow)$/),
        yearBuilt: expect.stringMatching(/^(Pre-1919|\d{4}-\d{4}|2011-Present)$/),
        heatingSystem: expect.not.stringMatching(/^Unknown$/),
        typicalOf: 'homes at CR2 6XH',
        epcRating: 'Unknown',
        floorArea: null,
        numBedrooms: null,
        lmkKey: null,
      }),
    });
  });

  it("answers a home at a postcode nothing is known of with the UK's most common home, every fact unknown", async () => {
    const expected = {
      success: false,
      message: "We couldn't find an energy certificate for that address.",
      data: {
        address: '12 Acacia Ave',
        fullAddress: null,
        postcode: 'ZE1 0AA',
        propertyType: 'Terraced',
        yearBuilt: '1965-1982',
        floorArea: null,
        numBedrooms: null,
        heatingSystem: 'Gas boiler',
        heatingFuel: null,
        wallInsulation: 'unknown',
        loftInsulationMm: null,
        glazing: 'unknown',
        boilerType: 'unknown',
        heatingControls: 'unknown',
        flatPosition: 'unknown',
        epcRating: 'Unknown',
        epcValidUntil: null,
        tenure: null,
        currentEnergyEfficiency: null,
        potentialEpcRating: null,
        lmkKey: null,
        lodgementDate: null,
        typicalOf: 'homes in the UK',
      },
    };
    expect((await details({ address: ' 12 Acacia Ave ', postcode: 'ze10aa' })).body).toEqual(expected);
    const { body } = await graphql<{ epcDetails: typeof expected }>(
      app.server,
      `query D($a: String!, $p: String!) {
        epcDetails(address: $a, postcode: $p) {
          success message
          data {
            address fullAddress postcode propertyType yearBuilt floorArea numBedrooms heatingSystem heatingFuel
            wallInsulation loftInsulationMm glazing boilerType heatingControls flatPosition
            epcRating epcValidUntil tenure currentEnergyEfficiency potentialEpcRating lmkKey lodgementDate typicalOf
          }
        }
      }`,
      { a: '12 Acacia Ave', p: 'ZE1 0AA' },
    );
    expect(body.data!.epcDetails).toEqual(expected);
  });

  it('validates the postcode and the address', async () => {
    expect((await details({ address: '1 Mill Lane', postcode: 'nope' })).body.message).toBe('Please enter a valid UK postcode');
    expect((await details({ postcode: 'CR2 6XH' })).body).toEqual({ message: 'Please choose an address', code: 'BAD_USER_INPUT', field: 'address' });
  });

  it('gives the same answer over GraphQL', async () => {
    const [home] = (await request(app.server).post('/api/epc/lookup').send({ postcode: 'CR2 6XH' })).body.addresses;
    const rest = await details({ address: home.address, postcode: 'CR2 6XH' });
    const { body } = await graphql<{ epcDetails: { success: boolean; data: { lmkKey: string; epcValidUntil: string } } }>(
      app.server,
      'query D($a: String!, $p: String!) { epcDetails(address: $a, postcode: $p) { success data { lmkKey epcValidUntil } } }',
      { a: home.address, p: 'CR2 6XH' },
    );
    expect(body.data!.epcDetails).toEqual({
      success: true,
      data: { lmkKey: rest.body.data.lmkKey, epcValidUntil: rest.body.data.epcValidUntil },
    });
  });
});
