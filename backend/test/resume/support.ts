import request from 'supertest';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { startSmtpSink } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The app for resume tests, its mail delivered to a real SMTP sink, behind the test proxy (so each request can come from a network of its own). */
export async function startMailedApp(): Promise<{ app: TestApp; sink: SmtpSink }> {
  const sink = await startSmtpSink();
  return { sink, app: await startTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: 'https://app.warmwise.example', ...BEHIND_TEST_PROXY }) };
}

export async function stopMailedApp(app: TestApp, sink: SmtpSink): Promise<void> {
  await app.close();
  await sink.close();
}

/** The message every dead link answers with, whatever made it dead. */
export const GONE = {
  code: 'NOT_FOUND',
  message: 'This link has expired or been turned off. Start a new plan, or sign in if you saved it to an account.',
};

/** The resume link in a mail, and its token. */
export function resumeLinkIn(mail: string): { url: string; token: string } {
  const [url, token] = /https?:\/\/\S+\/resume\/([A-Za-z0-9_-]{32})/.exec(mail) ?? [];
  if (!url) throw new Error(`No resume link in:\n${mail}`);
  return { url, token };
}

/** Opens a resume link the way the page does, from a browser with or without a session. */
export function openLink(app: TestApp, token: string, cookie?: string) {
  const req = request(app.server).post(`/api/resume/${token}`).send({});
  return cookie ? req.set('Cookie', cookie) : req;
}
