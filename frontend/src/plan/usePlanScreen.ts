import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { isNotFound } from '../errors/isNotFound';
import { planScreenQuery } from './planScreen.query';
import { clearCachedPlanData, clearStoredPlan, type PlanView, readPlanFromSession, readPropertyId, savePlanToSession, storedPlanView } from './storedPlan';
import { useRestoredPropertyId } from './useRestoredPropertyId';

/** The screen's four states (docs/product.md, "The plan and its cards"). */
export type PlanScreenState =
  | { kind: 'welcome' }
  | { kind: 'loading' }
  | { kind: 'error'; notFound: boolean; message: string }
  | { kind: 'plan'; view: PlanView };

export function usePlanScreen() {
  const client = useApolloClient();
  // Read once per visit: the wizard writes these before it sends the visitor here.
  const [sessionPropertyId] = useState(readPropertyId);
  const [stored] = useState(readPlanFromSession);
  const restored = useRestoredPropertyId(sessionPropertyId !== null);
  const propertyId = sessionPropertyId ?? restored.propertyId;
  const { data, error, refetch, networkStatus } = useQuery(planScreenQuery, {
    variables: { propertyId: propertyId ?? '' },
    skip: !propertyId,
    notifyOnNetworkStatusChange: true,
  });

  // A stored copy that fails its checks is dropped; a corrupted one also reloads the page
  // (docs/product.md, "How a plan is read and checked").
  useEffect(() => {
    if (stored.status === 'invalid' || stored.status === 'corrupted') clearStoredPlan();
    if (stored.status === 'corrupted') window.location.reload();
  }, [stored]);

  useEffect(() => {
    if (data) savePlanToSession(data, stored);
  }, [data, stored]);

  // Failures show as the error state, so the rejected promise has nothing left to say.
  const refresh = () => void refetch().catch(() => undefined);
  const clearCacheAndRefresh = async () => {
    clearCachedPlanData();
    await client.clearStore();
    refresh();
  };

  const state = screenState(propertyId, restored.pending, data, error, propertyId ? storedPlanView(stored, propertyId) : null);
  return { state, refreshing: networkStatus === NetworkStatus.refetch, refresh, clearCacheAndRefresh };
}

function screenState(
  propertyId: string | null,
  restoring: boolean,
  data: PlanView | undefined,
  error: unknown,
  stored: PlanView | null,
): PlanScreenState {
  if (!propertyId) return restoring ? { kind: 'loading' } : { kind: 'welcome' };
  if (data) return { kind: 'plan', view: data };
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'error', notFound: isNotFound(error), message };
  }
  return stored ? { kind: 'plan', view: stored } : { kind: 'loading' };
}
