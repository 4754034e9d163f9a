import { useMutation } from '@apollo/client/react';
import type { PropertyInput, SavedPropertyFragment } from '../../gql/graphql';
import { createPropertyMutation } from './property.graphql';
import { saveErrorMessage } from './saveError';

export type PropertySave = { ok: true; property: SavedPropertyFragment } | { ok: false; message: string };

/** Saves a new home profile. Never rejects; the caller decides what a failure means. */
export function useCreateProperty() {
  const [mutate, { loading }] = useMutation(createPropertyMutation);

  const create = async (input: PropertyInput): Promise<PropertySave> => {
    try {
      const { data, error } = await mutate({ variables: { input } });
      if (error || !data) return { ok: false, message: saveErrorMessage(error, 'create') };
      return { ok: true, property: data.createProperty };
    } catch (error) {
      return { ok: false, message: saveErrorMessage(error, 'create') };
    }
  };

  return { create, creating: loading };
}
