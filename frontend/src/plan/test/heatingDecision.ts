import type { HeatingDecision_DecisionFragment, HeatingDecision_OptionFragment } from '../../gql/graphql';

type Decision = HeatingDecision_DecisionFragment;
type Option = HeatingDecision_OptionFragment;

/** The heat pump as a gas home with an old boiler would see it in England, after the Boiler Upgrade Scheme. */
export const heatPumpOption = (overrides: Partial<Option> = {}): Option => ({
  measureId: 'air-source-heat-pump',
  title: 'Air Source Heat Pump',
  cost: '£4,500 - £6,500',
  annualBillGbp: 1_412,
  annualSavingGbp: 127,
  grant: { name: 'Boiler Upgrade Scheme', amountGbp: 7_500, verdict: 'likely' },
  ...overrides,
});

export const boilerOption = (overrides: Partial<Option> = {}): Option => ({
  measureId: 'condensing-boiler',
  title: 'Condensing Boiler Replacement',
  cost: '£2,500 - £4,000',
  annualBillGbp: 1_302,
  annualSavingGbp: 237,
  grant: null,
  ...overrides,
});

/** The plan recommends the new boiler, with the heat pump and its grant beside it. */
export function buildHeatingDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    why: 'Your boiler is an older non-condensing one, past the 12-15 years a boiler lasts. Cheaper to own and run: the condensing boiler replacement comes to about £1,517 a year, the air source heat pump about £1,780.',
    chosen: boilerOption(),
    alternative: heatPumpOption(),
    ...overrides,
  };
}

const typedOption = (option: Option) => ({ __typename: 'HeatingOption', ...option, grant: option.grant && { __typename: 'HeatPumpGrant', ...option.grant } });

export const typedDecision = (decision: Decision | null) =>
  decision && { __typename: 'HeatingDecision', ...decision, chosen: typedOption(decision.chosen), alternative: typedOption(decision.alternative) };
