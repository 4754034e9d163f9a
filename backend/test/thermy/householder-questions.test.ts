import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { HOME, getPlan, saveHome } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askRest, sourceUrls, type ThermyPlanJson, type ThermyJson } from './support.js';

const questionSet = z.object({
  questions: z.array(
    z.object({
      question: z.string(),
      plan: z.boolean(),
      refused: z.boolean().optional(),
      figures: z.array(z.string()).default([]),
      cites: z.array(z.string()).default([]),
      says: z.array(z.string()).default([]),
    }),
  ),
});
const { questions } = questionSet.parse(JSON.parse(readFileSync(new URL('question-set/householder-questions.json', import.meta.url), 'utf8')));

/** The home every "plan" question's visitor has made a plan for: gas-heated, the environment first, so its plan holds a heat pump. */
const PLANNED_HOME = { ...HOME, priority: 'environmental_benefit', loftInsulation: 'None' };

const pounds = (value: number) => `£${Math.abs(value).toLocaleString('en-GB')}`;

/** What the reply must hold for one named plan figure, read from the plan as the plan screen shows it. */
function expectFigure(reply: string, figure: string, plan: ThermyPlanJson): void {
  if (figure === 'rating') {
    expect(reply).toMatch(new RegExp(`\\b${plan.currentEpcRating}\\b`));
    expect(reply).toMatch(new RegExp(`\\b${plan.potentialEpcRating}\\b`));
    expect(reply).toContain(String(plan.currentEnergyEfficiency));
    expect(reply).toContain(String(plan.potentialEnergyEfficiency));
    return;
  }
  if (figure === 'bill' || figure === 'potential') {
    expect(reply).toContain(pounds(figure === 'bill' ? plan.baseline.annualBill : plan.potentialSavings));
    return;
  }
  const [kind, title] = figure.split(':');
  const item = plan.recommendations.all.find((each) => each.title === title);
  if (!item) throw new Error(`The plan holds no "${title}", so the question set no longer fits the model`);
  if (kind === 'cost') expect(reply).toContain(item.cost);
  else expect(reply).toContain(pounds(item.annualSavingGbp));
  if (kind === 'running') expect(reply).toContain(item.annualSavingGbp < 0 ? 'dearer to run, not cheaper' : 'cheaper to run');
}

let app: TestApp;
let planned: { visitor: string; plan: ThermyPlanJson };
beforeAll(async () => {
  app = await startTestApp();
  const visitor = await newVisitor(app.server);
  const propertyId = await saveHome(app, visitor, PLANNED_HOME);
  planned = { visitor, plan: (await getPlan(app, propertyId, visitor)).body as ThermyPlanJson };
});
afterAll(() => app.close());

describe('Householders\' questions, answered through the API', () => {
  it.each(questions.map((each) => [each.plan ? 'with a plan' : 'without a plan', each.question, each] as const))('%s: %s', async (_who, _question, expected) => {
    // A fresh visitor for each question without a plan; the planned visitor is under its 30-question limit.
    const visitor = expected.plan ? planned.visitor : await newVisitor(app.server);
    const res = await askRest(app, { message: expected.question }, visitor);
    expect(res.status).toBe(200);
    const answer = res.body as ThermyJson;

    if (expected.refused) {
      expect(answer.reply).toContain('outside home energy');
      expect(answer.sources).toEqual([]);
    } else {
      expect(answer.reply).not.toContain('outside home energy');
    }
    for (const figure of expected.figures) expectFigure(answer.reply, figure, planned.plan);
    for (const words of expected.says) expect(answer.reply.toLowerCase()).toContain(words.toLowerCase());
    expect(sourceUrls(answer)).toEqual(expect.arrayContaining(expected.cites));
    // Without a plan no figure of a plan is ever stated, nor is the plan cited as a source of one.
    if (!expected.plan) expect(answer.reply).not.toContain('your plan says');
  });
});
