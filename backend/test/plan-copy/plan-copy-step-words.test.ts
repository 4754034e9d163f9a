import { formatCost } from '@warmwise/common';
import { buildPlan } from '../../src/energy-model/index.js';
import { PdfWriter } from '../../src/plan-copy/pdf/pdf-writer.js';
import { writeSteps } from '../../src/plan-copy/pdf/steps-section.js';
import { REFERENCE_PROFILE } from '../energy-model/calibration-cases.js';
import { readPdf } from './support.js';

/** The steps of a plan in which the heat pump costs more to run (the Oct-Dec 2025 cap), as the copy prints them. */
async function printedSteps() {
  const plan = buildPlan(REFERENCE_PROFILE, 'environmental_benefit', { excludeMeasureIds: ['smart-meter'], priceTableId: 'ofgem-cap-2025-q4' });
  const writer = new PdfWriter({ title: 'Steps', subject: 'Steps', author: 'Warmwise', createdAt: new Date('2026-12-07T12:00:00Z') });
  writeSteps(writer, plan.steps);
  return { plan, text: (await readPdf(await writer.finish('Steps'))).text };
}

describe("the copy's steps", () => {
  it('word a measure that costs more to run as its step does, never as saving nothing', async () => {
    const { plan, text } = await printedSteps();
    const step = plan.steps.find((candidate) => candidate.measures.some((measure) => measure.id === 'air-source-heat-pump'))!;
    const heatPump = step.measures.find((measure) => measure.id === 'air-source-heat-pump')!;
    expect(heatPump.annualSavingGbp).toBeLessThan(0);
    expect(text).toContain(`${heatPump.title}: ${formatCost(heatPump.cost)}, costs about £${-heatPump.annualSavingGbp} a year more`);
    expect(text).not.toContain(`${heatPump.title}: ${formatCost(heatPump.cost)}, saves nothing on its own`);
  });
});
