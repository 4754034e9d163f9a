import type { GrantVerdict } from '../grants/verdict.js';
import { formatAnnualSaving, formatCount } from './format.js';

/** One way to replace the heating, with the figures the plan gives it (the API's `HeatingOption`). */
interface HeatingOptionFigures {
  measureId: string;
  title: string;
  /** '£a - £b', after the grant when the Grants tab finds it likely; before it when the grant is one to check. */
  cost: string;
  /** £ a year the whole home's energy costs with it. */
  annualBillGbp: number;
  /** £ a year it saves against the heating the home has; negative when it costs more to run. */
  annualSavingGbp: number;
  grant: { name: string; amountGbp: number; verdict: GrantVerdict } | null;
}

/** The plan's heating decision (the API's `HeatingDecision`): the option it counts and the one beside it. */
interface HeatingDecisionFigures {
  chosen: HeatingOptionFigures;
  alternative: HeatingOptionFigures;
  why: string;
}

type HeatingFigureRow = [label: string, value: string];

/** One option in words: its name as the steps give it, and its figures as label and value pairs. */
export interface HeatingOptionWords {
  label: string;
  title: string;
  rows: HeatingFigureRow[];
}

/** The decision as the plan screen, the shared page and the PDF all say it. */
interface HeatingDecisionWords {
  heading: string;
  recommendation: string;
  why: string;
  /** That the two are alternatives, and that only the chosen one is in the plan's figures. */
  alternatives: string;
  chosen: HeatingOptionWords;
  alternative: HeatingOptionWords;
}

/** The options as a householder names them; the catalogue's titles ("Condensing Boiler Replacement") name the measures. */
const PLAIN_NAMES: Readonly<Record<string, string>> = {
  'air-source-heat-pump': 'a heat pump',
  'condensing-boiler': 'a new boiler',
  'high-heat-retention-storage-heaters': 'modern storage heaters',
};

const HEAT_PUMP = 'air-source-heat-pump';

const plainName = (option: HeatingOptionFigures) => PLAIN_NAMES[option.measureId] ?? option.title.toLowerCase();

/** '£1,234' */
const pounds = (value: number) => `£${formatCount(value)}`;

/**
 * The grant in the heat-pump verdict's words ("Boiler Upgrade Scheme, £7,500"), said as one to check when
 * the Grants tab says so (the cost is then before it), or that none is counted.
 */
function grantText(grant: HeatingOptionFigures['grant']): string {
  if (!grant) return 'None included';
  const named = `${grant.name}, ${pounds(grant.amountGbp)}`;
  return grant.verdict === 'likely' ? named : `${named}, worth checking (not taken off the cost)`;
}

function optionRows(option: HeatingOptionFigures): HeatingFigureRow[] {
  return [
    [option.grant?.verdict === 'likely' ? 'Cost after the grant' : 'Cost', option.cost],
    ["Running cost (the whole home's energy)", `${pounds(option.annualBillGbp)} a year`],
    ['Saving on your bill', formatAnnualSaving(option.annualSavingGbp, option.annualSavingGbp)],
    ['Grant', grantText(option.grant)],
  ];
}

/**
 * The words of the heating decision, built from its figures so the screen and the PDF say the same:
 * which option the plan recommends and why, the other beside it with the same figures, and that the
 * two are alternatives of which only the recommended one is counted.
 */
export function heatingDecisionWords({ chosen, alternative, why }: HeatingDecisionFigures): HeatingDecisionWords {
  // The heat pump is named last whichever is chosen, so the question reads the same for every home.
  const [first, second] = chosen.measureId === HEAT_PUMP ? [alternative, chosen] : [chosen, alternative];
  return {
    heading: `Your heating: ${plainName(first)} or ${plainName(second)}?`,
    recommendation: `We recommend ${plainName(chosen)} for your home.`,
    why,
    alternatives:
      `These are alternatives: you would fit one or the other, not both. Only ${plainName(chosen)} (${chosen.title}) is counted in your plan's ` +
      `savings, steps and rating; ${plainName(alternative)} is shown for comparison and is not counted.`,
    chosen: { label: 'Recommended', title: chosen.title, rows: optionRows(chosen) },
    alternative: { label: 'The alternative', title: alternative.title, rows: optionRows(alternative) },
  };
}
