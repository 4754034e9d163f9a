/**
 * How much weight a reference figure can bear. The validation grid prints it next to every comparison
 * so a failure against an estimate is read differently from a failure against a published median.
 * - published: read from the publisher's own page or table;
 * - quoted: a publisher's figure as quoted by someone else (rounded, or not checked against the table);
 * - derived: computed from published figures by a rule written next to it;
 * - estimate: our judgement, with its reasoning; replace it when a measured figure is found.
 */
export type EvidenceStrength = 'published' | 'quoted' | 'derived' | 'estimate';

export interface MeasuredFigure {
  value: number;
  unit: 'kWh/yr' | 'kWh/m²/yr' | '%';
  /** Publisher and publication. */
  source: string;
  /** Table, chart or passage the figure comes from. */
  table: string;
  /** Year of the data (not of the publication) where known, else of the publication. */
  year: number;
  strength: EvidenceStrength;
  note?: string;
}
