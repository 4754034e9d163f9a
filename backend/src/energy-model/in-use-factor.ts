/**
 * How much of the modelled space heating a household really uses, by how much heat the home needs.
 * Metered use varies far less between homes than a steady-state model predicts: the gap is nil for
 * A/B homes and about half the modelled use for F/G homes (Few et al. 2023, 1,374 SERL homes),
 * because people in leaky homes heat fewer rooms, for fewer hours, to lower temperatures (the
 * "prebound effect"). So the factor falls as the modelled need per square metre rises, as a power law
 * through two measured anchors (docs/energy-model.md, "How the model works", step 8):
 * - the 1950s gas semi (about 160 kWh/m² at the bills' 17 °C) uses Ofgem's medium 11,500 kWh of gas,
 *   a factor of 0.55;
 * - at 50 kWh/m², as homes built since 2003 need, the factor is 1; below it rises past 1, since the
 *   bills' 17 °C whole-house mean is cooler than the heating an EPC models, which is what households in
 *   efficient homes measurably use (NEED's metered new-build use per m² is at or above the model's).
 * It never exceeds what an EPC would model for the home (SAP's heating pattern): Few et al. found metered
 * use at or below the EPC's in every band.
 * The factor is worked out once, for the home as it is, and kept through every measure: a household
 * that heats a leaky home sparingly goes on heating sparingly after insulating it, which is why measured
 * savings are smaller than modelled ones.
 */
export const IN_USE_FULL_USE_INTENSITY = 50;

/**
 * Homes heated by electric resistance (storage or room heaters) pay three to four times gas's price for
 * each kWh of heat, and their households heat fewer rooms for fewer hours still: the 1950s storage-heated
 * semi modelled about twice the electricity that metered two-rate homes use. This share of the intensity
 * factor's heating is fitted to Ofgem's Economy 7 typical consumption (October 2023 values): the 1950s
 * storage-heated semi to the "high" 6,700 kWh (the two-rate homes that heat with electricity), where it
 * models 6,650 kWh. A storage-heated 1970s flat of 60 m² then models about 4,800 kWh, between the
 * "medium" 3,900 (every two-rate meter, many in gas-heated homes) and the high figure: its lights and
 * appliances (1,900 kWh) and immersion-heated water (2,100 kWh, SAP's volumes) leave no room for 3,900
 * with any heating at all (docs/energy-model.md, "How the model works", step 8).
 */
export const RESISTANCE_HEATING_USE = 0.2;
const REFERENCE_SEMI = { intensity: 160, factor: 0.55 } as const;
const IN_USE_EXPONENT = Math.log(REFERENCE_SEMI.factor) / Math.log(IN_USE_FULL_USE_INTENSITY / REFERENCE_SEMI.intensity);

/**
 * The in-use factor for a home whose modelled useful space heating (bills regime) is this many kWh per
 * m² a year; `epcToBillsRatio` is the home's heating as an EPC models it over that figure, the ceiling.
 */
export function inUseFactorFor(spaceHeatingKwhPerM2: number, epcToBillsRatio: number): number {
  const fitted = (IN_USE_FULL_USE_INTENSITY / Math.max(spaceHeatingKwhPerM2, 1)) ** IN_USE_EXPONENT;
  return Math.min(fitted, Math.max(epcToBillsRatio, 1));
}
