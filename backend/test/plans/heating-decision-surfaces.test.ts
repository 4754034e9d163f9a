import request from 'supertest';
import { getPdf, readPdf } from '../plan-copy/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askGraphql, askRest, sourceUrls, type ThermyJson } from '../thermy/support.js';
import { getPlan, HOME, saveHome } from './support.js';

interface Option {
  title: string;
  cost: string;
  annualBillGbp: number;
  annualSavingGbp: number;
  grant: { name: string; amountGbp: number } | null;
}

interface DecisionPlan {
  heatingDecision: { chosen: Option; alternative: Option; why: string } | null;
  steps: Array<{ measures: Array<{ title: string; cost: string }> }>;
  heatPumpVerdict: { headline: string } | null;
}

/** The 1950s gas semi with an older non-condensing boiler: a new boiler or a heat pump. */
const OLD_BOILER_HOME = { ...HOME, boilerType: 'non_condensing', tenure: 'Owner-occupied' };

const gbp = (value: number) => `£${value.toLocaleString('en-GB')}`;

let app: TestApp;
let owner: string;
let propertyId: string;
let plan: DecisionPlan;
beforeAll(async () => {
  app = await startTestApp();
  owner = await newVisitor(app.server);
  propertyId = await saveHome(app, owner, OLD_BOILER_HOME);
  plan = (await getPlan(app, propertyId, owner)).body as DecisionPlan;
});
afterAll(() => app.close());

describe('the heating decision beyond the plan screen', () => {
  it('is in the PDF with the screen\'s words: the recommended option, the alternative and its figures, only the recommended one in the steps', async () => {
    const { chosen, alternative, why } = plan.heatingDecision!;
    expect(chosen.title).toBe('Air Source Heat Pump');
    expect(alternative.title).toBe('Condensing Boiler Replacement');
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    for (const path of [`/api/properties/${propertyId}/energy-plan/pdf`, `/api/plan/${token}/pdf`]) {
      const res = await getPdf(app, path, owner);
      expect(res.status).toBe(200);
      const { text } = await readPdf(res.body as Buffer);
      expect(text).toContain('Your heating: a new boiler or a heat pump?');
      expect(text).toContain('We recommend a heat pump for your home.');
      expect(text).toContain(why.slice(0, 60));
      expect(text).toContain('These are alternatives: you would fit one or the other, not both. Only a heat pump (Air Source Heat Pump) is counted');
      expect(text).toContain(`Recommended: Air Source Heat Pump Cost after the grant ${chosen.cost}`);
      expect(text).toContain(`Grant Boiler Upgrade Scheme, ${gbp(chosen.grant!.amountGbp)}`);
      expect(text).toContain(`The alternative: Condensing Boiler Replacement Cost ${alternative.cost}`);
      expect(text).toContain(`${gbp(alternative.annualBillGbp)} a year`);
      expect(text).toContain('Grant None included');
      // The steps list the recommended heat pump ('title: cost, saving'), never the boiler beside it.
      const stepMeasures = plan.steps.flatMap((step) => step.measures.map((measure) => measure.title));
      expect(stepMeasures).toContain('Air Source Heat Pump');
      expect(stepMeasures).not.toContain('Condensing Boiler Replacement');
      expect(text).toContain('Air Source Heat Pump: ');
      expect(text).not.toContain('Condensing Boiler Replacement: ');
    }
  });

  it("answers 'boiler or heat pump?' from the plan's decision, over REST and GraphQL", async () => {
    const { chosen, alternative, why } = plan.heatingDecision!;
    const overRest = (await askRest(app, { message: 'Should I get a new boiler or a heat pump?' }, owner)).body as ThermyJson;
    const overGraphql = (await askGraphql(app, 'boiler or heat pump?', owner)).body.data!.askThermy;
    for (const answer of [overRest, overGraphql]) {
      expect(answer.reply).toContain(`We recommend a heat pump for your home. ${why}`);
      expect(answer.reply).toContain(`Recommended, Air Source Heat Pump: cost after the grant: ${chosen.cost}; running cost (the whole home's energy): ${gbp(chosen.annualBillGbp)} a year;`);
      expect(answer.reply).toContain(`grant: Boiler Upgrade Scheme, ${gbp(chosen.grant!.amountGbp)}.`);
      expect(answer.reply).toContain(`The alternative, Condensing Boiler Replacement: cost: ${alternative.cost}; running cost (the whole home's energy): ${gbp(alternative.annualBillGbp)} a year;`);
      expect(answer.reply).toContain('is shown for comparison and is not counted');
      // Nothing beside the decision calls either option "not in your plan".
      expect(answer.reply).not.toContain('not in your plan');
      expect(sourceUrls(answer)).toContain('/plan');
    }
  });

  it('says there is no choice to make when the plan weighs none, then what the heat-pump verdict says', async () => {
    const visitor = await newVisitor(app.server);
    const id = await saveHome(app, visitor, { ...HOME, address: '18 Stechford Lane, Birmingham' });
    const own = (await getPlan(app, id, visitor)).body as DecisionPlan;
    expect(own.heatingDecision).toBeNull();
    const answer = (await askRest(app, { message: 'Boiler or heat pump?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain('Your plan has no choice to make between new heating and a heat pump');
    expect(answer.reply).toContain(`For your home, a heat pump is: ${own.heatPumpVerdict!.headline.toLowerCase()}.`);
  });

  it('says neither option pays back, with each one\'s figures, when both are left out to lower bills', async () => {
    const visitor = await newVisitor(app.server);
    // Storage heaters, tenure not given: the heat pump's grant is only worth checking, so neither pays back.
    const id = await saveHome(app, visitor, { ...HOME, address: '20 Stechford Lane, Birmingham', heatingSystem: 'Electric storage heaters' });
    const own = (await getPlan(app, id, visitor)).body as DecisionPlan & { assumptions: string[] };
    expect(own.heatingDecision).toBeNull();
    const leftOut = own.assumptions.filter((line) => /^Considered and left out: (Air Source Heat Pump|High Heat Retention Storage Heaters) /.test(line));
    expect(leftOut).toHaveLength(2);
    const answer = (await askRest(app, { message: 'Storage heaters or a heat pump?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain('Your plan has no choice to make between new heating and a heat pump: neither option pays for itself within its working life.');
    for (const line of leftOut) expect(answer.reply).toContain(line);
  });
});
