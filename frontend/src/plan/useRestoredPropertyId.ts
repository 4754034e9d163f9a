import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SESSION_KEYS } from '../storage/keys';
import { writeItem } from '../storage/safeStorage';
import { myPropertiesQuery } from './myProperties.query';

export interface RestoredProperty {
  /** The signed-in user's newest home, when this browser session has none of its own. */
  propertyId: string | null;
  /** Still finding out: who is signed in, or which homes they have. */
  pending: boolean;
}

/**
 * A user's plan is theirs on any browser (docs/product.md, "The plan and its cards"). When the
 * session holds no property (a new browser, or after signing out elsewhere), a signed-in user's
 * newest home is looked up and remembered for the session like one the wizard saved, so the usual
 * plan fetch takes over.
 */
export function useRestoredPropertyId(sessionHasProperty: boolean): RestoredProperty {
  const { user, loading: checkingUser } = useCurrentUser();
  const wanted = !sessionHasProperty && user !== null;
  const { data, loading, error } = useQuery(myPropertiesQuery, { skip: !wanted });
  const newest = wanted ? (data?.myProperties[0]?.id ?? null) : null;

  useEffect(() => {
    if (newest) writeItem('session', SESSION_KEYS.currentPropertyId, newest);
  }, [newest]);

  // Restoring is a convenience: when it fails the visitor still sees the welcome state.
  useEffect(() => {
    if (error) console.warn('Could not look up the signed-in user’s homes', error);
  }, [error]);

  return { propertyId: newest, pending: !sessionHasProperty && (checkingUser || (wanted && loading)) };
}
