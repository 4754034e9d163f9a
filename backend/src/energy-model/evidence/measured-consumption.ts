import type { MeasuredFigure } from './measured-figure.js';

/**
 * Measured annual consumption the model is checked against. Each figure names its source, table and
 * year. Searched for and not found (so not here): NEED medians by construction age and by floor-area
 * band, NEED electricity medians by property type, and a statistical release for oil-heated homes.
 */

const OFGEM_TDCV = 'Ofgem, Typical Domestic Consumption Values (average gas and electricity usage)';
const TDCV_TABLE = 'TDCV table, 2023 revision (medians of metered consumption over two recent years)';

/** Ofgem's typical values: GB medians of metered use, low / medium / high. */
export const OFGEM_TDCV_GAS = {
  low: { value: 7_500, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: gas`, year: 2023, strength: 'published' },
  medium: { value: 11_500, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: gas`, year: 2023, strength: 'published' },
  high: { value: 17_000, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: gas`, year: 2023, strength: 'published' },
} as const satisfies Record<string, MeasuredFigure>;

export const OFGEM_TDCV_ELECTRICITY = {
  low: { value: 1_800, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: electricity, profile class 1 (single rate)`, year: 2023, strength: 'published' },
  medium: { value: 2_700, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: electricity, profile class 1 (single rate)`, year: 2023, strength: 'published' },
  high: { value: 4_100, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: electricity, profile class 1 (single rate)`, year: 2023, strength: 'published' },
} as const satisfies Record<string, MeasuredFigure>;

/** Economy 7 meters (profile class 2). Homes heated by storage heaters sit at the high end; many E7 homes heat with gas. */
export const OFGEM_TDCV_ECONOMY7 = {
  low: { value: 2_200, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: electricity, profile class 2 (Economy 7)`, year: 2023, strength: 'published' },
  medium: { value: 3_900, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: electricity, profile class 2 (Economy 7)`, year: 2023, strength: 'published' },
  high: { value: 6_700, unit: 'kWh/yr', source: OFGEM_TDCV, table: `${TDCV_TABLE}: electricity, profile class 2 (Economy 7)`, year: 2023, strength: 'published' },
} as const satisfies Record<string, MeasuredFigure>;

const NEED_HEADLINE = 'DESNZ, National Energy Efficiency Data-Framework (NEED) consumption data tables 2026';
const AS_QUOTED =
  'Rounded figure quoted by the outside review behind issue 11 ("Honest numbers"), which names NEED but not the release or ' +
  'table; we assume the latest release (2026, 2024 consumption). Replace with the table value when it is read.';

/** NEED median gas by property type (England and Wales), only the types the review quoted. */
export const NEED_MEDIAN_GAS_BY_TYPE = {
  semiDetached: { value: 11_500, unit: 'kWh/yr', source: NEED_HEADLINE, table: 'Headline tables, England and Wales: median gas by property type (semi-detached, quoted as 11-12k; midpoint)', year: 2024, strength: 'quoted', note: AS_QUOTED },
  detached: { value: 15_500, unit: 'kWh/yr', source: NEED_HEADLINE, table: 'Headline tables, England and Wales: median gas by property type (detached, quoted as 15-16k; midpoint)', year: 2024, strength: 'quoted', note: AS_QUOTED },
  flat: { value: 7_000, unit: 'kWh/yr', source: NEED_HEADLINE, table: 'Headline tables, England and Wales: median gas by property type (flats, quoted as roughly 7k)', year: 2024, strength: 'quoted', note: AS_QUOTED },
} as const satisfies Record<string, MeasuredFigure>;

/**
 * Mean (not median) gas per NEED home; means run above medians because a few homes use a lot.
 * @internal exported for its tests: a cited figure the model does not read, kept with its source
 */
export const NEED_MEAN_GAS: MeasuredFigure = {
  value: 13_300, unit: 'kWh/yr', source: 'BEIS, Domestic NEED 2021 Annex C: Comparisons with other sources (24 June 2021)',
  table: 'Summary: mean domestic gas consumption in NEED (13,300), Subnational statistics (13,500), ECUK (13,300)', year: 2021, strength: 'published',
  note: 'Year of the release; it compares the latest consumption year then available.',
};

const NEW_BUILD = 'BEIS, Energy consumption in new domestic buildings 2015-2017 (England and Wales), experimental statistics, 19 December 2019';

/** First-year metered gas plus electricity per m² of new builds (EPCs lodged 2014-2016), from NEED. */
export const NEED_NEW_BUILD_INTENSITY = {
  flats: { value: 120, unit: 'kWh/m²/yr', source: NEW_BUILD, table: 'Key points: properties built in 2017, flats (lowest)', year: 2017, strength: 'published' },
  bungalows: { value: 143, unit: 'kWh/m²/yr', source: NEW_BUILD, table: 'Key points: properties built in 2017, bungalows (highest)', year: 2017, strength: 'published' },
  usingGas: { value: 125, unit: 'kWh/m²/yr', source: NEW_BUILD, table: 'Key points: properties using gas, 2017', year: 2017, strength: 'published' },
  notUsingGas: { value: 88, unit: 'kWh/m²/yr', source: NEW_BUILD, table: 'Key points: properties not using gas, 2017 (other fuels not metered)', year: 2017, strength: 'published' },
} as const satisfies Record<string, MeasuredFigure>;

const FEW_2023 = 'Few et al. (2023), The over-prediction of energy use by EPCs in Great Britain, Energy and Buildings 288 (1,374 gas-heated SERL homes)';

/**
 * Metered minus EPC-modelled primary energy use intensity, by EPC band. Why one in-use factor cannot fit
 * every home: the gap is nil for A/B and about half the modelled use for F/G, so measured use varies far
 * less across bands (and so across ages) than a steady-state model predicts.
 * @internal exported for its tests: a cited figure the model does not read, kept with its source
 */
export const EPC_PERFORMANCE_GAP = {
  bandsAB: { value: 0, unit: '%', source: FEW_2023, table: 'Abstract: bands A and B, no statistically significant difference', year: 2023, strength: 'published' },
  bandC: { value: -8, unit: '%', source: FEW_2023, table: 'Abstract: band C, -26 kWh/m²/yr (-8%)', year: 2023, strength: 'published' },
  bandsFG: { value: -48, unit: '%', source: FEW_2023, table: 'Abstract: bands F and G, -276 kWh/m²/yr (-48%)', year: 2023, strength: 'published' },
} as const satisfies Record<string, MeasuredFigure>;

/**
 * Oil: no statistical release found (NEED covers metered gas and electricity only). Heating-oil suppliers'
 * own figures, kept as a weak cross-check: they describe their customers, who are mostly large rural
 * detached homes.
 * @internal exported for its tests: cited figures the model does not read, kept with their sources
 */
export const OIL_SUPPLIER_FIGURES = {
  rix: {
    value: 26_000, unit: 'kWh/yr', source: 'Rix Petroleum, Heating oil usage calculator (blog, April 2019)',
    table: '"From our records ... the average UK household using heating oil ... around 26,000 kWh each year on heating"', year: 2019, strength: 'published',
    note: "A supplier's own records, method not published: weak evidence.",
  },
  pinnock: {
    value: 27_000, unit: 'kWh/yr', source: 'Pinnock Brothers, Heating oil usage calculator (blog)',
    table: '"For 3-bed homes relying on heating oil, the average annual consumption hovers around 27,000 kWh"', year: 2023, strength: 'published',
    note: "A supplier's figure with no stated method; year approximate: weak evidence.",
  },
} as const satisfies Record<string, MeasuredFigure>;
