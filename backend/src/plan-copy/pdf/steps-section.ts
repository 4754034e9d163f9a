import { formatCost } from '@warmwise/common';
import { gbp, gbpAYear, kgAYear, ratingText, savingText } from '../copy-words.js';
import type { PlanStep } from '../plan-copy.js';
import type { PdfWriter } from './pdf-writer.js';

/** The plan as an order of work: each step, what it holds, and where the home stands once it is done. */
export function writeSteps(writer: PdfWriter, steps: PlanStep[]): void {
  if (steps.length === 0) return;
  const section = writer.section('Step by step');
  writer.paragraph(section, 'The order we suggest doing the work in. The figures after each step count the steps before it as done.', { muted: true });
  for (const step of steps) {
    const part = writer.section(`Step ${step.number}: ${step.title}`, 'H3', section);
    writer.paragraph(part, step.why);
    writer.list(
      part,
      step.measures.map((measure) => `${measure.title}: ${formatCost(measure.cost)}, ${savingText(measure.annualSavingGbp)}`),
    );
    writer.facts(part, [
      ['Cost of this step', formatCost(stepCost(step))],
      ['What this step does to the bill', capitalised(savingText(step.savings))],
      ['Energy bill after', gbpAYear(step.annualBillAfter)],
      ['CO2 saved so far', kgAYear(step.co2ReductionAfterKg)],
      ['Energy rating after', ratingText(step.epcRatingAfter, step.energyEfficiencyAfter)],
    ]);
  }
}

/** The step's cost text, or its bounds when it has none. */
const stepCost = (step: Pick<PlanStep, 'cost' | 'costMin' | 'costMax'>) =>
  step.cost || (step.costMin !== null && step.costMax !== null ? `${gbp(step.costMin)} - ${gbp(step.costMax)}` : 'TBC');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
