import type { HeatPumpVerdict_VerdictFragment } from '../../gql/graphql';
import { poundsAYear } from '../steps/stepFigures';
import type { FigureRow } from './FigureRows';

export type Verdict = HeatPumpVerdict_VerdictFragment;

const ONE_DECIMAL = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

const kw = (value: number): string => `${ONE_DECIMAL.format(value)} kW`;

/** The design day named with its weather station, when the postcode told us one. */
function designDay({ designTemperatureC, designStation }: Verdict): string {
  const temperature = `${ONE_DECIMAL.format(designTemperatureC)} °C`;
  return designStation ? `${temperature} (${designStation} weather station)` : `${temperature} for your area`;
}

/** How much heat the home loses on its design day, and so the heat pump it needs. */
export const sizingRows = (verdict: Verdict): FigureRow[] => [
  ['Design day (the cold day a heat pump is sized for)', designDay(verdict)],
  ['Heat loss on that day, today', kw(verdict.heatLossKw)],
  ['Heat loss after the insulation step', kw(verdict.heatLossKwAfterInsulation)],
  ['Heat pump size', `About ${verdict.heatPumpSizeKw} kW`],
];

/** The whole home's energy a year, as it is and with a heat pump on two kinds of tariff. */
export const runningCostRows = ({ runningCost }: Verdict): FigureRow[] => [
  ['Today', poundsAYear(runningCost.todayGbp)],
  ['With a heat pump, on the standard price cap', poundsAYear(runningCost.heatPumpStandardGbp)],
  ['With a heat pump, on a heat-pump tariff', poundsAYear(runningCost.heatPumpTariffGbp)],
];
