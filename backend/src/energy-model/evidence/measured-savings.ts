import type { MeasuredFigure } from './measured-figure.js';

const NEED_IMPACT = 'DESNZ, National Energy Efficiency Data-Framework (NEED): Impact of Measures (2026)';

/**
 * Median measured change in a home's gas use in the years after a measure, against comparable homes
 * without it. These are what homes really saved, not what a model predicts. Boiler replacement: no
 * published median found in our sources, so none is recorded.
 */
export const NEED_MEDIAN_GAS_SAVING = {
  cavityWall: { value: 11.98, unit: '%', source: NEED_IMPACT, table: 'Median gas saving, cavity wall insulation', year: 2026, strength: 'published' },
  solidWall: { value: 17.28, unit: '%', source: NEED_IMPACT, table: 'Median gas saving, solid wall insulation', year: 2026, strength: 'published' },
  loft: { value: 3.21, unit: '%', source: NEED_IMPACT, table: 'Median gas saving, loft insulation (mostly top-ups of existing insulation)', year: 2026, strength: 'published' },
} as const satisfies Record<string, MeasuredFigure>;
