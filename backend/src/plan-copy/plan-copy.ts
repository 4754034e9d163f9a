import type { PlanFiguresView } from '../plans/index.js';

/** One step of the plan's ordered run of measures, with the home's figures once it is done. */
export interface PlanStep {
  number: number;
  title: string;
  why: string;
  measures: Array<{ title: string; cost: string; savings: number }>;
  cost: string;
  costMin: number | null;
  costMax: number | null;
  /** £ a year this step adds. */
  savings: number;
  annualBillAfter: number;
  co2ReductionAfterKg: number;
  energyEfficiencyAfter: number;
  epcRatingAfter: string;
}

/** Whether the home suits a heat pump now, after a step, or not, with the figures behind it. */
export interface HeatPumpVerdict {
  verdict: 'READY_NOW' | 'READY_AFTER_STEP' | 'LARGER_RADIATORS' | 'NOT_ADVISED';
  headline: string;
  explanation: string;
  readyAfterStep: number | null;
  designTemperatureC: number;
  heatLossKw: number;
  heatLossKwAfterInsulation: number;
  heatPumpSizeKw: number;
  radiators: string;
  runningCost: { todayGbp: number; heatPumpStandardGbp: number; heatPumpTariffGbp: number; tariff: string };
  grant: { name: string; amountGbp: number } | null;
  estimated: string[];
  surveyConfirms: string;
}

/** The presented plan a copy is made from; the steps and the verdict are printed when the plan has them. */
export type PlanForCopy = PlanFiguresView & { steps?: PlanStep[]; heatPumpVerdict?: HeatPumpVerdict | null };

/** The home as a copy describes it; the address only on its owner's copy. */
export interface HomeForCopy {
  propertyType: string;
  yearBuilt: string;
  heatingSystem: string | null;
  floorArea: number;
  address?: string;
  postcode?: string;
}

/** Everything one copy of a plan holds. */
export interface PlanCopy {
  plan: PlanForCopy;
  home: HomeForCopy;
  /** The page a shared copy came from, printed on it and in its mail. */
  shareUrl?: string;
}
