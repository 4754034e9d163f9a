/**
 * How much of the modelled space heating a household really uses, by how much heat the home needs.
 * Metered use varies far less between homes than a steady-state model predicts: the gap is nil for
 * efficient homes and about half the modelled use for F/G homes (Few et al. 2023, 1,374 SERL homes),
 * because people in leaky homes heat fewer rooms, for fewer hours, to lower temperatures (the
 * "prebound effect"). So the factor falls as the modelled need per square metre rises, as a power law
 * fitted to two measured anchors (docs/energy-model.md, "In-use factor"):
 * - homes needing at most 50 kWh/m² of space heat a year, as built since 2003, use what the model says:
 *   new homes' metered use (NEED new-build consumption, 125 kWh/m² of gas and electricity) sits at or
 *   above the model's, so the factor is capped at 1;
 * - the 1950s gas semi (about 160 kWh/m²) uses Ofgem's medium 11,500 kWh of gas, a factor of 0.55.
 * The factor is worked out once, for the home as it is, and kept through every measure: a household
 * that heats a leaky home sparingly goes on heating sparingly after insulating it, which is why measured
 * savings are smaller than modelled ones.
 */
export const IN_USE_FULL_USE_INTENSITY = 50;
const REFERENCE_SEMI = { intensity: 160, factor: 0.55 } as const;
export const IN_USE_EXPONENT = Math.log(REFERENCE_SEMI.factor) / Math.log(IN_USE_FULL_USE_INTENSITY / REFERENCE_SEMI.intensity);

/** The in-use factor for a home whose modelled useful space heating is this many kWh per m² a year. */
export function inUseFactorFor(spaceHeatingKwhPerM2: number): number {
  if (spaceHeatingKwhPerM2 <= IN_USE_FULL_USE_INTENSITY) return 1;
  return (IN_USE_FULL_USE_INTENSITY / spaceHeatingKwhPerM2) ** IN_USE_EXPONENT;
}
