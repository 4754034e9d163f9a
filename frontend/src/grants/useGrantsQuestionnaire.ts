import { useApolloClient, useMutation } from '@apollo/client/react';
import type { Benefit, HouseholdData, HouseholdMemberGroup } from '@warmwise/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearProgress,
  freshProgress,
  GRANTS_RESET_AFTER_MS,
  loadProgress,
  sameOwner,
  saveProgress,
  type GrantsProgress,
} from './grantsStorage';
import { eligibleGrantsQuery } from './eligibleGrants.query';
import type { GrantResult } from './grantResult.fragment';
import { LAST_STEP } from './labels';
import { toHouseholdInput, toQuestionnaireInput } from './submission';
import { submitGrantsQuestionnaireMutation } from './submitGrants.mutation';

/**
 * The questionnaire's state: the step and answers, kept in session storage, and its resets
 * (property or plan changed, 5 minutes after completion, 'Check Again'; docs/product.md,
 * "Grants questionnaire and eligibility").
 */
export function useGrantsQuestionnaire(propertyId: string | null, planId: string | null) {
  const [progress, setProgress] = useState<GrantsProgress>(() => loadProgress({ propertyId, planId }));
  const [submit] = useMutation(submitGrantsQuestionnaireMutation);
  const client = useApolloClient();
  /** The answer being waited for; a reset or a newer check makes an older answer stale. */
  const asking = useRef(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => saveProgress(progress), [progress]);

  const reset = useCallback(() => {
    asking.current += 1;
    setFailed(false);
    clearProgress();
    setProgress(freshProgress({ propertyId, planId }));
  }, [propertyId, planId]);

  // Another home or plan (an edit, a re-model) makes the answers stale: they start again, and the
  // save above overwrites every stored key.
  const owner = { propertyId, planId };
  if (!sameOwner(progress.owner, owner)) setProgress(freshProgress(owner));

  // Completed answers reset 5 minutes after completion.
  const { completedAt } = progress;
  useEffect(() => {
    if (completedAt === null) return undefined;
    const timer = window.setTimeout(reset, Math.max(0, GRANTS_RESET_AFTER_MS - (Date.now() - completedAt)));
    return () => window.clearTimeout(timer);
  }, [completedAt, reset]);

  /** The server lists the schemes and judges each: with the saved home when there is one, which also stores the answers. */
  const ask = async (household: HouseholdData): Promise<GrantResult[] | undefined> => {
    if (propertyId) {
      const { data } = await submit({ variables: { input: toQuestionnaireInput(propertyId, household) } });
      return data?.submitGrantsQuestionnaire.eligibleGrants;
    }
    const { data } = await client.query({ query: eligibleGrantsQuery, variables: { household: toHouseholdInput(household) }, fetchPolicy: 'no-cache' });
    return data?.eligibleGrants;
  };

  const complete = (household: HouseholdData) => {
    const ticket = (asking.current += 1);
    setFailed(false);
    setProgress((previous) => ({ ...previous, step: LAST_STEP, results: null, completedAt: Date.now() }));
    const answered = (results: GrantResult[]) => {
      if (ticket === asking.current) setProgress((previous) => ({ ...previous, results }));
    };
    ask(household)
      .then((results) => {
        if (!results) throw new Error('No grants in the answer');
        answered(results);
      })
      .catch((error: unknown) => {
        console.error('Could not check the grants questionnaire', error);
        if (ticket === asking.current) setFailed(true);
      });
  };

  const goTo = (step: number) => {
    const target = Math.min(Math.max(step, 1), LAST_STEP);
    if (target === LAST_STEP && progress.step !== LAST_STEP) complete(progress.household);
    else setProgress((previous) => ({ ...previous, step: target }));
  };

  const update = (change: (household: HouseholdData) => HouseholdData) =>
    setProgress((previous) => ({ ...previous, household: change(previous.household) }));

  const changeMembers = (group: HouseholdMemberGroup, by: number) =>
    update((household) => ({
      ...household,
      members: { ...household.members, [group]: Math.max(0, household.members[group] + by) },
    }));

  // 'None' excludes every other benefit, and choosing a benefit clears 'None'.
  const toggleBenefit = (benefit: Benefit, on: boolean) =>
    update((household) => {
      if (!on) return { ...household, benefits: household.benefits.filter((item) => item !== benefit) };
      if (benefit === 'none') return { ...household, benefits: ['none'] };
      return { ...household, benefits: [...household.benefits.filter((item) => item !== 'none' && item !== benefit), benefit] };
    });

  return {
    step: progress.step,
    household: progress.household,
    results: progress.results,
    failed,
    next: () => goTo(progress.step + 1),
    previous: () => goTo(progress.step - 1),
    changeMembers,
    toggleBenefit,
    update,
    checkAgain: reset,
  };
}

export type GrantsQuestionnaireState = ReturnType<typeof useGrantsQuestionnaire>;
