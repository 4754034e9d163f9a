import { useApolloClient } from '@apollo/client/react';
import { checkPropertyInput } from '@warmwise/common';
import type { HomeDetailsFragment, SavedPropertyFragment } from '../../gql/graphql';
import { notify } from '../../toast/toaster';
import { toPropertyInput, type HomeProfileValues } from './homeProfileValues';
import { onboardingEnergyPlanQuery } from './onboardingEnergyPlan.query';
import { readCachedProperty, storeEnergyPlan, storeProperty } from './propertyStore';
import { useCreateProperty, type PropertySave } from './useCreateProperty';
import { useUpdateProperty } from './useUpdateProperty';

/**
 * The Home profile save (docs/product.md, "The wizard"): update with a known property id, else
 * create; on success cache the property and its fresh plan. The toasts live here rather than in
 * each mutation hook because which one shows depends on both mutations and on what is cached.
 * Resolves to whether the wizard may move on; a failed save never does.
 */
export function useSaveHomeProfile(details: HomeDetailsFragment, email: string) {
  const client = useApolloClient();
  const { create, creating } = useCreateProperty();
  const { update, updating } = useUpdateProperty();

  const storeFreshPlan = async (property: SavedPropertyFragment) => {
    try {
      const { data } = await client.query({ query: onboardingEnergyPlanQuery, variables: { propertyId: property.id } });
      if (data) storeEnergyPlan(data.energyPlan, property);
    } catch (error) {
      // The plan screen fetches the plan itself; a missing or invalid copy here only costs a request.
      console.warn('[warmwise] could not store the fresh energy plan', error);
    }
  };

  const save = async (values: HomeProfileValues): Promise<boolean> => {
    const input = toPropertyInput(values, details, email);
    const cached = readCachedProperty(input.address, input.postcode);
    const check = checkPropertyInput(input);
    let outcome: PropertySave;
    if (!check.ok) outcome = { ok: false, message: check.message, reason: check.message };
    else outcome = cached?.id ? await update(cached.id, input) : await create(input);

    if (outcome.ok) {
      if (!storeProperty(outcome.property)) {
        notify({ title: 'Data Storage Issue', description: 'Having trouble saving your property details. Please try again.' });
        return false;
      }
      await storeFreshPlan(outcome.property);
      notify({ title: 'Home profile updated', description: 'Your home details have been saved successfully.', tone: 'success' });
      return true;
    }

    console.warn('[warmwise] property save failed:', outcome.message);
    // Not saved means not saved: the plan is built from what the server holds, so the visitor stays
    // here with their edits on the form rather than being told they were kept.
    notify({ title: 'Update failed', description: `${outcome.reason} Your changes have not been saved, but they are still on this page.` });
    return false;
  };

  return { save, saving: creating || updating };
}
