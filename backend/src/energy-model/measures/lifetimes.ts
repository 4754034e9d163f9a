/**
 * Working lives of measures, each with its basis. Under `reduce_bills` a measure whose simple payback
 * is longer than its life is left out: it would never pay for itself. Figures that are our reading of
 * warranties and typical service lives, rather than a published table, are marked estimate.
 */
export interface Lifetime {
  years: number;
  source: string;
}

const ECO_INSULATION = 'Ofgem ECO standard lifetimes for insulation backed by an appropriate guarantee';

export const LIFETIMES = {
  loftInsulation: { years: 42, source: `${ECO_INSULATION} (loft, as for cavity wall: 42 years)` },
  cavityWall: { years: 42, source: `${ECO_INSULATION} (cavity wall: 42 years)` },
  solidWall: { years: 36, source: `${ECO_INSULATION} (solid wall: 36 years)` },
  suspendedFloor: { years: 42, source: `${ECO_INSULATION} (treated like loft and cavity: 42 years; estimate)` },
  draughtProofing: { years: 10, source: 'Estimate: strips and brush seals wear out in about 10 years' },
  glazing: { years: 20, source: 'Estimate: 20 years, the usual sealed-unit and frame guarantee span' },
  cylinderJacket: { years: 10, source: 'Estimate: a loose jacket lasts about 10 years before it sags or is damaged' },
  pipeInsulation: { years: 10, source: 'Estimate: foam lagging lasts about 10 years' },
  heatingControls: { years: 12, source: 'Estimate: controls and TRVs last 12-20 years; the lower end is used' },
  heatPump: { years: 18, source: 'Estimate: air source heat pumps are designed for about 18-20 years' },
  boiler: { years: 12, source: 'Estimate: gas and oil boilers last about 12-15 years' },
  storageHeaters: { years: 20, source: 'Estimate: storage heaters last 20 years or more; their controls and fans are the parts that fail first' },
  solarWater: { years: 20, source: 'Estimate: solar thermal collectors last about 20-25 years' },
  solarPv: { years: 25, source: 'Estimate: panel performance warranties run 25 years (the inverter is replaced once)' },
  battery: { years: 12, source: 'Estimate: home batteries carry 10-year warranties and last about 10-15 years' },
  ledLighting: { years: 15, source: 'Estimate: LED lamps are rated 15,000-25,000 hours, 15 years or more at typical use' },
  behaviour: { years: 20, source: 'A habit or a free switch costs nothing, so its life never limits it' },
  information: { years: 10, source: 'An EPC is valid for 10 years; a survey is treated as current for as long (estimate)' },
} as const satisfies Record<string, Lifetime>;
