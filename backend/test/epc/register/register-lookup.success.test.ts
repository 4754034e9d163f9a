import { API_KEY, BASIC_ENV, BEARER_ENV, EMAIL, startRegisterHarness, TOKEN, type RegisterHarness } from './support/register-harness.js';
import { certificate, certificatesCsv, epbJson, odcJson } from './support/register-rows.js';

let h: RegisterHarness;

beforeAll(async () => {
  h = await startRegisterHarness();
});

afterAll(async () => {
  await h?.close();
});

interface StoredRow {
  lmk_key: string;
  postcode: string;
  address: string;
  current_energy_rating: string;
  total_floor_area: number;
}

const storedIn = (postcode: string) =>
  h.rows<StoredRow>(
    'select lmk_key, postcode, address, current_energy_rating, total_floor_area from epc_certificate where postcode = $1 order by lmk_key',
    [postcode],
  );

describe('register look-up: answers from the register', () => {
  it('stores the Open Data Communities rows in epc_certificate and says they came from the register', async () => {
    const rows = [
      certificate({ POSTCODE: 'LS6 1AA', CURRENT_ENERGY_RATING: 'C', TOTAL_FLOOR_AREA: '72.5' }),
      certificate({ POSTCODE: 'LS6 1AA', CURRENT_ENERGY_RATING: 'E' }),
    ];
    h.fake.reset(() => ({ body: odcJson(rows) }));
    const lookup = h.lookup(BASIC_ENV);

    await expect(lookup.lookup('ls61aa')).resolves.toEqual({ source: 'register', stored: 2 });

    const stored = await storedIn('LS6 1AA');
    expect(stored.map((r) => r.lmk_key)).toEqual(rows.map((r) => r.LMK_KEY).sort());
    expect(stored.find((r) => r.lmk_key === rows[0].LMK_KEY)).toMatchObject({
      address: rows[0].ADDRESS,
      current_energy_rating: 'C',
      total_floor_area: 72.5,
    });
  });

  it('answers the second look-up of a postcode from the cache without asking the register', async () => {
    h.fake.reset(() => ({ body: odcJson([certificate({ POSTCODE: 'LS6 1AB' })]) }));
    const lookup = h.lookup(BASIC_ENV);

    await expect(lookup.lookup('LS6 1AB')).resolves.toEqual({ source: 'register', stored: 1 });
    await expect(lookup.lookup(' ls6  1ab ')).resolves.toEqual({ source: 'cache', stored: 1 });
    expect(h.fake.requests).toHaveLength(1);
  });

  it('asks once when the same postcode is looked up twice at the same time', async () => {
    h.fake.reset(() => ({ body: odcJson([certificate({ POSTCODE: 'LS6 1AH' })]), delayMs: 50 }));
    const lookup = h.lookup(BASIC_ENV);

    const answers = await Promise.all([lookup.lookup('LS6 1AH'), lookup.lookup('LS61AH')]);
    expect(answers).toEqual([
      { source: 'register', stored: 1 },
      { source: 'register', stored: 1 },
    ]);
    expect(h.fake.requests).toHaveLength(1);
  });

  it('sends basic auth of e-mail and key, asks for JSON and a page large enough for a postcode', async () => {
    h.fake.reset(() => ({ body: odcJson([]) }));
    await h.lookup(BASIC_ENV).lookup('LS6 1AC');

    const [request] = h.fake.seen('/api/v1/domestic/search');
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${EMAIL}:${API_KEY}`).toString('base64')}`);
    expect(request.accept).toBe('application/json');
    expect(request.postcode).toBe('LS6 1AC');
    expect(Number(request.query.get('size'))).toBeGreaterThanOrEqual(1000);
  });

  it('asks the bearer-token service first when both are configured, and not the other one', async () => {
    const rows = [certificate({ POSTCODE: 'LS6 1AD', CURRENT_ENERGY_RATING: 'B' })];
    h.fake.reset(() => ({ body: epbJson(rows) }));
    const lookup = h.lookup({ ...BASIC_ENV, ...BEARER_ENV });

    await expect(lookup.lookup('LS6 1AD')).resolves.toEqual({ source: 'register', stored: 1 });
    expect(h.fake.requests.map((r) => r.path)).toEqual(['/api/domestic/search']);
    expect(h.fake.requests[0].authorization).toBe(`Bearer ${TOKEN}`);
    expect(h.fake.requests[0].postcode).toBe('LS6 1AD');
    expect(await storedIn('LS6 1AD')).toEqual([expect.objectContaining({ lmk_key: rows[0].LMK_KEY, current_energy_rating: 'B' })]);
  });

  it('reads a CSV answer with the register column names', async () => {
    const rows = [certificate({ POSTCODE: 'LS6 1AE', ADDRESS: '1 "Quoted", Road' })];
    const [header, ...lines] = certificatesCsv(rows).split('\n');
    const body = [header.toLowerCase().replace(/_/g, '-'), ...lines].join('\n');
    h.fake.reset(() => ({ contentType: 'text/csv; charset=utf-8', body }));

    await expect(h.lookup(BASIC_ENV).lookup('LS6 1AE')).resolves.toEqual({ source: 'register', stored: 1 });
    expect(await storedIn('LS6 1AE')).toEqual([expect.objectContaining({ address: '1 "Quoted", Road' })]);
  });

  it('skips and logs bad rows and keeps the good ones', async () => {
    const good = certificate({ POSTCODE: 'LS6 1AF' });
    const bad = certificate({ POSTCODE: 'LS6 1AF', LODGEMENT_DATE: '2020-13-45' });
    h.fake.reset(() => ({ body: odcJson([good, bad]) }));

    await expect(h.lookup(BASIC_ENV).lookup('LS6 1AF')).resolves.toEqual({ source: 'register', stored: 1 });
    expect((await storedIn('LS6 1AF')).map((r) => r.lmk_key)).toEqual([good.LMK_KEY]);
    expect(h.logs.join('')).toContain(`"lmkKey":"${bad.LMK_KEY}"`);
  });

  it('caches a postcode the register has no certificates for', async () => {
    h.fake.reset(() => ({ body: '' }));
    const lookup = h.lookup(BASIC_ENV);

    await expect(lookup.lookup('LS6 1AG')).resolves.toEqual({ source: 'register', stored: 0 });
    await expect(lookup.lookup('LS6 1AG')).resolves.toEqual({ source: 'cache', stored: 0 });
    expect(h.fake.requests).toHaveLength(1);
  });

  it('never writes the credentials into the logs', () => {
    const logs = h.logs.join('');
    for (const secret of [API_KEY, TOKEN, Buffer.from(`${EMAIL}:${API_KEY}`).toString('base64')]) {
      expect(logs).not.toContain(secret);
    }
  });
});
