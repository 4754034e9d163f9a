import { SPACE_HEATING_IN_USE_FACTOR } from './estimate.js';
import { HEAT_PUMP_SPF_MEASURED } from './heating-system.js';
import { MEAN_INTERNAL_C } from './heat-balance.js';
import { SAP_PRICE_ESTIMATES } from './sap-rating.js';

export const MODEL_VERSION = 'warmwise-energy-model-1.0';

/** Model-wide assumptions listed with every plan; the docs give the source of each. */
export const MODEL_ASSUMPTIONS: readonly string[] = [
  `Steady-state heat balance in the spirit of SAP/BREDEM with RdSAP 2009 default U-values, a ${MEAN_INTERNAL_C} °C mean internal temperature and variable-base UK standard-year degree days.`,
  `Space heating is scaled by ${SPACE_HEATING_IN_USE_FACTOR} (metered vs modelled), fitted once so a typical 1950s semi matches Ofgem's medium gas use; savings shown are modelled and typically exceed measured ones (DESNZ NEED medians: cavity 12%, solid wall 17%, loft top-up 3% of gas).`,
  `Heat pumps: measured median seasonal performance ${HEAT_PUMP_SPF_MEASURED} (Electrification of Heat trial) for bills; SAP default 2.5 for the rating.`,
  'Each saving is marginal: measured after the measures listed before it in plan order; the totals are the before/after difference of the whole package.',
  `The SAP-like score uses SAP 10.2 prices and unscaled demand, so it compares with an EPC rather than with your bills. ${SAP_PRICE_ESTIMATES}.`,
  'Standing charges only change when a heat pump removes the gas supply.',
];
