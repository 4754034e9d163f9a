import { useMutation } from '@apollo/client/react';
import { checkPropertyInput } from '@warmwise/common';
import { friendlyMessage } from '../../errors/friendlyMessage';
import type { HomeDetailsFragment, PropertyInput, SaveHomeProfileMutation } from '../../gql/graphql';
import { notify } from '../../toast/toaster';
import { toPropertyInput, type HomeProfileValues } from './homeProfileValues';
import { saveHomeProfileMutation } from './property.graphql';
import { savePlanCopy } from '../../plan/storedPlan';
import { readCachedProperty, storeProperty } from './propertyStore';
import { SAVE_FALLBACK, saveErrorMessage } from './saveError';

type Saved = SaveHomeProfileMutation['saveHomeProfile'];
/** A failed save carries the technical reason (logged) and a sentence for the visitor. */
type Outcome = { ok: true; saved: Saved } | { ok: false; message: string; reason: string };

/**
 * The Home profile save (docs/product.md, "The wizard"): one mutation saves the home (an update
 * when this session saved it before, else a new one) and answers it with its fresh plan, which
 * Apollo's cache keeps for the plan screen. The toasts live here because which one shows depends
 * on the save and on what the browser could keep. Resolves to whether the wizard may move on; a
 * failed save never does.
 */
export function useSaveHomeProfile(details: HomeDetailsFragment, email: string) {
  const [mutate, { loading }] = useMutation(saveHomeProfileMutation);

  const send = async (input: PropertyInput, propertyId: string | undefined): Promise<Outcome> => {
    const failed = (error: unknown): Outcome => ({
      ok: false,
      message: saveErrorMessage(error, propertyId ? 'update' : 'create'),
      reason: friendlyMessage(error, SAVE_FALLBACK),
    });
    try {
      const { data, error } = await mutate({ variables: { propertyId, input } });
      return error || !data ? failed(error) : { ok: true, saved: data.saveHomeProfile };
    } catch (error) {
      return failed(error);
    }
  };

  const save = async (values: HomeProfileValues): Promise<boolean> => {
    const input = toPropertyInput(values, details, email);
    const check = checkPropertyInput(input);
    const outcome = check.ok
      ? await send(input, readCachedProperty(input.address, input.postcode)?.id)
      : ({ ok: false, message: check.message, reason: check.message } as const);

    if (outcome.ok) {
      if (!storeProperty(outcome.saved)) {
        notify({ title: 'Data Storage Issue', description: 'Having trouble saving your property details. Please try again.' });
        return false;
      }
      if (outcome.saved.plan) savePlanCopy({ ...outcome.saved, plan: outcome.saved.plan });
      notify({ title: 'Home profile updated', description: 'Your home details have been saved successfully.', tone: 'success' });
      return true;
    }

    console.warn('[warmwise] property save failed:', outcome.message);
    // Not saved means not saved: the plan is built from what the server holds, so the visitor stays
    // here with their edits on the form rather than being told they were kept.
    notify({ title: 'Update failed', description: `${outcome.reason} Your changes have not been saved, but they are still on this page.` });
    return false;
  };

  return { save, saving: loading };
}
