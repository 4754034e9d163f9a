import { gbp, gbpAYear } from '../copy-words.js';
import type { HeatPumpVerdict } from '../plan-copy.js';
import type { PdfWriter } from './pdf-writer.js';

const kw = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} kW`;

/** Whether a heat pump suits the home, and the figures the verdict rests on. */
export function writeHeatPump(writer: PdfWriter, verdict: HeatPumpVerdict): void {
  const section = writer.section('Is your home ready for a heat pump?');
  writer.paragraph(section, verdict.headline, { bold: true, size: 11 });
  writer.paragraph(section, verdict.explanation);
  const { runningCost } = verdict;
  writer.facts(section, [
    ['Heat pump size', kw(verdict.heatPumpSizeKw)],
    ['Heat loss on a cold day', `${kw(verdict.heatLossKw)} at ${verdict.designTemperatureC} °C outside${verdict.designStation ? ` (${verdict.designStation})` : ''}`],
    ['Heat loss after insulation', kw(verdict.heatLossKwAfterInsulation)],
    ['Radiators', verdict.radiators],
    ['Energy bill today', gbpAYear(runningCost.todayGbp)],
    ['With a heat pump, standard prices', gbpAYear(runningCost.heatPumpStandardGbp)],
    ['With a heat pump, on a heat-pump tariff', gbpAYear(runningCost.heatPumpTariffGbp)],
    ...(verdict.grant ? [['Grant', `${verdict.grant.name}: ${gbp(verdict.grant.amountGbp)} (${verdict.grant.source})`] as [string, string]] : []),
  ]);
  writer.paragraph(section, `The tariff: ${runningCost.tariff}`, { muted: true, size: 8.5 });
  if (verdict.estimated.length > 0) {
    writer.paragraph(section, 'What is estimated', { bold: true });
    writer.list(section, verdict.estimated);
  }
  writer.paragraph(section, verdict.surveyConfirms, { muted: true });
}
