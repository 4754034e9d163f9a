import { formatRatingChange } from '@warmwise/common';
import request from 'supertest';
import { getPlan, HOME, saveHome } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getPdf, pounds, readPdf } from './support.js';

interface PlanFigures {
  potentialSavings: number;
  co2Reduction: number;
  baseline: { annualBill: number };
  recommendations: { all: Array<{ title: string; savings: number; paybackYears: number | null; sources: string[] }> };
  prices: string;
  steps: Array<{ number: number; title: string; measures: Array<{ title: string; cost: string; savings: number }> }>;
  heatPumpVerdict: { headline: string; heatPumpSizeKw: number } | null;
  currentEpcRating: string;
  currentEnergyEfficiency: number;
  potentialEpcRating: string;
  potentialEnergyEfficiency: number;
}

const MAX_BYTES = 300 * 1024;

let app: TestApp;
let owner: string;
let propertyId: string;
let plan: PlanFigures;
beforeAll(async () => {
  app = await startTestApp();
  owner = await newVisitor(app.server);
  propertyId = await saveHome(app, owner);
  plan = (await getPlan(app, propertyId, owner)).body as PlanFigures;
});
afterAll(() => app.close());

describe("the owner's copy", () => {
  it('is a tagged PDF under 300 KB carrying the home, the headline figures and every measure', async () => {
    const res = await getPdf(app, `/api/properties/${propertyId}/energy-plan/pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="warmwise-energy-plan.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdf.length).toBeLessThan(MAX_BYTES);

    const copy = await readPdf(pdf);
    expect(copy.title).toBe('Your Warmwise energy plan');
    expect(copy.marked).toBe(true);
    expect(copy.structureRoles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']));
    expect(copy.text).toContain('Your Warmwise energy plan');
    expect(copy.text).toContain(HOME.address);
    expect(copy.text).toContain(HOME.postcode);
    expect(copy.text).toContain(`${pounds(plan.baseline.annualBill)} a year`);
    expect(copy.text).toContain(`${pounds(plan.potentialSavings)} a year`);
    expect(copy.text).toContain(`${plan.co2Reduction.toLocaleString('en-GB')} kg a year`);
    expect(copy.text).toContain(plan.prices);
    expect(copy.text).toContain('Estimates: a survey confirms them');
    expect(plan.recommendations.all.length).toBeGreaterThan(1);
    for (const item of plan.recommendations.all) expect(copy.text).toContain(item.title);
    // Paybacks in whole years, singular for one: a lamp that pays back in months reads 'About 1 year'.
    const paybacks = plan.recommendations.all.flatMap((item) => (item.paybackYears ? [Math.max(1, Math.round(item.paybackYears))] : []));
    expect(paybacks).toContain(1);
    for (const years of paybacks) expect(copy.text).toContain(years === 1 ? 'About 1 year ' : `About ${years} years`);
    expect(copy.text).not.toContain('About 1 years');
    const saving = plan.recommendations.all.find((item) => item.savings > 0)!;
    expect(copy.text).toContain(pounds(saving.savings));
    expect(plan.steps.length).toBeGreaterThan(0);
    for (const step of plan.steps) expect(copy.text).toContain(`Step ${step.number}: ${step.title}`);
    // A survey saves nothing itself: its step line says so, in the plan screen's words, not '£0'.
    const survey = plan.steps.flatMap((step) => step.measures).find((measure) => measure.savings === 0)!;
    expect(copy.text).toContain(`${survey.title}: ${survey.cost}, saves nothing on its own`);
    expect(copy.text).not.toContain('£0 a year');
    expect(plan.heatPumpVerdict).not.toBeNull();
    expect(copy.text).toContain(plan.heatPumpVerdict!.headline);
    expect(copy.text).toContain(`Heat pump size ${plan.heatPumpVerdict!.heatPumpSizeKw} kW`);
    const sourced = plan.recommendations.all.find((item) => item.sources.length > 0);
    if (sourced) expect(copy.text).toContain(sourced.sources[0].replace(/\s+/g, ' ').slice(0, 40));
  });

  it("words the rating's change as the plan screen does, never the server's 'D to D'", async () => {
    const copy = await readPdf((await getPdf(app, `/api/properties/${propertyId}/energy-plan/pdf`, owner)).body as Buffer);
    const change = formatRatingChange(
      { band: plan.currentEpcRating, score: plan.currentEnergyEfficiency },
      { band: plan.potentialEpcRating, score: plan.potentialEnergyEfficiency },
    );
    expect(change).toMatch(/^(Stays [A-G] \(\d+( → \d+)?\)|[A-G] \(\d+\) → [A-G] \(\d+\))$/);
    expect(copy.text).toContain(`Rating improvement ${change}`);
    expect(copy.text).toContain(`energy rating: ${change}.`);
    expect(copy.text).not.toMatch(/\b([A-G]) to \1\b/);
  });

  it('is not found for another visitor, as the plan itself is not', async () => {
    const stranger = await newVisitor(app.server);
    const pdf = await getPdf(app, `/api/properties/${propertyId}/energy-plan/pdf`, stranger);
    const json = await getPlan(app, propertyId, stranger);
    expect(pdf.status).toBe(404);
    expect(JSON.parse((pdf.body as Buffer).toString('utf8'))).toEqual(json.body);
    expect((await getPdf(app, '/api/properties/not-an-id/energy-plan/pdf', owner)).status).toBe(404);
  });
});

describe('the shared copy', () => {
  it("holds the plan's figures and nothing that identifies or reaches its owner", async () => {
    const { token } = (await request(app.server).post(`/api/properties/${propertyId}/share`).set('Cookie', owner)).body as { token: string };
    const res = await getPdf(app, `/api/plan/${token}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['set-cookie']).toBeUndefined();
    const copy = await readPdf(res.body as Buffer);
    expect(copy.text).toContain(`${pounds(plan.potentialSavings)} a year`);
    expect(copy.text).toContain(plan.recommendations.all[0].title);
    expect(copy.text).toContain(`/plan/${token}`);
    expect(copy.text).not.toContain(HOME.address.split(',')[0]);
    expect(copy.text).not.toContain(HOME.postcode);
    expect(copy.text).not.toContain(HOME.email);
    expect(copy.text).not.toMatch(/Address|Postcode/);
  });

  it('answers an unknown link as the shared plan does', async () => {
    const token = 'x'.repeat(32);
    const pdf = await getPdf(app, `/api/plan/${token}/pdf`);
    const page = await request(app.server).get(`/api/plan/${token}`);
    expect(pdf.status).toBe(404);
    expect(JSON.parse((pdf.body as Buffer).toString('utf8'))).toEqual(page.body);
  });
});
