import type { GrantVerdict, RentalStandardStatus } from '../../gql/graphql';
import { longDate, pounds, poundsRange } from '../ratingWords';

interface StatusLook {
  words: string;
  /** Each status has its words beside the colour: the colour is never the only sign. */
  palette: 'green' | 'blue' | 'orange' | 'red' | 'gray';
}

/** Where a let home stands, in the badge's words. */
export const STATUS_LOOKS: Record<RentalStandardStatus, StatusLook> = {
  meets: { words: 'Meets it', palette: 'green' },
  meets_with_new_certificate: { words: 'Meets it once a new certificate shows it', palette: 'blue' },
  within_cap: { words: 'Within the cap', palette: 'green' },
  may_exceed_cap: { words: 'May pass the cap', palette: 'orange' },
  over_cap: { words: 'Over the cap: exemption route', palette: 'red' },
  out_of_reach: { words: 'Out of reach: exemption route', palette: 'red' },
  no_standard: { words: 'No standard', palette: 'gray' },
};

/** A scheme's verdict for the home, as the Grants tab words it (an unlikely one is not listed). */
export const GRANT_VERDICT_WORDS: Record<GrantVerdict, string> = {
  likely: 'Likely',
  check: 'Worth checking',
  unlikely: 'Unlikely',
};

/** '£1,890 - £2,600 of the £10,000 cap', or the cost alone where no cap is set. */
export const costAgainstCap = (costMin: number, costMax: number, capGbp: number | null): string =>
  capGbp === null ? poundsRange(costMin, costMax) : `${poundsRange(costMin, costMax)} of the ${pounds(capGbp)} cap`;

/** What a measure adds to the rating: '+2 points'. */
export const pointsAdded = (points: number): string => `+${points} ${points === 1 ? 'point' : 'points'}`;

/** After the source's name: how recent it is and how firm, '(21 January 2026, secondary)'. */
export const sourceDate = ({ sourceAsOf, sourceGrade }: { sourceAsOf: string; sourceGrade: string }): string => `(${longDate(sourceAsOf)}, ${sourceGrade})`;
