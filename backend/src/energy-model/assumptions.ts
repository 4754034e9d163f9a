import { IN_USE_FULL_USE_INTENSITY, RESISTANCE_HEATING_USE } from './in-use-factor.js';
import { HEAT_PUMP_SPF_MEASURED } from './heating-system.js';
import { MEAN_INTERNAL_C } from './heat-balance.js';
import { SAP_PRICE_ESTIMATES } from './sap-rating.js';

export const MODEL_VERSION = 'warmwise-energy-model-3.7';

/** Model-wide assumptions listed with every plan; the docs give the source of each. */
export const MODEL_ASSUMPTIONS: readonly string[] = [
  `Monthly heat balance as in SAP 10.2 with RdSAP 2009 default U-values; bills use SAP 10.2 Appendix U climate and solar PV yield for the postcode's region and a ${MEAN_INTERNAL_C} °C mean internal temperature, the rating UK-average weather and SAP's heating pattern (21 °C living area, Table 9), as an EPC does.`,
  `Space heating is scaled by an in-use factor for how households really heat: 1 for homes needing ${IN_USE_FULL_USE_INTENSITY} kWh/m² a year, up to what an EPC models for more efficient homes, falling to 0.55 for a typical 1950s semi and about 0.45 for the leakiest homes (measured use varies far less between homes than modelled use: Few et al. 2023), fitted to NEED's new-build consumption and Ofgem's medium gas use, worked out for the home as it is and kept through every measure; each saving shows what homes like this typically save, then the model's figure for a home heated throughout as an EPC assumes; for wall and loft insulation the typical figure is scaled to measured median gas savings (DESNZ NEED: cavity 12%, solid wall 17%, loft mostly top-ups 3%), for other measures no measured median was found and it is the model's.`,
  `Heat pumps: measured median seasonal performance ${HEAT_PUMP_SPF_MEASURED} (Electrification of Heat trial) for bills; SAP default 2.5 for the rating.`,
  `Homes heated by storage or electric room heaters use ${Math.round(RESISTANCE_HEATING_USE * 100)}% of that space heating, fitted so a 1950s storage-heated semi uses close to Ofgem's Economy 7 "high" typical consumption (6,700 kWh): heat bought at electricity prices is heated sparingly.`,
  'Facts you did not give stay likelihoods: a stated or lodged EPC rating updates how likely each is; wall insulation is never assumed from it, and other facts change only where the usual defaults cannot reach it; today\'s score, each step\'s and the potential are that one home\'s.',
  'Each saving is marginal: measured after the measures listed before it in plan order; the total nets every measure, so one that costs more to run takes its extra cost off; each measure\'s CO2 is on the same typical basis as its saving.',
  `The SAP-like score uses SAP 10.2 prices and standing charges, SAP's heating pattern and ventilation floor and unscaled demand, so it compares with an EPC rather than with your bills. ${SAP_PRICE_ESTIMATES}.`,
  'Standing charges only change when a heat pump removes the gas supply.',
];
