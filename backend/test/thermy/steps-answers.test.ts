import { getPlan, HOME, saveHome } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askGraphql, askRest, sourceUrls, type ThermyJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface StepsPlanJson {
  steps: Array<{ number: number; title: string; annualBillAfter: number; epcRatingAfter: string; measures: Array<{ title: string }> }>;
  heatPumpVerdict: { headline: string; heatPumpSizeKw: number; runningCost: { heatPumpStandardGbp: number; heatPumpTariffGbp: number }; grant: { name: string } | null };
}

const gbp = (value: number) => `£${value.toLocaleString('en-GB')}`;

describe("Thermy answers from the plan's steps and heat-pump verdict", () => {
  it('says what to do first: step 1 with its measures, where it leaves the bill, then the order of the rest', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor, HOME);
    const plan = (await getPlan(app, propertyId, visitor)).body as StepsPlanJson;
    const [first, ...rest] = plan.steps;

    const overRest = (await askRest(app, { message: 'What should I do first?' }, visitor)).body as ThermyJson;
    const overGraphql = (await askGraphql(app, 'Where do we start?', visitor)).body.data!.askThermy;
    for (const answer of [overRest, overGraphql]) {
      expect(answer.reply).toContain(`Start with step 1 of your plan, ${first!.title.toLowerCase()}`);
      expect(answer.reply).toContain(first!.measures.at(-1)!.title);
      expect(answer.reply).toContain(`your bill would be about ${gbp(first!.annualBillAfter)} a year and your rating ${first!.epcRatingAfter}`);
      for (const step of rest) expect(answer.reply).toContain(`step ${step.number}, ${step.title.toLowerCase()}`);
      expect(sourceUrls(answer)).toContain('/plan');
    }
  });

  it("answers whether a heat pump suits the home from the plan's verdict", async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor, { ...HOME, address: '14 Stechford Lane, Birmingham', tenure: 'Owner-occupied' });
    const { heatPumpVerdict: verdict } = (await getPlan(app, propertyId, visitor)).body as StepsPlanJson;
    const answer = (await askRest(app, { message: 'Is a heat pump right for my home?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain(`For your home, a heat pump is: ${verdict.headline.toLowerCase()}.`);
    expect(answer.reply).toContain(`a heat pump of about ${verdict.heatPumpSizeKw} kW`);
    expect(answer.reply).toContain(`${gbp(verdict.runningCost.heatPumpStandardGbp)} a year on the standard price cap`);
    // Each running cost is said once, and nothing beside the verdict says the plan has no figure.
    expect(answer.reply.split(`${gbp(verdict.runningCost.heatPumpTariffGbp)} on a heat-pump tariff`)).toHaveLength(2);
    expect(answer.reply).toContain(`The ${verdict.grant!.name} gives £7,500 towards one.`);
    expect(answer.reply).toContain("These are estimates. An MCS installer's room-by-room heat-loss survey");
    expect(answer.reply).not.toContain('no figure for your home');
  });

  it("tells a social tenant no heat-pump grant is likely, as the Grants tab does", async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor, { ...HOME, address: '16 Stechford Lane, Birmingham', tenure: 'Rented - Social' });
    expect((await getPlan(app, propertyId, visitor)).status).toBe(200);
    const answer = (await askRest(app, { message: 'Is a heat pump right for my home?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain('The Grants tab finds no heat-pump grant likely for your home, so your plan shows the cost before any grant.');
    expect(answer.reply).not.toMatch(/gives £[\d,]+ towards one/);
  });

  it('still adds the catalogue\'s words for another measure named beside the heat pump', async () => {
    const visitor = await newVisitor(app.server);
    await saveHome(app, visitor, { ...HOME, address: '16 Stechford Lane, Birmingham' });
    const answer = (await askRest(app, { message: 'Would a heat pump suit my home with solid wall insulation?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain('For your home, a heat pump is:');
    expect(answer.reply).toContain('Internal Solid Wall Insulation is not in your plan');
    expect(answer.reply).not.toContain('Air Source Heat Pump is not in your plan');
  });

  it('offers to make a plan when the visitor has none', async () => {
    const visitor = await newVisitor(app.server);
    const answer = (await askRest(app, { message: 'What should I do first?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain("You don't have an energy plan yet, so I can't tell you what to do first.");
  });
});
