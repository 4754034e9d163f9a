import request from 'supertest';
import { runRetention } from '../../src/retention/retention.job.js';
import { signedInUser } from '../support/accounts.js';
import { newVisitor } from '../support/session-cookie.js';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { countRows, saveOneOfEverything, type SavedRows } from '../privacy/support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

const NOW = new Date();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const yearsAgo = (years: number, extraDays = 0) => {
  const date = new Date(NOW);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() - extraDays * DAY);
};
const monthsAgo = (months: number, extraDays = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() - extraDays * DAY);
};

const sql = (query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute(query, params);
const exists = async (table: string, id: string) => (await countRows(app, table, 'id = ?', [id])) === 1;
const run = () => runRetention(app.db.orm.em.fork(), NOW);

/** One of everything for a visitor, every timestamp set to `when`. */
async function everythingFrom(when: Date, email: string): Promise<SavedRows> {
  const rows = await saveOneOfEverything(app, await newVisitor(app.server), email);
  await backdateAll(rows, when);
  return rows;
}

async function backdateAll(rows: SavedRows, when: Date) {
  await sql('update property set updated_at = ?, created_at = ? where id = ?', [when, when, rows.propertyId]);
  await sql('update energy_plan set updated_at = ?, created_at = ? where id = ?', [when, when, rows.energyPlanId]);
  for (const [table, id] of [
    ['quote_request', rows.quoteRequestId],
    ['grants_submission', rows.grantsSubmissionId],
    ['contact_message', rows.contactMessageId],
  ]) {
    await sql(`update ${table} set created_at = ? where id = ?`, [when, id]);
  }
  await sql('update interaction_event set created_at = ? where id in (?)', [when, rows.interactionEventIds]);
}

describe('form data: 6 years', () => {
  it('deletes contact messages, quote requests and grants submissions sent more than 6 years ago and keeps younger ones', async () => {
    const owner = await signedInUser(app, 'form-owner@example.com');
    const old = await saveOneOfEverything(app, owner.cookie, owner.email);
    const young = await saveOneOfEverything(app, owner.cookie, owner.email);
    for (const table of ['contact_message', 'quote_request', 'grants_submission']) {
      const idOf = (rows: SavedRows) => ({ contact_message: rows.contactMessageId, quote_request: rows.quoteRequestId, grants_submission: rows.grantsSubmissionId })[table]!;
      await sql(`update ${table} set created_at = ? where id = ?`, [yearsAgo(6, 1), idOf(old)]);
      await sql(`update ${table} set created_at = ? where id = ?`, [yearsAgo(6, -1), idOf(young)]);
    }

    const report = await run();
    expect(report).toMatchObject({ contactMessagesDeleted: 1, quoteRequestsDeleted: 1, grantsSubmissionsDeleted: 1 });
    expect(await exists('contact_message', old.contactMessageId)).toBe(false);
    expect(await exists('quote_request', old.quoteRequestId)).toBe(false);
    expect(await exists('grants_submission', old.grantsSubmissionId)).toBe(false);
    expect(await exists('contact_message', young.contactMessageId)).toBe(true);
    expect(await exists('quote_request', young.quoteRequestId)).toBe(true);
    expect(await exists('grants_submission', young.grantsSubmissionId)).toBe(true);
    // The account's own home is not form data: it stays with the account.
    expect(await exists('property', old.propertyId)).toBe(true);
  });
});

describe('analytics: anonymised after 12 months', () => {
  it('strips e-mail, session, property and address fields and the owner from events over 12 months old, once', async () => {
    const old = await everythingFrom(monthsAgo(12, 1), 'tracked-old@example.com');
    const young = await everythingFrom(monthsAgo(12, -1), 'tracked-young@example.com');
    // Homes changed today, so only the analytics rule applies to these visitors.
    await sql('update property set updated_at = now() where id in (?)', [[old.propertyId, young.propertyId]]);

    expect((await run()).interactionEventsAnonymised).toBe(2);
    const events = await sql('select id, owner_visitor_id, kind, payload from interaction_event where id in (?) order by kind', [
      [...old.interactionEventIds, ...young.interactionEventIds],
    ]);
    const oldEvents = events.filter((event) => old.interactionEventIds.includes(event.id));
    expect(oldEvents.map((event) => [event.kind, event.owner_visitor_id, event.payload])).toEqual([
      ['learn_more_click', '00000000-0000-0000-0000-000000000000', { recommendationTitle: 'Loft Insulation' }],
      ['user_interaction', '00000000-0000-0000-0000-000000000000', { product_name: 'Loft Insulation', quote_request: true }],
    ]);
    const youngEvents = events.filter((event) => young.interactionEventIds.includes(event.id));
    expect(youngEvents.map((event) => event.payload.email)).toEqual(['tracked-young@example.com', 'tracked-young@example.com']);
    expect((await run()).interactionEventsAnonymised).toBe(0);
  });
});

describe("anonymous visitors' homes: 30 days after their last change", () => {
  it('deletes unclaimed properties with their plans, recommendations and grants submissions, and nothing an account owns or that changed since', async () => {
    const stale = await everythingFrom(daysAgo(31), 'stale@example.com');
    const recent = await everythingFrom(daysAgo(29), 'recent@example.com');
    const replanned = await everythingFrom(daysAgo(31), 'replanned@example.com');
    await sql('update energy_plan set updated_at = ? where id = ?', [daysAgo(2), replanned.energyPlanId]);
    const owner = await signedInUser(app, 'claimed@example.com');
    const claimed = await saveOneOfEverything(app, owner.cookie, owner.email);
    await backdateAll(claimed, yearsAgo(2));
    const recommendationsOfStale = await countRows(app, 'recommendation', 'plan_id = ?', [stale.energyPlanId]);
    expect(recommendationsOfStale).toBeGreaterThan(0);

    const report = await run();
    expect(report).toMatchObject({ anonymousPropertiesDeleted: 1, anonymousEnergyPlansDeleted: 1, anonymousGrantsSubmissionsDeleted: 1 });
    expect(await exists('property', stale.propertyId)).toBe(false);
    expect(await exists('energy_plan', stale.energyPlanId)).toBe(false);
    expect(await exists('grants_submission', stale.grantsSubmissionId)).toBe(false);
    expect(await countRows(app, 'recommendation', 'plan_id = ?', [stale.energyPlanId])).toBe(0);
    // Form data and analytics follow their own rules, not the home's.
    expect(await exists('quote_request', stale.quoteRequestId)).toBe(true);
    expect(await exists('contact_message', stale.contactMessageId)).toBe(true);
    for (const kept of [recent, replanned, claimed]) {
      expect(await exists('property', kept.propertyId)).toBe(true);
      expect(await exists('energy_plan', kept.energyPlanId)).toBe(true);
    }
  });
});

describe('accounts: erased after 6 years without a sign-in', () => {
  it('erases an account last used over 6 years ago, and one never used since it was made, with all they own', async () => {
    const lapsed = await signedInUser(app, 'lapsed@example.com');
    const lapsedRows = await saveOneOfEverything(app, lapsed.cookie, lapsed.email);
    await sql('update app_user set created_at = ?, last_login_at = ? where id = ?', [yearsAgo(9), yearsAgo(6, 1), lapsed.id]);
    const neverBack = await signedInUser(app, 'never-back@example.com');
    await sql('update app_user set created_at = ?, last_login_at = null where id = ?', [yearsAgo(6, 1), neverBack.id]);
    const loyal = await signedInUser(app, 'loyal@example.com');
    await sql('update app_user set created_at = ?, last_login_at = ? where id = ?', [yearsAgo(10), yearsAgo(6, -1), loyal.id]);

    expect((await run()).dormantAccountsErased).toBe(2);
    expect(await exists('app_user', lapsed.id)).toBe(false);
    expect(await exists('app_user', neverBack.id)).toBe(false);
    expect(await exists('app_user', loyal.id)).toBe(true);
    expect(await exists('property', lapsedRows.propertyId)).toBe(false);
    expect(await exists('contact_message', lapsedRows.contactMessageId)).toBe(false);
    expect(await countRows(app, 'interaction_event', 'owner_visitor_id = ?', [lapsed.visitorId])).toBe(0);
  });
});

describe('e-mail codes: 1 day after they expire', () => {
  it('deletes codes expired for more than a day and keeps the rest', async () => {
    const insert = (email: string, expiresAt: Date) =>
      sql(`insert into email_code (id, purpose, email, code_hash, expires_at) values (gen_random_uuid(), 'registration', ?, 'hash', ?)`, [email, expiresAt]);
    await insert('long-expired@example.com', daysAgo(1.5));
    await insert('just-expired@example.com', daysAgo(0.5));
    await insert('live@example.com', new Date(NOW.getTime() + 600_000));

    expect((await run()).expiredEmailCodesDeleted).toBe(1);
    const left = await sql(`select email from email_code where email like '%expired@example.com' or email = 'live@example.com' order by email`);
    expect(left.map((row) => row.email)).toEqual(['just-expired@example.com', 'live@example.com']);
  });
});

describe('a run with nothing due', () => {
  it('changes nothing', async () => {
    await run();
    const visitor = await newVisitor(app.server);
    await request(app.server).post('/api/contact').set('Cookie', visitor).send({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' });
    expect(Object.values(await run()).every((count) => count === 0)).toBe(true);
  });
});
