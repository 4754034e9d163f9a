import { epbDataApi, registerName } from '../../../src/epc/register/epb-data.api.js';
import { openDataCommunitiesApi } from '../../../src/epc/register/open-data-communities.api.js';
import { RegisterFormatError } from '../../../src/epc/register/register-table.js';

const odc = openDataCommunitiesApi({ baseUrl: 'https://odc.example', email: 'a@b.example', apiKey: 'k' });
const epb = epbDataApi({ baseUrl: 'https://epb.example', token: 't' });

describe('register answers', () => {
  it('reads the Open Data Communities JSON in its column order, whatever the value types', () => {
    const table = odc.parse(
      JSON.stringify({ 'column-names': ['lmk-key', 'postcode', 'uprn'], rows: [{ postcode: 'LS6 1AA', 'lmk-key': 'K1', uprn: 123, extra: 'x' }, 'junk'] }),
      'application/json',
    );
    expect(table).toEqual({ header: ['lmk-key', 'postcode', 'uprn'], rows: [['K1', 'LS6 1AA', '123']], unreadable: 1 });
  });

  it('takes the header from the rows when the answer names no columns', () => {
    expect(odc.parse('{"rows":[{"lmk-key":"K1"},{"postcode":null,"lmk-key":"K2"}]}', null)).toEqual({
      header: ['lmk-key', 'postcode'],
      rows: [
        ['K1', ''],
        ['K2', ''],
      ],
      unreadable: 0,
    });
  });

  it('reads the successor’s rows from data, rows or a bare array, mapping camelCase names', () => {
    const expected = { header: ['lmk-key', 'current-energy-rating'], rows: [['K1', 'C']], unreadable: 0 };
    const row = { lmkKey: 'K1', currentEnergyRating: 'C' };
    expect(epb.parse(JSON.stringify({ data: [row] }), 'application/json')).toEqual(expected);
    expect(epb.parse(JSON.stringify({ rows: [row] }), 'application/json')).toEqual(expected);
    expect(epb.parse(JSON.stringify([row]), 'application/json')).toEqual(expected);
    expect(registerName('co2EmissCurrPerFloorArea')).toBe('co2-emiss-curr-per-floor-area');
    expect(registerName('lmk-key')).toBe('lmk-key');
  });

  it('refuses an answer it cannot read', () => {
    expect(() => odc.parse('<html>', 'text/html')).toThrow(RegisterFormatError);
    expect(() => epb.parse('{"results":[]}', 'application/json')).toThrow(RegisterFormatError);
  });

  it('builds each service’s request', () => {
    expect(odc.request('LS6 1AA').url).toBe('https://odc.example/api/v1/domestic/search?postcode=LS6+1AA&size=5000');
    expect(epb.request('LS6 1AA')).toEqual({
      url: 'https://epb.example/api/domestic/search?postcode=LS6+1AA',
      headers: { Authorization: 'Bearer t', Accept: 'application/json' },
    });
  });
});
