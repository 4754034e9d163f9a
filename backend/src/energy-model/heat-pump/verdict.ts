import type { HeatPumpReadiness, Nation } from '@warmwise/common';
import { estimateHome } from '../estimate.js';
import { HEAT_PUMP_SPF_MEASURED } from '../heating-system.js';
import { airSourceHeatPump } from '../measures/heating.js';
import { isResistanceHeating, type ModelHome } from '../model-home.js';
import type { PriceTable } from '../prices.js';
import { designTemperatureFor } from './design-temperatures.js';

/** The heat-pump grant for the saved home, as the grants engine states it today (the Grants tab's verdict). */
export interface HeatPumpGrant {
  name: string;
  amountGbp: number;
  source: string;
  /** Likely: the plan's heat-pump cost takes it off; check: something unknown decides it, so the cost is before it. */
  verdict: 'likely' | 'check';
}

export interface HeatPumpVerdict {
  verdict: HeatPumpReadiness;
  headline: string;
  explanation: string;
  /** The step after which the home is ready (the insulation step), for READY_AFTER_STEP. */
  readyAfterStep: number | null;
  designTemperatureC: number;
  /** The weather station the design temperature is for; null when the postcode is unknown. */
  designStation: string | null;
  /** Design heat loss today, kW, and once the plan's insulation step is done. */
  heatLossKw: number;
  heatLossKwAfterInsulation: number;
  heatPumpSizeKw: number;
  radiators: string;
  runningCost: { todayGbp: number; heatPumpStandardGbp: number; heatPumpTariffGbp: number; tariff: string };
  grant: HeatPumpGrant | null;
  estimated: string[];
  surveyConfirms: string;
}

/** Whole-house mean design temperature: BS EN 12831's UK rooms (21 °C living, 18 °C bedrooms, 22 °C bathrooms) averaged, an estimate. */
const DESIGN_INTERNAL_C = 20;
/**
 * Radiators sized for a boiler give about 100 W per m² of floor at a 70 °C mean water temperature
 * (an estimate of UK practice); at a heat pump's 55 °C flow (mean 50 °C, 30 K above the room) they give
 * (30/50)^1.3 of that (BS EN 442's radiator exponent), about 50 W/m². A home that loses no more than that
 * on the design day keeps its radiators.
 */
const RADIATORS_COPE_W_PER_M2 = 50;
/** Past twice that, larger radiators alone cannot keep up in the rooms that lose most (estimate). */
const NOT_ADVISED_W_PER_M2 = 100;
/** The largest common single air-source unit for a home; beyond it a survey looks at two units or a ground source. */
const LARGEST_SINGLE_UNIT_KW = 16;
const SMALLEST_UNIT_KW = 4;

export interface VerdictInputs {
  /** Today's home, fitted to the household, and its modelled bill. */
  home: ModelHome;
  todayBillGbp: number;
  heatLossWPerK: number;
  /** The heat-loss coefficient once the plan's insulation step is done, and that step's number. */
  afterInsulation: { heatLossWPerK: number; step: number } | null;
  postcode: string | null | undefined;
  prices: PriceTable;
  grantIn?: (nation: Nation) => HeatPumpGrant | null;
}

