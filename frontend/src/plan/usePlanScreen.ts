import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { planFirstScreen, type PlanFirstScreen } from '@warmwise/common';
import { useEffect, useMemo, useState } from 'react';
import { isNotFound } from '../errors/isNotFound';
import type { PlanScreenQuery } from '../gql/graphql';
import { useAdoptingPrerenderedHtml } from '../prerender/useAdoptingPrerenderedHtml';
import { planScreenQuery } from './planScreen.query';
import { clearCachedPlanData, type PlanView, readPropertyId } from './storedPlan';
import { forgetPlanScreenAnswer, keepPlanScreenAnswer, restorePlanScreenAnswer } from './planScreenAnswer';
import { spendServedFirstScreen, useServedFirstScreen } from './servedFirstScreen';
import { showPlan } from './shownPlan';
import { useMissingPlanBuild } from './useMissingPlanBuild';
import { usePlanReloadHint } from './usePlanReloadHint';
import { useRestoredPropertyId } from './useRestoredPropertyId';

/** The session's checked copy of the plan: its checks are not needed to paint the plan, so they load after. */
const loadSessionPlanCopy = () => import('./sessionPlanCopy');

/**
 * The screen's four states (docs/product.md, "The plan and its cards"). A plan is drawn from its
 * first screen (heading and figures) and, once read, the whole view; after a reload the first
 * screen may come from the page the server wrote while the rest is read (`view` null until then).
 */
export type PlanScreenState =
  | { kind: 'welcome' }
  | { kind: 'loading' }
  | { kind: 'error'; notFound: boolean; message: string }
  | { kind: 'plan'; first: PlanFirstScreen; view: PlanView | null };

/**
 * The plan screen reads the home and its plan from Apollo's cache: straight after the wizard's
 * save it is there already, after a reload one request fills it. A home without a plan for its
 * current details gets one built. The session keeps a copy of each plan shown.
 */
export function usePlanScreen() {
  const client = useApolloClient();
  const served = useServedFirstScreen();
  const adopting = useAdoptingPrerenderedHtml();
  // Read once per visit: the wizard writes it before it sends the visitor here.
  const [sessionPropertyId] = useState(readPropertyId);
  const restored = useRestoredPropertyId(sessionPropertyId !== null);
  const propertyId = sessionPropertyId ?? restored.propertyId;
  // Once per visit, before the first read: a reloaded screen starts from the session's last answer.
  const [restoredAnswer] = useState(() => restorePlanScreenAnswer(client, propertyId, served));
  const { data, error, refetch, networkStatus } = useQuery(planScreenQuery, {
    variables: { propertyId: propertyId ?? '' },
    skip: !propertyId,
    // A restored answer shows at once and is asked for again; the wizard's fresh answer is not.
    fetchPolicy: restoredAnswer ? 'cache-and-network' : 'cache-first',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const build = useMissingPlanBuild(data?.property);

  // A stored copy that fails its checks is dropped; a corrupted one also reloads the page
  // (docs/product.md, "How a plan is read and checked").
  useEffect(() => {
    void loadSessionPlanCopy().then(({ dropFailedPlanCopy }) => dropFailedPlanCopy());
  }, []);

  // One view per answer: the copy below is written when the answer changes, not on every render.
  const view = useMemo(() => planView(data), [data]);
  useEffect(() => {
    if (!view || !data || !propertyId) return;
    keepPlanScreenAnswer(propertyId, data);
    void loadSessionPlanCopy().then(({ savePlanCopy }) => savePlanCopy(view));
  }, [view, data, propertyId]);
  const shownId = view?.plan.id ?? null;
  useEffect(() => {
    showPlan(shownId);
    return () => showPlan(null);
  }, [shownId]);
  useEffect(() => {
    if (view) spendServedFirstScreen();
  }, [view]);

  // Failures show as the error state, so the rejected promise has nothing left to say.
  const refresh = () => void refetch().catch(() => undefined);
  const clearCacheAndRefresh = async () => {
    clearCachedPlanData();
    forgetPlanScreenAnswer();
    await client.clearStore();
    refresh();
  };

  // A home that is no longer this visitor's (handed over through a mailed link, or erased) is not
  // shown from the session's last answer: the server's "not found" outranks what the cache holds.
  const gone = error !== undefined && isNotFound(error);
  useEffect(() => {
    if (gone) forgetPlanScreenAnswer();
  }, [gone]);

  // While React adopts a page the server wrote, it draws what the page shows; the tab's own state
  // follows straight after (the page's home is this tab's but for a rare race between tabs).
  const ownServed = served?.propertyId === propertyId ? served : null;
  const state: PlanScreenState =
    adopting && served ? { kind: 'plan', first: served, view: null } : screenState(propertyId, restored.pending, gone ? null : view, error ?? build.error, ownServed);
  usePlanReloadHint(state.kind === 'plan' ? propertyId : null);
  return { state, refreshing: networkStatus === NetworkStatus.refetch, refresh, clearCacheAndRefresh };
}

const planView = (data: PlanScreenQuery | undefined): PlanView | null => {
  const property = data?.property;
  return property?.plan ? { ...property, plan: property.plan } : null;
};

function screenState(propertyId: string | null, restoring: boolean, view: PlanView | null, error: unknown, served: PlanFirstScreen | null): PlanScreenState {
  if (!propertyId) return restoring ? { kind: 'loading' } : { kind: 'welcome' };
  if (view) return { kind: 'plan', first: planFirstScreen(view, view.plan), view };
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'error', notFound: isNotFound(error), message };
  }
  return served ? { kind: 'plan', first: served, view: null } : { kind: 'loading' };
}
