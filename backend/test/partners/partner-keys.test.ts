import { randomBytes } from 'node:crypto';
import { graphql, onlyError } from '../support/graphql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPartnerKey, partnerQuery, runPartnerCli } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const WHO_AM_I = '{ partner { name quota { perMinute perDay usedToday } } }';
type WhoAmI = { partner: { name: string; quota: { perMinute: number; perDay: number; usedToday: number } } | null };

describe('partner API keys', () => {
  it('a key made with the CLI calls partner { name }, counted in the store and kept in PostgreSQL', async () => {
    const { key, id } = await createPartnerKey(app.db.url, 'Northern Power Co', ['--per-minute', '50', '--per-day', '500']);
    expect(key).toMatch(/^wk_[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.orm.em.getConnection().execute('select key_hash, organisation from partner_key where id = ?', [id]);
    expect(stored).toEqual([{ key_hash: expect.stringMatching(/^[0-9a-f]{64}$/), organisation: 'Northern Power Co' }]);
    expect(stored[0].key_hash).not.toContain(key.slice(3));

    const first = await partnerQuery<WhoAmI>(app.server, key, WHO_AM_I);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { partner: { name: 'Northern Power Co', quota: { perMinute: 50, perDay: 500, usedToday: 1 } } } });
    expect(first.headers['ratelimit-policy']).toBe('50;w=60, 500;w=86400');
    const second = await partnerQuery<WhoAmI>(app.server, key, WHO_AM_I);
    expect(second.body.data?.partner?.quota.usedToday).toBe(2);

    const usage = await app.db.orm.em.getConnection().execute('select requests from partner_usage where partner_key_id = ?', [id]);
    expect(usage).toEqual([{ requests: 2 }]);
    const listing = await runPartnerCli(app.db.url, ['list']);
    expect(listing.code).toBe(0);
    expect(listing.stdout).toContain(`${id}  |  Northern Power Co  |  50/min 500/day  |  today 2, in all 2`);
  });

  it.each([
    ['no key', undefined],
    ['a wrong key', `wk_${randomBytes(32).toString('base64url')}`],
    ['something that is not a key', 'not-a-key'],
  ])('%s: UNAUTHENTICATED with HTTP 401', async (_case, key) => {
    const { status, body, headers } = await partnerQuery<WhoAmI>(app.server, key, WHO_AM_I);
    expect(status).toBe(401);
    expect(onlyError(body).extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.data).toEqual({ partner: null });
    expect(headers['www-authenticate']).toBe('Bearer realm="partner-api"');
  });

  it('a revoked key (by id or by the key itself): UNAUTHENTICATED with HTTP 401, like an unknown one', async () => {
    for (const revokeBy of ['id', 'key'] as const) {
      const made = await createPartnerKey(app.db.url, `Revoked by ${revokeBy}`);
      expect((await partnerQuery<WhoAmI>(app.server, made.key, WHO_AM_I)).status).toBe(200);
      const revoked = await runPartnerCli(app.db.url, ['revoke', made[revokeBy]]);
      expect(revoked).toMatchObject({ code: 0, stdout: expect.stringContaining(`Revoked the key ${made.id}`) });
      const { status, body } = await partnerQuery<WhoAmI>(app.server, made.key, WHO_AM_I);
      expect(status).toBe(401);
      expect(onlyError(body).extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await runPartnerCli(app.db.url, ['revoke', 'no-such-key'])).code).toBe(1);
  });

  it('past --per-minute: RATE_LIMITED with HTTP 429, Retry-After and RateLimit headers', async () => {
    const { key } = await createPartnerKey(app.db.url, 'Busy Bank', ['--per-minute', '3']);
    const remaining = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await partnerQuery<WhoAmI>(app.server, key, WHO_AM_I);
      expect(answer.status).toBe(200);
      remaining.push(answer.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await partnerQuery<WhoAmI>(app.server, key, WHO_AM_I);
    expect(refused.status).toBe(429);
    const error = onlyError(refused.body);
    expect(error.extensions?.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/quota of 3 requests a minute/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error.extensions?.retryAfterSeconds).toBe(retryAfter);
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0', 'ratelimit-reset': String(retryAfter) });
  });

  it('counts each partner field, aliases included: 15 aliases against a quota of 5 get 5 answers', async () => {
    const { key } = await createPartnerKey(app.db.url, 'Aliased Council', ['--per-minute', '5']);
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: partner { quota { usedToday } }`).join(' ');
    const { body } = await partnerQuery<Record<string, { quota: { usedToday: number } } | null>>(app.server, key, `{ ${aliases} }`);
    const answered = Object.values(body.data!).filter((partner) => partner !== null);
    expect(answered.map((partner) => partner!.quota.usedToday).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(body.errors).toHaveLength(10);
    for (const error of body.errors!) expect(error.extensions?.code).toBe('RATE_LIMITED');
  });

  it('the public fields the web app uses stay public and uncounted', async () => {
    const { status, body } = await graphql<{ grantSchemes: unknown[] }>(app.server, '{ grantSchemes { id } }');
    expect(status).toBe(200);
    expect(body.data?.grantSchemes.length).toBeGreaterThan(0);
  });

  it('the CLI refuses bad quotas and explains its use', async () => {
    const bad = await runPartnerCli(app.db.url, ['create', '--name', 'X', '--per-minute', 'lots']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--per-minute must be a whole number');
    const usage = await runPartnerCli(app.db.url, ['rotate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run partner -- create --name');
  });
});
