import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPlan, readPlan, saveHome, type PlanJson } from './support.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);

type Measure = { id: string; savings: number; annualSavingGbp?: number };
type Answer = PlanJson & { steps: Array<{ savings: number; measures: Measure[] }>; recommendations: { all: Array<{ annualSavingGbp: number }> } };

describe("a step's measures and their signed saving", () => {
  it('are served from a plan stored before its steps carried one, filled in from the measures themselves', async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor);
    const built = (await getPlan(app, propertyId, visitor)).body as Answer;
    const served = built.steps.map((step) => step.measures.map((measure) => measure.annualSavingGbp));
    expect(served.flat().every((figure) => Number.isInteger(figure))).toBe(true);

    // As a plan stored before steps carried the signed figure looks: only the never-negative one.
    const [row] = (await sql('select steps from energy_plan where id = ?', [built.id])) as Array<{ steps: Answer['steps'] | string }>;
    const stored = typeof row!.steps === 'string' ? (JSON.parse(row!.steps) as Answer['steps']) : row!.steps;
    const older = stored.map((step) => ({ ...step, measures: step.measures.map(({ annualSavingGbp: _dropped, ...measure }) => measure) }));
    await sql("update energy_plan set steps = ?, updated_at = updated_at + interval '1 second' where id = ?", [JSON.stringify(older), built.id]);

    const read = (await readPlan(app, propertyId, visitor)).body as Answer;
    expect(read.steps.map((step) => step.measures.map((measure) => measure.annualSavingGbp))).toEqual(served);
    for (const step of read.steps) expect(step.measures.reduce((sum, measure) => sum + measure.annualSavingGbp!, 0)).toBe(step.savings);
  });
});
