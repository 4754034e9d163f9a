import { hashPassword } from '../../src/accounts/password-hasher.js';
import type { TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, sql, uniqueEmail, waitForMails } from '../support/accounts.js';
import { newNetworkAddress } from './network-address.js';
import type { startTimingClient } from './timing-client.js';

type TimingClient = ReturnType<typeof startTimingClient>;

/** An ask a prober could time: the same answer whether or not the address has an account. */
export interface Probe {
  name: string;
  path: string;
  body: (email: string) => object;
  status: number;
  /** Whether both answers mail the address: then the mail is awaited before the next ask. */
  mails: boolean;
}

export const PROBES: Probe[] = [
  { name: 'login (wrong password)', path: '/api/login', body: (email) => ({ email, password: `not ${GOOD_PASSWORD}` }), status: 401, mails: false },
  { name: 'send-password-reset', path: '/api/send-password-reset', body: (email) => ({ email }), status: 200, mails: true },
  { name: 'send-verification', path: '/api/send-verification', body: (email) => ({ email, password: GOOD_PASSWORD }), status: 200, mails: true },
];

/** Times of interleaved asks, in milliseconds: `known[i]` and `unknown[i]` were asked one after the other. */
export interface PairedTimes {
  known: number[];
  unknown: number[];
}

/** The first asks pay one-off costs (the throwaway hash login checks against, warming code paths). */
const WARM_UP_PAIRS = 2;

let storedHash: Promise<string> | undefined;

/** An account as the table holds it, with a real hash, so a login checks the password against it. */
async function existingAccount(app: TestApp): Promise<string> {
  const email = uniqueEmail('known');
  storedHash ??= hashPassword(GOOD_PASSWORD);
  await sql(app, 'insert into app_user (id, email, password_hash, visitor_id) values (gen_random_uuid(), ?, ?, gen_random_uuid())', [email, await storedHash]);
  return email;
}

/**
 * `pairs` asks for a registered address and as many for a made-up one, alternating which goes
 * first, each from a network address of its own (as from a prober's many), so no limit interferes.
 * Work done after an answer is let finish (its mail is awaited) before the next ask, so it cannot
 * slow the other side's measurement.
 */
export async function timePairs(app: TestApp, client: TimingClient, probe: Probe, pairs: number): Promise<PairedTimes> {
  const ask = async (known: boolean) => {
    const email = known ? await existingAccount(app) : uniqueEmail('unknown');
    const answer = await client.time(app.server, newNetworkAddress(), probe.path, probe.body(email));
    if (answer.status !== probe.status) throw new Error(`${probe.path} answered ${answer.status}, expected ${probe.status}`);
    if (probe.mails && (await waitForMails(app, email, 1)).length === 0) throw new Error(`${probe.path} mailed nothing to ${email}`);
    return answer.ms;
  };
  const times: PairedTimes = { known: [], unknown: [] };
  for (let pair = 0; pair < WARM_UP_PAIRS + pairs; pair++) {
    const knownFirst = pair % 2 === 0;
    const first = await ask(knownFirst);
    const second = await ask(!knownFirst);
    if (pair < WARM_UP_PAIRS) continue;
    times.known.push(knownFirst ? first : second);
    times.unknown.push(knownFirst ? second : first);
  }
  return times;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

/** Known minus unknown, pair by pair: the machine's drift between pairs cancels out. */
export const pairDifferences = ({ known, unknown }: PairedTimes) => known.map((ms, i) => ms - unknown[i]);
