import { useEffect } from 'react';
import type { HomeDetailsFragment } from '../../gql/graphql';
import { readDraftPart, saveDraftPart } from '../wizard/wizardDraft';
import type { HomeProfileValues } from './homeProfileValues';

interface ProfileDraft {
  home: string;
  values: Partial<HomeProfileValues>;
}

// The answers belong to one home: a draft for another must not pre-fill this one's form.
const homeOf = ({ address, postcode }: HomeDetailsFragment) => `${address}|${postcode}`;

/** Answers changed on the Home profile step but not saved yet, for this home. */
export function readProfileDraft(details: HomeDetailsFragment): Partial<HomeProfileValues> {
  const stored = readDraftPart('profile') as Partial<ProfileDraft> | undefined;
  const matches = stored?.home === homeOf(details) && typeof stored.values === 'object';
  return matches ? (stored.values ?? {}) : {};
}

/** Keeps the form's answers as they change; the home's name, not its details object, says when to. */
export function useKeepProfileDraft(details: HomeDetailsFragment, values: HomeProfileValues): void {
  const home = homeOf(details);
  useEffect(() => saveDraftPart('profile', { home, values } satisfies ProfileDraft), [home, values]);
}

/** Once saved, the answers are the saved profile's, which re-opening the step shows. */
export function forgetProfileDraft(): void {
  saveDraftPart('profile', undefined);
}
