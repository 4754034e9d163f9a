import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRANT_SCHEMES, NO_GRANTS_MESSAGE } from '@warmwise/common';
import { graphql, HttpResponse } from 'msw';
import { createApolloClient } from '../app/apolloClient';
import { AppProviders } from '../app/AppProviders';
import { SESSION_KEYS } from '../storage/keys';
import { renderWithChakra } from '../test/renderWithChakra';
import { server } from '../test/server';
import { GrantsQuestionnaire } from './GrantsQuestionnaire';
import { GrantsResults } from './GrantsResults';
import { GRANTS_RESET_AFTER_MS } from './grantsStorage';

type Sent = Array<Record<string, unknown>>;

/** Answers SubmitGrantsQuestionnaire and records what was sent. */
function recordSubmissions(): Sent {
  const sent: Sent = [];
  server.use(
    graphql.mutation('SubmitGrantsQuestionnaire', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: { submitGrantsQuestionnaire: { __typename: 'GrantsQuestionnaireResult', id: 'g1', success: true } },
      });
    }),
  );
  return sent;
}

async function renderQuestionnaire(planId: string | null = 'plan-1', options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  const ui = (id: string | null) => (
    <AppProviders client={client}>
      <GrantsQuestionnaire planId={id} />
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
    rerender: async (id: string | null) => {
      await act(async () => rerender(ui(id)));
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
    sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'property-1');
    recordSubmissions();
    const view = await renderQuestionnaire('plan-1');
    await view.user.click(more('18 to 60 years'));
    await pressNext(view.user);
    await view.rerender('plan-2');
    expect(stepLine(1)).toBeInTheDocument();
    expect(count('18_to_60_years')).toBe('0');

    await view.user.click(more('18 to 60 years'));
    sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'property-2');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage'));
    });
    expect(count('18_to_60_years')).toBe('0');
  });

  it('shows the matching schemes for an over-66 household on Pension Credit', async () => {
    const { user } = await renderQuestionnaire(null);
    await answerPensioner(user);
    const eco4 = GRANT_SCHEMES.find((scheme) => scheme.id === 'eco4') ?? GRANT_SCHEMES[1];
    const card = screen.getByRole('article', { name: eco4.name });
    expect(within(card).getByText(eco4.amount)).toBeInTheDocument();
    expect(within(card).getByText(`Provided by ${eco4.provider}`)).toBeInTheDocument();
    expect(within(card).getByText(eco4.applicationProcess)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: new RegExp(`Visit the ${eco4.name} website`) })).toHaveAttribute('href', eco4.website);
    expect(screen.getByRole('article', { name: 'Winter Fuel Payment' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Local Authority Energy Grants' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Disabled Facilities Grant' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_GRANTS_MESSAGE)).not.toBeInTheDocument();
  });

  it("resets everything on 'Check Again'", async () => {
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

  it('sends the results only when a property id is stored', async () => {
    const sent = recordSubmissions();
    const first = await renderQuestionnaire(null);
    await answerPensioner(first.user);
    expect(screen.getByRole('article', { name: 'Winter Fuel Payment' })).toBeInTheDocument();
    first.unmount();
    expect(sent).toEqual([]);

    sessionStorage.clear();
    sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'property-7');
    const { user } = await renderQuestionnaire('plan-1');
    await answerPensioner(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(
      expect.objectContaining({
        propertyId: 'property-7',
        eligibleGrants: expect.arrayContaining(['eco4']),
        householdData: expect.objectContaining({
          members: { childrenUnder5: 0, age5To17: 0, age18To60: 0, age61To66: 0, over66: 1 },
          benefits: ['pension_credit'],
        }),
      }),
    );
  });

  it('only logs a failed submission', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(SESSION_KEYS.currentPropertyId, 'property-7');
    server.use(graphql.mutation('SubmitGrantsQuestionnaire', () => HttpResponse.json({ errors: [{ message: 'boom' }], data: null })));
    const { user } = await renderQuestionnaire('plan-1');
    await answerPensioner(user);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('article', { name: 'Winter Fuel Payment' })).toBeInTheDocument();
  });

  it('shows the no-match message for an empty list and the as-of note when a scheme has one', async () => {
    const onCheckAgain = jest.fn();
    const empty = await renderWithChakra(<GrantsResults schemes={[]} onCheckAgain={onCheckAgain} />);
    expect(screen.getByText(NO_GRANTS_MESSAGE)).toBeInTheDocument();
    await empty.user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(onCheckAgain).toHaveBeenCalledTimes(1);
    empty.unmount();

    const scheme = { ...GRANT_SCHEMES[0], asOf: 'Closed to new applications since March 2026' };
    await renderWithChakra(<GrantsResults schemes={[scheme]} onCheckAgain={onCheckAgain} />);
    expect(screen.getByText(`Note: ${scheme.asOf}`)).toBeInTheDocument();
    expect(screen.queryByText(NO_GRANTS_MESSAGE)).not.toBeInTheDocument();
  });
});
