import request from 'supertest';
import { HOME, saveHome } from '../plans/support.js';
import { newClientAddress } from '../support/client-address.js';
import { eventually, readableMail } from '../support/mail.js';
import { newVisitor, sessionCookieOf } from '../support/session-cookie.js';
import type { TestApp } from '../support/test-app.js';
import { GONE, openLink, resumeLinkIn, type SmtpSink, startMailedApp, stopMailedApp } from './support.js';

// The attack: a sender saves a decoy home, has our own mail deliver their resume link to a victim,
// and waits for what the victim enters after opening it.
let sink: SmtpSink;
let app: TestApp;
beforeAll(async () => ({ app, sink } = await startMailedApp()));
afterAll(() => stopMailedApp(app, sink));

const VICTIM_HOME = { ...HOME, address: '7 Private Road, Birmingham', email: 'victim-home@example.com' };
const as = (cookie: string) => ({ Cookie: cookie, 'X-Forwarded-For': newClientAddress() });
const mailTo = async (address: string) =>
  (await eventually(() => sink.delivered.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw)), (mails) => mails.length > 0))[0];
const homesOf = async (cookie: string) => ((await request(app.server).get('/api/properties').set(as(cookie))).body as Array<{ id: string; address: string }>).map((home) => home.address);

/** Everything the sender can still read: their homes, the victim's home by its id, their own link. */
async function senderSees(sender: string, victimHomeId: string, senderToken: string) {
  return {
    homes: await homesOf(sender),
    victimHome: (await request(app.server).get(`/api/properties/${victimHomeId}`).set(as(sender))).status,
    victimPlan: (await request(app.server).get(`/api/properties/${victimHomeId}/energy-plan`).set(as(sender))).status,
    ownLink: (await openLink(app, senderToken).set('X-Forwarded-For', newClientAddress())).body as unknown,
  };
}

describe.each([
  ['“E-mail me a link”', '/api/resume-links/email', 'planted-a@example.com'],
  ['the welcome mail', '/api/send-welcome-email', 'planted-b@example.com'],
])('a link planted through %s', (_label, path, victimAddress) => {
  it('hands the victim the decoy, and the sender nothing the victim enters afterwards', async () => {
    const sender = await newVisitor(app.server);
    const decoyId = await saveHome(app, sender, { ...HOME, address: '1 Decoy Street, Birmingham' });
    // A link of the sender's own, kept to read the victim's plans with later.
    const senderToken = ((await request(app.server).post('/api/resume-links').set(as(sender)).send({})).body as { token: string }).token;
    expect((await request(app.server).post(path).set(as(sender)).send({ email: victimAddress })).status).toBe(202);
    const { token } = resumeLinkIn(await mailTo(victimAddress));

    // The victim's browser already holds a home of its own, then opens the mail.
    const victim = await newVisitor(app.server);
    const ownId = await saveHome(app, victim, { ...HOME, address: '3 Own Lane, Birmingham' });
    const opened = await openLink(app, token, victim).set('X-Forwarded-For', newClientAddress());
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ propertyId: decoyId });
    const browser = sessionCookieOf(opened)?.split(';')[0] ?? victim;

    // What the victim enters: a home of their own, and the decoy edited into theirs.
    const victimHomeId = await saveHome(app, browser, VICTIM_HOME);
    expect((await request(app.server).put(`/api/properties/${decoyId}`).set(as(browser)).send(VICTIM_HOME)).status).toBe(200);
    expect((await homesOf(browser)).sort()).toEqual(['3 Own Lane, Birmingham', VICTIM_HOME.address, VICTIM_HOME.address]);

    // The sender reads none of it, by listing, by id, or through a link of their own.
    expect(await senderSees(sender, victimHomeId, senderToken)).toEqual({ homes: [], victimHome: 404, victimPlan: 404, ownLink: GONE });
    expect((await request(app.server).get(`/api/properties/${decoyId}`).set(as(sender))).status).toBe(404);
    // The browser's own home was never merged into the sender's visitor, and stays the browser's.
    expect((await request(app.server).get(`/api/properties/${ownId}`).set(as(browser))).status).toBe(200);
    expect((await request(app.server).get(`/api/properties/${ownId}`).set(as(sender))).status).toBe(404);

    // The mailed link opened once: a second opening (the sender's, or anyone's) finds it gone.
    expect((await openLink(app, token).set('X-Forwarded-For', newClientAddress())).body).toEqual(GONE);
    // A new link the sender asks for afterwards reaches only what the sender still has: nothing.
    const fresh = ((await request(app.server).post('/api/resume-links').set(as(sender)).send({})).body as { token: string }).token;
    expect((await openLink(app, fresh).set('X-Forwarded-For', newClientAddress())).body).toEqual({ propertyId: null });
  });
});

describe('two browsers opening one link at once', () => {
  it('hand the plans to one of them; the other is told the link is gone', async () => {
    const owner = await newVisitor(app.server);
    const propertyId = await saveHome(app, owner);
    const token = ((await request(app.server).post('/api/resume-links').set(as(owner)).send({})).body as { token: string }).token;
    const [first, second] = await Promise.all([openLink(app, token, await newVisitor(app.server)), openLink(app, token, await newVisitor(app.server))]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const winner = first.status === 200 ? first : second;
    expect(winner.body).toEqual({ propertyId });
  });
});
