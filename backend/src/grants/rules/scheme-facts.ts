import type { GrantScheme, Nation } from '@warmwise/common';
import type { Rule } from './rule.js';

/** Where a scheme's rules and amount come from, and the date the source gives them for. */
interface SchemeSource {
  title: string;
  url: string;
  /** YYYY-MM-DD: when the source set or last confirmed the rules and amount we state. */
  asOf: string;
}

/** One scheme's row of the dated table: its amount now, its rules, its source, and its end if it has ended. */
export interface SchemeFacts {
  id: string;
  /** The amount we state everywhere, as of the source's date. */
  amount: string;
  /** The grant towards an air source heat pump, in pounds, for a scheme that gives one: the heat-pump card nets it. */
  heatPumpGrantGbp?: number;
  /** Where a nation's amount differs from `amount`. */
  amountIn?: Partial<Record<Nation, string>>;
  source: SchemeSource;
  /** YYYY-MM-DD: the last day the scheme took new work; null while it is open. */
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
