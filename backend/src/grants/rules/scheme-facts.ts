import type { GrantScheme, Nation } from '@warmwise/common';
import type { HeatPumpGrantData } from './rule-data.js';
import type { Rule } from './rule.js';

/** Where a scheme's rules and amount come from, the date the source gives them for, and its grade. */
interface SchemeSource {
  title: string;
  url: string;
  /** YYYY-MM-DD: when the source set or last confirmed the rules and amount we state. */
  asOf: string;
  /** P the publisher's page, S a third party quoting it, P/S the rules primary and a figure secondary. */
  grade: 'P' | 'S' | 'P/S';
}

/** What a scheme pays towards: the measure a question asks about picks the schemes that answer it. */
export const GRANT_TOPICS = ['insulation', 'heating', 'solar', 'bills'] as const;
export type GrantTopic = (typeof GRANT_TOPICS)[number];

/** One scheme's row of the dated table: its amount now, its rules, its source, and its end if it has ended. */
export interface SchemeFacts {
  id: string;
  /** The amount we state everywhere, as of the source's date. */
  amount: string;
  /** What it pays towards. */
  covers: readonly GrantTopic[];
  /** The grant towards an air source heat pump, for a scheme that gives one, and when it is raised. */
  heatPumpGrant?: HeatPumpGrantData;
  /** Where a nation's amount differs from `amount`. */
  amountIn?: Partial<Record<Nation, string>>;
  source: SchemeSource;
  /** YYYY-MM-DD: the last day the scheme takes new work; null while it is open with no end set. */
  endedOn: string | null;
  /** Said with the end: what replaced it, if anything. */
  successor?: string;
  /** Every rule must be met for the scheme to be likely. */
  rules: readonly Rule[];
}

/** A nation's own scheme: a catalogue entry of its own beside the dated facts, listed only in that nation. */
export interface NationScheme {
  nation: Nation;
  /** Its amount is the dated one in `facts`. */
  scheme: Omit<GrantScheme, 'amount'>;
  facts: SchemeFacts;
}
