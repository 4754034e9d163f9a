import request from 'supertest';
import { PartnerKeysService } from '../../src/partners/partner-keys.service.js';
import { BEHIND_TEST_PROXY, newClientAddress } from '../support/client-address.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { pensionerHousehold } from '../grants/support.js';
import { partnerQuery } from './support.js';

/**
 * The attack: a partner who also fills in questionnaires pads a small cell with households of its
 * own, moves their homes into the victim's authority, reads the cell and subtracts what it wrote.
 * Two lone households, one in Leeds (disabled) and one in Cardiff (not), answer alike but for
 * disability, which changes one scheme: the Disabled Facilities Grant. The attacker pads both cells
 * with ten disabled and ten other households, so without protection the Leeds cell reads 11 for the
 * grant and Cardiff's 10, and every try tells them apart. With it, a try does little better than a
 * coin.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

const LEEDS = { postcode: 'LS1 4AP', code: 'E08000035' };
const CARDIFF = { postcode: 'CF10 1EP', code: 'W06000015' };
/** Not in the register (Scotland): questionnaires sent from here count for no authority. */
const OUTSIDE_THE_REGISTER = 'EH1 1YZ';
const GRANT = 'disabled-facilities-grant';
const PADDING_PER_ANSWER = 10;
const TRIES = 40;
/** What a try tells at best when each count spends ε 0.2: e^0.2 / (1 + e^0.2) ≈ 0.55; 0.7 leaves room for chance. */
const MOST_A_COIN_DOES = 0.7;

const household = (disabled: boolean) => ({ ...pensionerHousehold, hasDisability: disabled ? 'yes' : 'no' });

/** One person (or one of the attacker's networks): a new visitor on a network of its own. */
async function newPerson() {
  const network = newClientAddress();
  return { network, cookie: await newVisitor(app.server) };
}

async function homeAt(person: { network: string; cookie: string }, postcode: string): Promise<string> {
  const res = await request(app.server)
    .post('/api/properties')
    .set({ Cookie: person.cookie, 'X-Forwarded-For': person.network })
    .send({ address: '1 Test Street', postcode, propertyType: 'Terraced', yearBuilt: 'Pre-1919' });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function moveHome(person: { network: string; cookie: string }, id: string, postcode: string) {
  const res = await request(app.server)
    .put(`/api/properties/${id}`)
    .set({ Cookie: person.cookie, 'X-Forwarded-For': person.network })
    .send({ address: '1 Test Street', postcode, propertyType: 'Terraced', yearBuilt: 'Pre-1919' });
  expect(res.status).toBe(200);
}

async function submitQuestionnaire(person: { network: string; cookie: string }, propertyId: string, disabled: boolean) {
  const res = await request(app.server)
    .post('/api/grants-questionnaire')
    .set({ Cookie: person.cookie, 'X-Forwarded-For': person.network })
    .send({ propertyId, householdData: household(disabled) });
  expect(res.status).toBe(201);
}

/** Every questionnaire so far dated in last month, as if the month had since ended. */
async function endTheMonth() {
  const now = new Date();
  await app.db.orm.em.fork().getConnection().execute(`update grants_submission set created_at = ?`, [new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))]);
}

type Cell = { count: number | null; suppressed: boolean };
type Statistics = { partner: { submissionStatistics: { epsilon: number; months: Array<{ submissions: Cell; eligible: Array<Cell & { schemeId: string }> }> } } };
const STATISTICS = `query ($area: String!) {
  partner { submissionStatistics(localAuthority: $area, months: 1) { epsilon months { submissions { count suppressed } eligible { schemeId count suppressed } } } }
}`;

async function grantCount(key: string, code: string): Promise<number | null> {
  const { body } = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: code });
  const statistics = body.data!.partner.submissionStatistics;
  expect(statistics.epsilon).toBe(2);
  return statistics.months[0].eligible.find((cell) => cell.schemeId === GRANT)!.count;
}

/**
 * How often an attacker holding `TRIES` fresh keys tells which lone household is disabled: the cell
 * whose grant count, less its own padding, is higher. A withheld cell or a tie is a coin's guess.
 */
async function attackerAccuracy(): Promise<number> {
  const keys = new PartnerKeysService(app.db.orm.em.fork());
  let right = 0;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const { key } = await keys.create({ organisation: `Attacker ${attempt}`, perMinute: 1_000 });
    const [leeds, cardiff] = [await grantCount(key, LEEDS.code), await grantCount(key, CARDIFF.code)];
    if (leeds === null || cardiff === null || leeds === cardiff) right += 0.5;
    else if (leeds > cardiff) right += 1;
  }
  return right / TRIES;
}

describe('padding a small cell and moving the homes into it', () => {
  const attacker: Array<{ person: { network: string; cookie: string }; id: string; disabled: boolean; to: string }> = [];

  beforeAll(async () => {
    for (const [place, disabled] of [[LEEDS, true], [CARDIFF, false]] as const) {
      const victim = await newPerson();
      await submitQuestionnaire(victim, await homeAt(victim, place.postcode), disabled);
    }
    for (const place of [LEEDS, CARDIFF]) {
      for (let index = 0; index < 2 * PADDING_PER_ANSWER; index += 1) {
        const person = await newPerson();
        const id = await homeAt(person, OUTSIDE_THE_REGISTER);
        const disabled = index < PADDING_PER_ANSWER;
        await submitQuestionnaire(person, id, disabled);
        attacker.push({ person, id, disabled, to: place.postcode });
      }
    }
    for (const home of attacker) await moveHome(home.person, home.id, home.to);
    await endTheMonth();
  });

  it('questionnaires stay counted where they were sent: moving their homes afterwards moves nothing', async () => {
    const rows = await app.db.orm.em.fork().getConnection().execute<Array<{ place: string | null; n: string }>>(
      `select local_authority as place, count(*) as n from grants_submission group by 1 order by 1`,
    );
    expect(rows.map(({ place, n }) => [place, Number(n)])).toEqual([[LEEDS.code, 1], [CARDIFF.code, 1], [null, 4 * PADDING_PER_ANSWER]]);
    expect(await attackerAccuracy()).toBeLessThanOrEqual(MOST_A_COIN_DOES);
  });

  it('padding the cell in place and subtracting the padding does not tell the households apart', async () => {
    for (const home of attacker) await submitQuestionnaire(home.person, home.id, home.disabled);
    await endTheMonth();
    expect(await attackerAccuracy()).toBeLessThanOrEqual(MOST_A_COIN_DOES);
  });

  it('a key is shown a month once: asking again after the padding is erased gives the same figures', async () => {
    const { key } = await new PartnerKeysService(app.db.orm.em.fork()).create({ organisation: 'Attacker again', perMinute: 1_000 });
    const before = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: LEEDS.code });
    await app.db.orm.em.fork().getConnection().execute(`delete from grants_submission where local_authority = ? and household_data->>'hasDisability' = 'no'`, [LEEDS.code]);
    const after = await partnerQuery<Statistics>(app.server, key, STATISTICS, { area: LEEDS.code });
    expect(after.body).toEqual(before.body);
  });
});
