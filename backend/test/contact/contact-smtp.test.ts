import request from 'supertest';
import { readableMail, startSmtpSink } from '../support/mail.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url, QUOTE_TEAM_EMAIL: 'team@warmwise.example' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const form = { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Survey booking', message: 'Can you survey a 1930s semi?' };
const storedIds = async () =>
  (await app.db.orm.em.fork().getConnection().execute<Array<{ id: string }>>('select id from contact_message')).map((row) => row.id);

describe('contact messages through a real SMTP server', () => {
  it('delivers the team mail (to the quote team address by default, replying to the sender) and the acknowledgement', async () => {
    const res = await request(app.server).post('/api/contact').set('Cookie', await newVisitor(app.server)).send(form);
    expect(res.status).toBe(201);
    // Two workers send them, so either may arrive first.
    const delivered = await sink.waitFor(2);
    const to = (address: string) => delivered.find((mail) => mail.to.includes(address))!;
    expect(delivered.flatMap((mail) => mail.to).sort()).toEqual(['grace@example.com', 'team@warmwise.example']);
    const [team, acknowledgement] = [to('team@warmwise.example'), to('grace@example.com')].map((mail) => readableMail(mail.raw));
    expect(team).toMatch(/^Reply-To: grace@example\.com$/m);
    expect(team).toContain('Can you survey a 1930s semi?');
    expect(team).toContain(res.body.id);
    expect(acknowledgement).toContain('Subject: We\'ve received your message: Survey booking');
  });

  it('still stores the message and answers 201 when the mail server is down', async () => {
    await sink.close();
    const res = await request(app.server).post('/api/contact').set('Cookie', await newVisitor(app.server)).send(form);
    expect(res.status).toBe(201);
    expect(await storedIds()).toContain(res.body.id);
  });
});
