import { BASIC_ENV, BEARER_ENV, startRegisterHarness, type RegisterHarness } from './support/register-harness.js';
import { certificate, odcJson } from './support/register-rows.js';

let h: RegisterHarness;

beforeAll(async () => {
  h = await startRegisterHarness();
});

afterAll(async () => {
  await h?.close();
});

const countIn = async (postcode: string) =>
  (await h.rows<{ n: number }>('select count(*)::int as n from epc_certificate where postcode = $1', [postcode]))[0].n;

/** The reason logged by the last warning about this postcode. */
const lastReason = (postcode: string) =>
  h.logs
    .map((line) => JSON.parse(line) as { level: number; postcode?: string; reason?: string })
    .filter((entry) => entry.level === 40 && entry.postcode === postcode)
    .at(-1)?.reason;

describe('register look-up: falls back to the local table', () => {
  it.each([
    ['401 (credentials refused)', { status: 401, body: '{"error":"unauthorised"}' }, 'HTTP 401'],
    ['500', { status: 500, body: 'oops' }, 'HTTP 500'],
    ['malformed JSON', { body: '{"rows": [' }, 'unreadable answer'],
    ['JSON without rows', { body: '{"results": []}' }, 'unreadable answer'],
  ])('answers null on %s and stores nothing', async (_name, reply, reason) => {
    h.fake.reset(() => reply);
    const lookup = h.lookup(BASIC_ENV);
    h.logs.length = 0;

    await expect(lookup.lookup('LS7 1AA')).resolves.toBeNull();
    expect(await countIn('LS7 1AA')).toBe(0);
    expect(lastReason('LS7 1AA')).toContain(reason);
  });

  it('gives up on a register that has not answered by its time-out, and pauses asking it', async () => {
    // The register would answer in an hour: the look-up can only resolve by giving up on it.
    h.fake.reset(() => ({ body: odcJson([certificate({ POSTCODE: 'LS7 1AB' })]), delayMs: 60 * 60_000 }));
    const lookup = h.lookup({ ...BASIC_ENV, EPC_REGISTER_TIMEOUT_MS: '200' });

    await expect(lookup.lookup('LS7 1AB')).resolves.toBeNull();
    expect(lastReason('LS7 1AB')).toBe('timed out');
    expect(await countIn('LS7 1AB')).toBe(0);

    // A time-out is an outage: the next look-up answers from the table without waiting again.
    await expect(lookup.lookup('LS7 1AB')).resolves.toBeNull();
    expect(h.fake.requests).toHaveLength(1);
  });

  it('answers null when nothing listens at the register address', async () => {
    const lookup = h.lookup({ ...BASIC_ENV, EPC_REGISTER_BASE_URL: 'http://127.0.0.1:9' });
    await expect(lookup.lookup('LS7 1AC')).resolves.toBeNull();
  });

  it('after an outage, skips the register for a while instead of making every look-up wait', async () => {
    h.fake.reset(() => ({ status: 503 }));
    const lookup = h.lookup(BASIC_ENV);

    await expect(lookup.lookup('LS7 1AD')).resolves.toBeNull();
    await expect(lookup.lookup('LS7 1AE')).resolves.toBeNull();
    expect(h.fake.requests).toHaveLength(1);
  });

  it('keeps asking after a 404, which concerns only the postcode asked for', async () => {
    h.fake.reset(() => ({ status: 404 }));
    const lookup = h.lookup(BASIC_ENV);

    await expect(lookup.lookup('LS7 1AF')).resolves.toBeNull();
    await expect(lookup.lookup('LS7 1AG')).resolves.toBeNull();
    expect(h.fake.requests).toHaveLength(2);
  });

  it('asks the basic-auth API when the bearer-token service fails', async () => {
    h.fake.reset((request) =>
      request.path === '/api/domestic/search' ? { status: 500 } : { body: odcJson([certificate({ POSTCODE: 'LS7 1AH' })]) },
    );
    const lookup = h.lookup({ ...BASIC_ENV, ...BEARER_ENV });

    await expect(lookup.lookup('LS7 1AH')).resolves.toEqual({ source: 'register', stored: 1 });
    expect(h.fake.requests.map((r) => r.path)).toEqual(['/api/domestic/search', '/api/v1/domestic/search']);
  });

  it('does not ask the register for an invalid postcode', async () => {
    h.fake.reset(() => ({ body: odcJson([]) }));
    await expect(h.lookup(BASIC_ENV).lookup('not a postcode')).resolves.toBeNull();
    expect(h.fake.requests).toHaveLength(0);
  });

  it('is not configured without credentials: answers null and asks nobody', async () => {
    h.fake.reset(() => ({ body: odcJson([]) }));
    const lookup = h.lookup({});

    expect(lookup.configured).toBe(false);
    await expect(lookup.lookup('LS7 1AJ')).resolves.toBeNull();
    expect(h.fake.requests).toHaveLength(0);
  });
});
