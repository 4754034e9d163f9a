import { useMutation } from '@apollo/client/react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import type { PropertyInput } from '../../gql/graphql';
import { updatePropertyMutation } from './property.graphql';
import { SAVE_FALLBACK, saveErrorMessage } from './saveError';
import type { PropertySave } from './useCreateProperty';

/**
 * Replaces a home profile saved earlier. The answer carries the Property's id, so Apollo's
 * normalised cache updates every view of it without more code.
 */
export function useUpdateProperty() {
  const [mutate, { loading }] = useMutation(updatePropertyMutation);

  const update = async (id: string, input: PropertyInput): Promise<PropertySave> => {
    try {
      const { data, error } = await mutate({ variables: { id, input } });
      if (error || !data) return { ok: false, message: saveErrorMessage(error, 'update'), reason: friendlyMessage(error, SAVE_FALLBACK) };
      return { ok: true, property: data.updateProperty };
    } catch (error) {
      return { ok: false, message: saveErrorMessage(error, 'update'), reason: friendlyMessage(error, SAVE_FALLBACK) };
    }
  };

  return { update, updating: loading };
}
