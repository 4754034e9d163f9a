import { formatAnnualSaving, formatCost } from '@warmwise/common';
import { kgAYear, paybackText } from '../copy-words.js';
import type { PlanForCopy } from '../plan-copy.js';
import type { PdfWriter } from './pdf-writer.js';

/** Every measure of the plan in plan order, one row each, with why it sits where it does. */
export function writeRecommendations(writer: PdfWriter, plan: PlanForCopy): void {
  const section = writer.section('Your recommendations');
  const rows = plan.recommendations.all.map((item) => [
    item.rankReason ? `${item.title}\n${item.rankReason}` : item.title,
    formatCost(item.cost),
    item.informational ? '–' : formatAnnualSaving(item.savings, item.typicalSavings, item.modelledSavings),
    item.informational ? '–' : kgAYear(item.carbonSaving),
    paybackText(item.paybackYears),
  ]);
  writer.table(section, ['Measure', 'Cost', 'Saving', 'CO2 saved', 'Payback'], rows, [0.36, 0.17, 0.19, 0.15, 0.13]);
  writer.paragraph(section, 'Each saving is counted with the measures above it already done.', { muted: true, size: 8.5 });
}
