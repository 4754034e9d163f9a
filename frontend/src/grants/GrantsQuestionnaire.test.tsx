import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRANT_SCHEMES, NO_GRANTS_MESSAGE } from '@warmwise/common';
import type { GrantResult } from './grantResult.fragment';
import { graphql, HttpResponse } from 'msw';
import { createApolloClient } from '../app/apolloClient';
import { AppProviders } from '../app/AppProviders';
import { SESSION_KEYS } from '../storage/keys';
import { renderWithChakra } from '../test/renderWithChakra';
import { server } from '../test/server';
import { GrantsQuestionnaire } from './GrantsQuestionnaire';
import { CHECK_FAILED_MESSAGE, GrantsResults } from './GrantsResults';
import { GRANTS_RESET_AFTER_MS } from './grantsStorage';

type Sent = Array<Record<string, unknown>>;

/** A scheme of the catalogue as the server answers it, with a verdict and reasons. */
const assessed = (
  id: string,
  verdict: GrantResult['verdict'],
  reasons: string[],
  changes: Partial<GrantResult> = {},
): GrantResult & { __typename: 'AssessedGrant' } => {
  const { eligibility: _tags, ...scheme } = GRANT_SCHEMES.find((entry) => entry.id === id)!;
  return {
    __typename: 'AssessedGrant',
    ...scheme,
    amountAsOf: '2025-09-01',
    source: `GOV.UK, ${scheme.name}`,
    sourceUrl: scheme.website,
    endedOn: null,
    verdict,
    reasons,
    ...changes,
  };
};

/** What the server says of two over-66s on Pension Credit in Inverness. */
const INVERNESS_PENSIONERS: GrantResult[] = [
  assessed('warm-home-discount', 'likely', ['Open in Scotland', 'For households on a means-tested benefit', 'Most who qualify get it automatically'], { amount: '£150' }),
  assessed('local-authority-grants', 'check', ['Each council sets its own rules: ask yours what it offers now']),
  assessed('boiler-upgrade-scheme', 'unlikely', ['Not available in Scotland — Home Energy Scotland offers a grant and loan instead'], {
    amount: '£7,500 towards a heat pump (£5,000 towards a biomass boiler)',
    amountAsOf: '2023-10-23',
  }),
  assessed('winter-fuel-payment', 'unlikely', ['Not paid in Scotland — the Pension Age Winter Heating Payment replaced it']),
];

/** Answers SubmitGrantsQuestionnaire and EligibleGrants with `results`, and records what was sent. */
function recordSubmissions(results: GrantResult[] = INVERNESS_PENSIONERS): { submitted: Sent; checked: Sent } {
  const submitted: Sent = [];
  const checked: Sent = [];
  server.use(
    graphql.mutation('SubmitGrantsQuestionnaire', ({ variables }) => {
      submitted.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: { submitGrantsQuestionnaire: { __typename: 'GrantsQuestionnaireResult', id: 'g1', success: true, eligibleGrants: results } },
      });
    }),
    graphql.query('EligibleGrants', ({ variables }) => {
      checked.push(variables.household as Record<string, unknown>);
      return HttpResponse.json({ data: { eligibleGrants: results } });
    }),
  );
  return { submitted, checked };
}

async function renderQuestionnaire(planId: string | null = 'plan-1', options: { fakeTimers?: boolean; propertyId?: string } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  const ui = (id: string | null, propertyId = options.propertyId ?? null) => (
    <AppProviders client={client}>
      <GrantsQuestionnaire propertyId={propertyId} planId={id} />
    </AppProviders>
  );
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(ui(planId));
  });
  if (!view) throw new Error('render did not run');
  const { rerender } = view;
  return {
    ...view,
    user,
    rerender: async (id: string | null, propertyId?: string) => {
      await act(async () => rerender(ui(id, propertyId)));
    },
  };
}

const stepLine = (n: number) => screen.getByText(new RegExp(`^Step ${n} of 5`));
const count = (group: string) => screen.getByTestId(`count-${group}`).textContent;
const more = (label: string) => screen.getByRole('button', { name: `More: ${label}` });
const fewer = (label: string) => screen.getByRole('button', { name: `Fewer: ${label}` });

async function pressNext(user: ReturnType<typeof userEvent.setup>, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await user.click(screen.getByRole('button', { name: /^(Next|See Results)$/ }));
  }
}

