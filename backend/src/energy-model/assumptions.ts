import { IN_USE_FULL_USE_INTENSITY } from './in-use-factor.js';
import { HEAT_PUMP_SPF_MEASURED } from './heating-system.js';
import { MEAN_INTERNAL_C } from './heat-balance.js';
import { SAP_PRICE_ESTIMATES } from './sap-rating.js';

export const MODEL_VERSION = 'warmwise-energy-model-2.3';

/** Model-wide assumptions listed with every plan; the docs give the source of each. */
export const MODEL_ASSUMPTIONS: readonly string[] = [
  `Monthly heat balance as in SAP 10.2 with RdSAP 2009 default U-values and SAP 10.2 Appendix U climate for the postcode's region; bills assume a ${MEAN_INTERNAL_C} °C mean internal temperature, the rating SAP's heating pattern (21 °C living area, Table 9).`,
  `Space heating is scaled by an in-use factor for how households really heat: 1 for homes needing ${IN_USE_FULL_USE_INTENSITY} kWh/m² a year, up to what an EPC models for more efficient homes, falling to 0.55 for a typical 1950s semi and about 0.45 for the leakiest homes (measured use varies far less between homes than modelled use: Few et al. 2023), fitted to NEED's new-build consumption and Ofgem's medium gas use, worked out for the home as it is and kept through every measure; each saving shows what homes like this typically save, then the model's figure for a home heated throughout as an EPC assumes; for wall and loft insulation the typical figure is scaled to measured median gas savings (DESNZ NEED: cavity 12%, solid wall 17%, loft mostly top-ups 3%), for other measures no measured median was found and it is the model's.`,
  `Heat pumps: measured median seasonal performance ${HEAT_PUMP_SPF_MEASURED} (Electrification of Heat trial) for bills; SAP default 2.5 for the rating.`,
  'Each saving is marginal: measured after the measures listed before it in plan order; the totals are the before/after difference of the whole package.',
  `The SAP-like score uses SAP 10.2 prices and standing charges, SAP's heating pattern and ventilation floor and unscaled demand, so it compares with an EPC rather than with your bills. ${SAP_PRICE_ESTIMATES}.`,
  'Standing charges only change when a heat pump removes the gas supply.',
];
