import type { InstallationType, MeasurePriority } from '../measures/measure.js';

/** Shaped like the spec's Recommendation, plus the numbers a UI needs. */
export interface Recommendation {
  id: string;
  title: string;
  description: string;
  /** Display text: '£500 - £1,500', 'Free' or 'Variable'. */
  cost: string;
  /** Marginal annual saving in £, in plan order. */
  savings: number;
  /** Marginal kg CO2 a year. */
  carbonSaving: number;
  installationType: InstallationType;
  icon: string;
  /** File name under /attached_assets/. */
  image: string;
  priority: MeasurePriority;
  learnMore: string;
  costMin: number | null;
  costMax: number | null;
  annualSavingGbp: number;
  co2SavingKg: number;
  paybackYears: number | null;
  /** Marginal change of the SAP-like score. */
  sapPointsGain: number;
  /** Marginal useful space-heating and hot-water heat saved, kWh/yr (comfort ranking). */
  heatSavingKwh: number;
  /** Position when the package was modelled (1-based), so the marginal figures can be read in order. */
  planOrder: number;
  comfort: boolean;
  informational: boolean;
  sources: string[];
}
