import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import type { PropertyInputCheck } from '@warmwise/common';
import { friendlyMessage } from '../../errors/friendlyMessage';
import type { PropertyInput, SaveHomeProfileMutation } from '../../gql/graphql';
import { notify } from '../../toast/toaster';
import { saveHomeProfileMutation } from './property.graphql';
import { savePlanCopy } from '../../plan/sessionPlanCopy';
import { useWizardState } from '../wizard/WizardState';
import { savedProfileOf } from './propertyStore';
import { SAVE_FALLBACK, saveErrorMessage } from './saveError';

type Saved = SaveHomeProfileMutation['saveHomeProfile'];
/** A failed save carries the technical reason (logged) and a sentence for the visitor. */
type Outcome = { ok: true; saved: Saved } | { ok: false; message: string; reason: string };

/**
 * The Home profile save (docs/product.md, "The wizard"): one mutation saves the home (an update
 * when this session saved it before, else a new one) and answers it with its fresh plan, which
 * Apollo's cache keeps for the plan screen. The failure toasts live here because which one shows
 * depends on the save and on what the browser could keep; the success toast is Action Plan's,
 * which only a successful save opens. Resolves to whether the wizard may move on; a
 * failed save never does, and a press while a save is on its way is ignored.
 *
 * The client's own mutate, not useMutation: its loading and result states would re-render the
 * whole form once more when the answer arrives, just before the form gives way to Action Plan.
 */
export function useSaveHomeProfile() {
  const client = useApolloClient();
  const { savedProfile, keepSavedProfile } = useWizardState();
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const send = async (input: PropertyInput, propertyId: string | undefined): Promise<Outcome> => {
    const failed = (error: unknown): Outcome => ({
      ok: false,
      message: saveErrorMessage(error, propertyId ? 'update' : 'create'),
      reason: friendlyMessage(error, SAVE_FALLBACK),
    });
    try {
      const { data, error } = await client.mutate({ mutation: saveHomeProfileMutation, variables: { propertyId, input } });
      return error || !data ? failed(error) : { ok: true, saved: data.saveHomeProfile };
    } catch (error) {
      return failed(error);
    }
  };

  /** The input as the form built it, with the shared rules' verdict on it (the form checked it already). */
  const save = async (input: PropertyInput, check: PropertyInputCheck): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      return await saveOnce(input, check);
    } finally {
      inFlight.current = false;
    }
  };

  const saveOnce = async (input: PropertyInput, check: PropertyInputCheck): Promise<boolean> => {
    if (check.ok) setSaving(true);
    const outcome = check.ok
      ? await send(input, savedProfileOf(savedProfile, input)?.id)
      : ({ ok: false, message: check.message, reason: check.message } as const);
    setSaving(false);

    if (outcome.ok) {
      if (!keepSavedProfile(outcome.saved)) {
        notify({ title: 'Data Storage Issue', description: 'Having trouble saving your property details. Please try again.' });
        return false;
      }
      if (outcome.saved.plan) savePlanCopy({ ...outcome.saved, plan: outcome.saved.plan });
      return true;
    }

    console.warn('[warmwise] property save failed:', outcome.message);
    // Not saved means not saved: the plan is built from what the server holds, so the visitor stays
    // here with their edits on the form rather than being told they were kept.
    notify({ title: 'Update failed', description: `${outcome.reason} Your changes have not been saved, but they are still on this page.` });
    return false;
  };

  return { save, saving };
}
