import { HOME, saveHome, getPlan } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askRest } from './support.js';
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.close());
it('prints', async () => {
  const visitor = await newVisitor(app.server);
  const id = await saveHome(app, visitor, JSON.parse(process.env.HOMEJSON ?? '{}'));
  const plan = (await getPlan(app, id, visitor)).body;
  const out: string[] = [JSON.stringify({ cur: plan.currentEpcRating, pot: plan.potentialEpcRating, base: plan.baseline, recs: plan.recommendations.all.map((r: any) => [r.title, r.annualSavingGbp, r.modelledSavings, r.cost]) })];
  const qs = (process.env.QS ?? '').split('|');
  for (const q of qs) {
    const mine = (await askRest(app, { message: q }, visitor)).body;
    const none = (await askRest(app, { message: q })).body;
    out.push(`Q: ${q}\n  PLAN: ${mine.reply}\n   src ${mine.sources.map((s: any) => s.url).join(' ')}\n  NONE: ${none.reply.slice(0, 200)}\n   src ${none.sources.map((s: any) => s.url).join(' ')}`);
  }
  (await import('node:fs')).writeFileSync('/tmp/wtc-scratch.txt', out.join('\n'));
});