const kw = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} kW`;
const gbp = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;
const roundKw = (watts: number) => Math.round(watts / 100) / 10;

const NO_RADIATORS_LINE = 'The home is heated without radiators today: a heat pump needs radiators (or underfloor heating) and pipework fitted throughout, sized for a 50-55 °C flow temperature.';

function readiness(intensityToday: number, intensityAfter: number, afterInsulation: VerdictInputs['afterInsulation'], hasRadiators: boolean) {
  if (intensityAfter > NOT_ADVISED_W_PER_M2) {
    return { verdict: 'NOT_ADVISED' as const, headline: 'Not advised while the home loses this much heat', readyAfterStep: null };
  }
  if (!hasRadiators) return { verdict: 'LARGER_RADIATORS' as const, headline: 'Needs radiators fitted throughout', readyAfterStep: null };
  if (intensityToday <= RADIATORS_COPE_W_PER_M2) {
    return { verdict: 'READY_NOW' as const, headline: 'Ready now', readyAfterStep: null };
  }
  if (afterInsulation && intensityAfter <= RADIATORS_COPE_W_PER_M2) {
    return { verdict: 'READY_AFTER_STEP' as const, headline: `Ready after insulation (step ${afterInsulation.step})`, readyAfterStep: afterInsulation.step };
  }
  const when = afterInsulation ? `, even after insulation (step ${afterInsulation.step})` : '';
  return { verdict: 'LARGER_RADIATORS' as const, headline: `Needs larger radiators in some rooms${when}`, readyAfterStep: null };
}

function radiatorsLine(intensity: number): string {
  if (intensity <= RADIATORS_COPE_W_PER_M2) {
    return `About ${Math.round(intensity)} W per m² on the coldest day: radiators sized for a boiler should keep up at a 50-55 °C flow temperature.`;
  }
  // Said in steps of 5%, never under 5%: the estimate is not finer than that.
  const more = Math.max(5, Math.round((intensity / RADIATORS_COPE_W_PER_M2 - 1) * 20) * 5);
  return `About ${Math.round(intensity)} W per m² on the coldest day: the rooms that lose most heat would need radiators giving about ${more}% more than boiler-sized ones do at 55 °C (larger or double-panel ones).`;
}

/**
 * Whether a heat pump suits the home, how big, and what it would cost to run. Design heat loss is the
 * model's heat-loss coefficient times the gap between a 20 °C home and the postcode's design day; the
 * radiators are judged from that loss per m² of floor. A flat is not advised (the model does not offer
 * one): the outdoor unit and a cylinder need space and, usually, the freeholder's consent.
 */
export function heatPumpVerdict(inputs: VerdictInputs): HeatPumpVerdict | null {
  const { home, prices } = inputs;
  if (home.heating === 'heat_pump' || home.heating === 'heat_network') return null;
  const design = designTemperatureFor(inputs.postcode);
  const deltaT = DESIGN_INTERNAL_C - design.temperatureC;
  const lossToday = inputs.heatLossWPerK * deltaT;
  const lossAfter = (inputs.afterInsulation?.heatLossWPerK ?? inputs.heatLossWPerK) * deltaT;
  const intensityToday = lossToday / home.floorArea;
  const intensityAfter = lossAfter / home.floorArea;
  const sizeKw = Math.max(SMALLEST_UNIT_KW, Math.ceil(lossAfter / 1000));

  const withHeatPump = airSourceHeatPump.apply(home);
  const standard = estimateHome(withHeatPump, prices).bill.total;
  const onTariff = estimateHome({ ...withHeatPump, timeOfUse: true }, prices).bill.total;
  const grant = home.nation ? inputs.grantIn?.(home.nation) ?? null : null;

  const flat = home.builtForm === 'flat';
  const hasRadiators = !isResistanceHeating(home.heating);
  const ready = flat
    ? { verdict: 'NOT_ADVISED' as const, headline: 'Not advised while there is no agreed place for the outdoor unit', readyAfterStep: null }
    : readiness(intensityToday, intensityAfter, inputs.afterInsulation, hasRadiators);
  const gap = standard <= inputs.todayBillGbp ? `${gbp(inputs.todayBillGbp - standard)} less` : `${gbp(standard - inputs.todayBillGbp)} more`;
  const costLine = `With a heat pump the home's energy would cost about ${gbp(standard)} a year on the standard price cap, ${gap} than today, or about ${gbp(onTariff)} on a heat-pump tariff.`;
  const sizeLine = sizeKw > LARGEST_SINGLE_UNIT_KW
    ? `The home would lose about ${kw(roundKw(lossAfter))} on a ${design.temperatureC} °C day, more than one ${LARGEST_SINGLE_UNIT_KW} kW unit gives: a survey would look at two units or a ground source heat pump.`
    : `The home would lose about ${kw(roundKw(lossAfter))} on a ${design.temperatureC} °C day, so a heat pump of about ${sizeKw} kW.`;
  const notAdvisedLine = 'Insulating the walls, loft and floors first would bring the loss within what radiators can give; a survey would say which comes first.';
  const flatLine = 'In a flat the outdoor unit and a hot water cylinder need space and usually the freeholder\'s consent; ask about a communal heat pump or a heat network.';

  return {
    ...ready,
    explanation: [flat ? flatLine : sizeLine, ...(ready.verdict === 'NOT_ADVISED' && !flat ? [notAdvisedLine] : []), costLine].join(' '),
    designTemperatureC: design.temperatureC,
    designStation: design.station,
    heatLossKw: roundKw(lossToday),
    heatLossKwAfterInsulation: roundKw(lossAfter),
    heatPumpSizeKw: sizeKw,
    radiators: hasRadiators ? radiatorsLine(intensityAfter) : NO_RADIATORS_LINE,
    runningCost: {
      todayGbp: Math.round(inputs.todayBillGbp),
      heatPumpStandardGbp: Math.round(standard),
      heatPumpTariffGbp: Math.round(onTariff),
      tariff: `A heat-pump time-of-use tariff: about 30% of the heat pump's electricity at ${prices.electricityOffPeak} p/kWh, the rest at ${prices.electricity} p/kWh`,
    },
    grant,
    estimated: [
      'The heat loss comes from our model of the home, not a room-by-room survey.',
      'The radiators are judged from the heat loss per m² of floor, not measured.',
      `Running costs use the measured median seasonal efficiency of ${HEAT_PUMP_SPF_MEASURED} (Electrification of Heat trial) and the whole home's energy.`,
    ],
    surveyConfirms: 'An MCS installer\'s room-by-room heat-loss survey (BS EN 12831) confirms the size, the flow temperature and which radiators to change.',
  };
}
