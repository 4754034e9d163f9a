import { useMutation } from '@apollo/client/react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import type { PropertyInput, SavedPropertyFragment } from '../../gql/graphql';
import { createPropertyMutation } from './property.graphql';
import { SAVE_FALLBACK, saveErrorMessage } from './saveError';

/** A failed save carries the technical reason (logged) and a sentence for the visitor. */
export type PropertySave = { ok: true; property: SavedPropertyFragment } | { ok: false; message: string; reason: string };

/** Saves a new home profile. Never rejects; the caller decides what a failure means. */
export function useCreateProperty() {
  const [mutate, { loading }] = useMutation(createPropertyMutation);

  const create = async (input: PropertyInput): Promise<PropertySave> => {
    try {
      const { data, error } = await mutate({ variables: { input } });
      if (error || !data) return { ok: false, message: saveErrorMessage(error, 'create'), reason: friendlyMessage(error, SAVE_FALLBACK) };
      return { ok: true, property: data.createProperty };
    } catch (error) {
      return { ok: false, message: saveErrorMessage(error, 'create'), reason: friendlyMessage(error, SAVE_FALLBACK) };
    }
  };

  return { create, creating: loading };
}