/** Over 66 and Pension Credit, then straight to results. */
async function answerPensioner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(more('Over 66 years'));
  await pressNext(user);
  await user.click(screen.getByRole('checkbox', { name: 'Pension Credit' }));
  await pressNext(user, 3);
}

describe('GrantsQuestionnaire', () => {
  it('keeps member counts at 0 or more', async () => {
    const { user } = await renderQuestionnaire();
    expect(count('over_66_years')).toBe('0');
    expect(fewer('Over 66 years')).toBeDisabled();
    await user.click(more('Over 66 years'));
    await user.click(more('Over 66 years'));
    expect(count('over_66_years')).toBe('2');
    await user.click(fewer('Over 66 years'));
    await user.click(fewer('Over 66 years'));
    expect(count('over_66_years')).toBe('0');
    expect(fewer('Over 66 years')).toBeDisabled();
    await user.click(fewer('Over 66 years'));
    expect(count('over_66_years')).toBe('0');
  });

  it('moves freely between steps without answers', async () => {
    recordSubmissions();
    const { user } = await renderQuestionnaire(null);
    expect(stepLine(1)).toHaveTextContent('Household members');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pressNext(user);
    expect(stepLine(2)).toHaveTextContent('Benefits');
    await pressNext(user);
    expect(stepLine(3)).toHaveTextContent('Circumstances');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepLine(2)).toBeInTheDocument();
    await pressNext(user, 2);
    expect(stepLine(4)).toHaveTextContent('Property details');
    expect(screen.getByRole('textbox', { name: 'Local authority' })).toBeInTheDocument();
    await pressNext(user);
    expect(stepLine(5)).toHaveTextContent('Results');
    expect(screen.queryByRole('button', { name: /Next|See Results/ })).not.toBeInTheDocument();
  });

  it("makes 'None of these' exclusive among benefits", async () => {
    const { user } = await renderQuestionnaire();
    await pressNext(user);
    await user.click(screen.getByRole('checkbox', { name: 'Universal Credit' }));
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'Universal Credit' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Housing Benefit' }));
    expect(screen.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
  });

  it('keeps the step and answers in session storage and restores them', async () => {
    const first = await renderQuestionnaire();
    await first.user.click(more('Children under 5'));
    await pressNext(first.user, 2);
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Council tax band' }), 'Band C');
    expect(sessionStorage.getItem(SESSION_KEYS.grantsStep)).toBe('3');
    first.unmount();

    const { user } = await renderQuestionnaire();
    expect(stepLine(3)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Council tax band' })).toHaveValue('C');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(count('children_under_5')).toBe('1');
  });

  it('starts again when the plan or the property changes', async () => {
    recordSubmissions();
    const view = await renderQuestionnaire('plan-1', { propertyId: 'property-1' });
    await view.user.click(more('18 to 60 years'));
    await pressNext(view.user);
    await view.rerender('plan-2');
    expect(stepLine(1)).toBeInTheDocument();
    expect(count('18_to_60_years')).toBe('0');

    await view.user.click(more('18 to 60 years'));
    await view.rerender('plan-2', 'property-2');
    expect(count('18_to_60_years')).toBe('0');
  });

  it('shows the likely schemes first, then those worth checking, and folds the unlikely ones under a plain heading with why', async () => {
    recordSubmissions();
    const { user } = await renderQuestionnaire(null);
    await answerPensioner(user);
    expect(await screen.findByText('You may be eligible for 2 schemes:')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.slice(0, 2).map((card) => within(card).getByRole('heading').textContent)).toEqual(['Warm Homes Discount', 'Local Authority Energy Grants']);

    const discount = screen.getByRole('article', { name: 'Warm Homes Discount' });
    expect(within(discount).getByText('Likely for you')).toBeInTheDocument();
    expect(within(discount).getByText('Most who qualify get it automatically')).toBeInTheDocument();
    expect(within(discount).getByText(/as of 1 September 2025/)).toBeInTheDocument();
    expect(within(discount).getByRole('link', { name: 'GOV.UK, Warm Homes Discount' })).toHaveAttribute('href', 'https://www.gov.uk/the-warm-home-discount-scheme');
    expect(within(screen.getByRole('article', { name: 'Local Authority Energy Grants' })).getByText('Worth checking')).toBeInTheDocument();

    const fold = screen.getByRole('button', { name: "Schemes you probably can't get (2)" });
    const heatPumpGrant = screen.getByRole('article', { hidden: true, name: 'Boiler Upgrade Scheme' });
    expect(heatPumpGrant).not.toBeVisible();
    await user.click(fold);
    await waitFor(() => expect(heatPumpGrant).toBeVisible());
    expect(within(heatPumpGrant).getByText('Not available in Scotland — Home Energy Scotland offers a grant and loan instead')).toBeInTheDocument();
    expect(within(heatPumpGrant).getByText('£7,500 towards a heat pump (£5,000 towards a biomass boiler)')).toBeInTheDocument();
    expect(within(heatPumpGrant).getByText(/as of 23 October 2023/)).toBeInTheDocument();
    expect(screen.queryByText(NO_GRANTS_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks the server for the answers alone when no home is saved', async () => {
    const { checked, submitted } = recordSubmissions();
    const { user } = await renderQuestionnaire(null);
    await answerPensioner(user);
    await screen.findByRole('article', { name: 'Warm Homes Discount' });
    expect(submitted).toEqual([]);
    expect(checked).toEqual([expect.objectContaining({ benefits: ['pension_credit'], members: expect.objectContaining({ over66: 1 }) })]);
  });

  it("resets everything on 'Check Again'", async () => {
    recordSubmissions();
    const { user } = await renderQuestionnaire(null);
    await answerPensioner(user);
    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(stepLine(1)).toBeInTheDocument();
    expect(count('over_66_years')).toBe('0');
    expect(sessionStorage.getItem(SESSION_KEYS.grantsResults)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.grantsCompletedAt)).toBeNull();
  });

  it('resets 5 minutes after completion', async () => {
    jest.useFakeTimers();
    try {
      recordSubmissions();
      const { user } = await renderQuestionnaire(null, { fakeTimers: true });
      await answerPensioner(user);
      expect(stepLine(5)).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(GRANTS_RESET_AFTER_MS - 1000);
      });
      expect(stepLine(5)).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(stepLine(1)).toBeInTheDocument();
      expect(count('over_66_years')).toBe('0');
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the answers with the saved home, and shows the verdicts the server gives for it', async () => {
    const { submitted: sent, checked } = recordSubmissions();
    const { user } = await renderQuestionnaire('plan-1', { propertyId: 'property-7' });
    await answerPensioner(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('article', { name: 'Warm Homes Discount' })).toBeInTheDocument();
    expect(checked).toEqual([]);
    expect(sent[0]).toEqual(
      expect.objectContaining({
        propertyId: 'property-7',
        householdData: expect.objectContaining({
          members: { childrenUnder5: 0, age5To17: 0, age18To60: 0, age61To66: 0, over66: 1 },
          benefits: ['pension_credit'],
        }),
      }),
    );
  });

  it('says so when the server cannot check, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.mutation('SubmitGrantsQuestionnaire', () => HttpResponse.json({ errors: [{ message: 'boom' }], data: null })));
    const { user } = await renderQuestionnaire('plan-1', { propertyId: 'property-7' });
    await answerPensioner(user);
    expect(await screen.findByText(CHECK_FAILED_MESSAGE)).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the no-match message when nothing is likely or worth checking, and the as-of note when a scheme has one', async () => {
    const onCheckAgain = jest.fn();
    const empty = await renderWithChakra(<GrantsResults schemes={[]} failed={false} onCheckAgain={onCheckAgain} />);
    expect(screen.getByText(NO_GRANTS_MESSAGE)).toBeInTheDocument();
    await empty.user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(onCheckAgain).toHaveBeenCalledTimes(1);
    empty.unmount();

    const allUnlikely = await renderWithChakra(<GrantsResults schemes={INVERNESS_PENSIONERS.slice(2)} failed={false} onCheckAgain={onCheckAgain} />);
    expect(screen.getByText(NO_GRANTS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Schemes you probably can't get (2)" })).toBeInTheDocument();
    allUnlikely.unmount();

    const scheme = assessed('great-british-insulation-scheme', 'check', ['For homes rated EPC D to G: we don\'t know your home\'s rating'], { asOf: 'Ask your supplier' });
    await renderWithChakra(<GrantsResults schemes={[scheme]} failed={false} onCheckAgain={onCheckAgain} />);
    expect(screen.getByText('Note: Ask your supplier')).toBeInTheDocument();
    expect(screen.queryByText(NO_GRANTS_MESSAGE)).not.toBeInTheDocument();
  });
});
