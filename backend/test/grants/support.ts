import type { Server } from 'node:http';
import request from 'supertest';

/** A home profile saved by `cookie`'s visitor, in Leeds unless `home` says otherwise; its id. */
export async function savedProperty(server: Server, cookie: string, home: Record<string, unknown> = {}): Promise<string> {
  const res = await request(server)
    .post('/api/properties')
    .set('Cookie', cookie)
    .send({ address: '4 Wharf Street, Leeds', postcode: 'LS2 7EQ', propertyType: 'Terraced', yearBuilt: 'Pre-1919', ...home });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A household answering for a pensioner on Pension Credit in a home of three. */
export const pensionerHousehold = {
  members: { children_under_5: 0, '5_to_17_years': 0, '18_to_60_years': 2, '61_to_66_years': 0, over_66_years: 1 },
  benefits: ['pension_credit'],
  income: 'under_20k',
  councilTaxBand: 'B',
  hasDisability: 'no',
  isRuralArea: 'no',
  firstTimeBuyer: 'no',
  heatingSystem: 'gas_boiler',
  localAuthority: 'Leeds',
};

export const PENSIONER_GRANT_IDS = [
  'great-british-insulation-scheme',
  'eco4',
  'boiler-upgrade-scheme',
  'home-upgrade-grant',
  'warm-home-discount',
  'winter-fuel-payment',
  'cold-weather-payment',
  'local-authority-grants',
];

/** What the server assesses for that household in Leeds: the catalogue's schemes and England's own Warm Homes: Local Grant. */
export const PENSIONER_ASSESSED_IDS = [...PENSIONER_GRANT_IDS, 'warm-homes-local-grant'];
