import type { PlanForCopy } from '../plan-copy.js';
import type { PdfWriter } from './pdf-writer.js';

/** What the figures rest on: the prices, the model's assumptions and each measure's sources. */
export function writeSources(writer: PdfWriter, plan: PlanForCopy): void {
  const section = writer.section('How we worked this out');
  writer.paragraph(section, `${plan.prices}.`);
  if (plan.pricesMayBeOutOfDate) {
    writer.paragraph(section, 'Newer prices than the quarter named above are not loaded yet, so bills today may differ.', { muted: true });
  }
  if (plan.assumptions.length > 0) {
    const assumptions = writer.section('Assumptions', 'H3', section);
    writer.list(assumptions, plan.assumptions);
  }
  const sourced = plan.recommendations.all.filter((item) => item.sources.length > 0);
  if (sourced.length === 0) return;
  const sources = writer.section('Sources for each measure', 'H3', section);
  for (const item of sourced) {
    writer.paragraph(sources, item.title, { bold: true, size: 9.5 });
    writer.list(sources, item.sources);
  }
}
